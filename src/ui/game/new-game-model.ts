// The new-game form as data: default seats, checks before sending (the worker and engine check again), the request.
// Rule systems, editions, maps and map options come from the registries (the worker's listRuleSystems and listMaps).
import type { PlayerColor } from '../../engine/api';
import type { BotLevel } from '../../engine/rule-system';
import type { Reason } from '../../engine/reason';
import type { MapInfo, NewGameRequest, RuleSystemInfo } from '../../worker/protocol';
import { PLAYER_COLORS } from '../../board/palette';
import type { SetupChoice } from '../rules/texts';

export interface SeatForm {
  name: string;
  color: PlayerColor;
  /** A computer player's level; absent: a person. */
  bot?: BotLevel;
}

/** First names of computer players, by seat: "Bot Ada (Hard)" (the level and the frame are the catalogue's). */
export const BOT_NAMES: readonly string[] = ['Ada', 'Alan', 'Grace', 'Konrad', 'Edsger', 'Barbara'];

/**
 * Seat `i` as a person or a bot of `level` (null: a person). A bot gets its name from `botName` (the catalogue's
 * "Bot {name} ({level})"); a person who was a bot gets the default player name back from `personName`.
 */
export function seatAs(seat: SeatForm, i: number, level: BotLevel | null, botName: (first: string, level: BotLevel) => string, personName: (n: number) => string): SeatForm {
  if (level === null) return seat.bot ? { name: personName(i + 1), color: seat.color } : seat;
  return { name: botName(BOT_NAMES[i % BOT_NAMES.length]!, level), color: seat.color, bot: level };
}

/**
 * One person against bots on `map`: the person in seat 1 (keeping its name and colour), the rest bots of `level`,
 * as many as make the map's usual table — four where it allows, else its most (Rust Belt: three bots; St. Lucia: one).
 */
export function soloSeats(seats: readonly SeatForm[], map: { players: { min: number; max: number } }, level: BotLevel, botName: (first: string, level: BotLevel) => string, personName: (n: number) => string): SeatForm[] {
  const n = Math.max(2, Math.min(4, map.players.max));
  const out: SeatForm[] = [seatAs(seats[0] ?? { name: personName(1), color: PLAYER_COLORS[0]! }, 0, null, botName, personName)];
  for (let i = 1; i < n; i++) {
    const color = seats[i]?.color ?? freeColor(out);
    out.push(seatAs({ name: '', color: out.some((s) => s.color === color) ? freeColor(out) : color }, i, level, botName, personName));
  }
  return out;
}

export interface NewGameForm {
  /** The chosen rule system's id; '' for the first one offered. */
  ruleSystem: string;
  /** The chosen edition; '' for the system's first (its default). */
  edition: string;
  mapId: string;
  seats: SeatForm[];
  seedText: string;
  casual: boolean;
  /** The per-game options ticked (e.g. 'easier'); only those the chosen map offers are sent. */
  mapOptions: string[];
  /** The rule system's own setup options chosen, by id (choicesFor says which apply); a missing one is the default. */
  systemOptions?: Readonly<Record<string, string>>;
  title: string;
}

/** The rule system the form plays: the one chosen, else the first registered. */
export function chosenSystem(f: Pick<NewGameForm, 'ruleSystem'>, systems: readonly RuleSystemInfo[]): RuleSystemInfo | undefined {
  return systems.find((s) => s.id === f.ruleSystem) ?? systems[0];
}

/** The edition the form plays: the one chosen if the system has it, else the system's first. */
export function chosenEdition(f: Pick<NewGameForm, 'edition'>, system: RuleSystemInfo | undefined): string {
  return system?.editions.includes(f.edition) ? f.edition : (system?.editions[0] ?? '');
}

/** The system's setup choices that the edition has. */
export function choicesFor(choices: readonly SetupChoice[] | undefined, edition: string): SetupChoice[] {
  return (choices ?? []).filter((c) => !c.editions || c.editions.includes(edition));
}

/** The value of `choice` the form holds: the one chosen if the choice has it, else its default (the first). */
export function chosenValue(f: Pick<NewGameForm, 'systemOptions'>, choice: SetupChoice): string {
  const v = f.systemOptions?.[choice.id];
  return v !== undefined && choice.values.includes(v) ? v : choice.values[0]!;
}

