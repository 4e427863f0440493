// The new-game form as data: default seats, checks before sending (the worker and engine check again), the request.
import type { Edition, PlayerColor } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import type { MapInfo, NewGameRequest } from '../../worker/protocol';
import { PLAYER_COLORS } from '../../board/palette';

export interface SeatForm {
  name: string;
  color: PlayerColor;
}

export interface NewGameForm {
  edition: Edition;
  mapId: string;
  seats: SeatForm[];
  seedText: string;
  casual: boolean;
  /** The map's easier game, where its rules offer one (Barbados). */
  easier: boolean;
  title: string;
}

/** A fresh 32-bit seed; the UI draws it so it can show it (the engine never draws its own). */
export function randomSeed(rand: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]!): number {
  return rand() >>> 0;
}

/** Maps for the chosen rule system, Rust Belt first (the base map), then by title. */
export function orderMaps(maps: readonly MapInfo[]): MapInfo[] {
  return maps.filter((m) => m.game === 'age-of-steam').toSorted((a, b) => (a.id === 'rust-belt' ? -1 : b.id === 'rust-belt' ? 1 : a.title.localeCompare(b.title)));
}

/** The first colour no other seat uses. */
export function freeColor(seats: readonly SeatForm[]): PlayerColor {
  return PLAYER_COLORS.find((c) => !seats.some((s) => s.color === c)) ?? 'blue';
}

export function parseSeed(text: string): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= 0xffffffff ? n : null;
}

/** First problem with the form, as a UI reason; null when it can be sent. */
export function checkForm(f: NewGameForm, map: MapInfo | undefined): Reason | null {
  if (!map) return { key: 'ui.new.noMaps' };
  const n = f.seats.length;
  if (n < map.players.min || n > map.players.max) {
    // "Barbados is for 1–1 players" read oddly: a map for one count says so ("for one player", "for exactly 3 players").
    const key = map.players.min === map.players.max ? 'ui.new.playerCountBadExact' : 'ui.new.playerCountBad';
    return { key, params: { map: map.title, min: map.players.min, max: map.players.max, n } };
  }
  if (f.seats.some((s) => !s.name.trim())) return { key: 'ui.new.nameMissing' };
  if (new Set(f.seats.map((s) => s.color)).size !== n) return { key: 'ui.new.colorTwice' };
  if (parseSeed(f.seedText) === null) return { key: 'ui.new.seedBad' };
  return null;
}

export function toRequest(f: NewGameForm, map?: MapInfo): NewGameRequest {
  const easier = f.easier && (map?.options.includes('easier') ?? false);
  const options = { ...(f.casual ? { casualUndo: true } : {}), ...(easier ? { easier: true } : {}) };
  return {
    ...(f.title.trim() ? { title: f.title.trim() } : {}),
    ruleSystem: 'age-of-steam',
    edition: f.edition,
    map: f.mapId,
    seats: f.seats.map((s) => ({ name: s.name.trim(), color: s.color })),
    seed: parseSeed(f.seedText) ?? 0,
    ...(Object.keys(options).length ? { options } : {}),
  };
}