/** A fresh 32-bit seed; the UI draws it so it can show it (the engine never draws its own). */
export function randomSeed(rand: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]!): number {
  return rand() >>> 0;
}

/** Maps of the chosen rule system, its base map `first` first (Age of Steam: Rust Belt), then by title. */
export function orderMaps(maps: readonly MapInfo[], ruleSystem: string, first?: string): MapInfo[] {
  return maps.filter((m) => m.ruleSystem === ruleSystem).toSorted((a, b) => (a.id === first ? -1 : b.id === first ? 1 : a.title.localeCompare(b.title)));
}

/** The first colour no other seat uses. */
export function freeColor(seats: readonly SeatForm[]): PlayerColor {
  return PLAYER_COLORS.find((c) => !seats.some((s) => s.color === c)) ?? 'blue';
}

/**
 * Whether the form shows the seed it draws: not for a system with hidden information, whose hands, route cards and
 * future draws all follow from it (RuleSystem.hiddenInformation). There the field starts empty: a seed is drawn when
 * the game is sent and never shown; one typed in (to replay a known game) goes along.
 */
export function seedShown(system: RuleSystemInfo | undefined): boolean {
  return !system?.hiddenInformation;
}

/** A form's seed left empty where the system draws a secret one (seedShown false). */
const secretSeed = (f: Pick<NewGameForm, 'seedText'>, hidden: boolean): boolean => hidden && f.seedText.trim() === '';

export function parseSeed(text: string): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= 0xffffffff ? n : null;
}

/**
 * First problem with the form, as a UI reason; null when it can be sent. `botLevels`: the system's (botFacts); `hidden`:
 * the system has hidden information (an empty seed is then drawn at sending, seedShown).
 */
export function checkForm(f: NewGameForm, map: MapInfo | undefined, botLevels?: readonly BotLevel[], hidden = false): Reason | null {
  if (!map) return { key: 'ui.new.noMaps' };
  const n = f.seats.length;
  if (n < map.players.min || n > map.players.max) {
    // "Barbados is for 1–1 players" read oddly: a map for one count says so ("for one player", "for exactly 3 players").
    const key = map.players.min === map.players.max ? 'ui.new.playerCountBadExact' : 'ui.new.playerCountBad';
    return { key, params: { map: map.title, min: map.players.min, max: map.players.max, n } };
  }
  if (f.seats.some((s) => !s.name.trim())) return { key: 'ui.new.nameMissing' };
  // A bot of a level the system does not play (none when it has no bots): the seat must be a person.
  if (botLevels && f.seats.some((s) => s.bot !== undefined && !botLevels.includes(s.bot))) return { key: 'ui.new.botUnavailable' };
  if (new Set(f.seats.map((s) => s.color)).size !== n) return { key: 'ui.new.colorTwice' };
  if (!secretSeed(f, hidden) && parseSeed(f.seedText) === null) return { key: 'ui.new.seedBad' };
  return null;
}

/**
 * The request for the form as filled in; `ruleSystem` and `edition` are what chosenSystem and chosenEdition give,
 * `choices` the system's setup choices for that edition (choicesFor): a value other than the default goes along.
 * `hidden` (seedShown false) with the seed left empty: a seed `draw`n now, which the page never shows.
 */
export function toRequest(f: NewGameForm, map?: MapInfo, choices: readonly SetupChoice[] = [], hidden = false, draw: () => number = randomSeed): NewGameRequest {
  const offered = f.mapOptions.filter((o) => map?.options.includes(o));
  const chosen = choices.map((c) => [c.id, chosenValue(f, c)] as const).filter(([id, v]) => v !== choices.find((c) => c.id === id)!.values[0]);
  const options = { ...(f.casual ? { casualUndo: true } : {}), ...Object.fromEntries(offered.map((o) => [o, true])), ...Object.fromEntries(chosen) };
  return {
    ...(f.title.trim() ? { title: f.title.trim() } : {}),
    ruleSystem: f.ruleSystem,
    edition: f.edition,
    map: f.mapId,
    seats: f.seats.map((s) => (s.bot ? { name: s.name.trim(), color: s.color, bot: s.bot } : { name: s.name.trim(), color: s.color })),
    seed: secretSeed(f, hidden) ? draw() : (parseSeed(f.seedText) ?? 0),
    ...(Object.keys(options).length ? { options } : {}),
  };
}
