// Checks an imported game file before anything is stored: JSON, the GameRecord shape, bounds. Moves are checked by
// the engine port and then replayed by the host; this file only decides whether the text is a record at all.
import type { Edition, GameRecord, PlayerColor, SeatSetup } from '../engine/api';
import type { Reason } from '../engine/reason';

export const RECORD_FORMAT = 'railhex-record/1';
export const MAX_MOVES = 20_000;
export const MAX_NAME = 40;
const COLORS: readonly PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];
const EDITIONS: readonly Edition[] = ['deluxe', '2002'];

function bad(detail: string): { ok: false; reason: Reason } {
  return { ok: false, reason: { key: 'import.format', params: { detail } } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Seats as the new-game screen and records give them: 1–6, named, distinct colours. */
export function checkSeats(value: unknown): { ok: true; seats: SeatSetup[] } | { ok: false; detail: string } {
  if (!Array.isArray(value) || value.length < 1 || value.length > 6) return { ok: false, detail: 'seats: 1 to 6 needed' };
  const seats: SeatSetup[] = [];
  for (const [i, s] of value.entries()) {
    if (!isObject(s)) return { ok: false, detail: `seat ${i + 1} is not an object` };
    const name = typeof s.name === 'string' ? s.name.trim() : '';
    if (name.length < 1 || name.length > MAX_NAME) return { ok: false, detail: `seat ${i + 1}: name of 1 to ${MAX_NAME} characters needed` };
    if (!COLORS.includes(s.color as PlayerColor)) return { ok: false, detail: `seat ${i + 1}: unknown colour` };
    if (seats.some((o) => o.color === s.color)) return { ok: false, detail: `seat ${i + 1}: colour used twice` };
    seats.push({ name, color: s.color as PlayerColor });
  }
  return { ok: true, seats };
}

export function isSeed(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
}

/** Parse and check a record's text. Moves are returned unchecked (`unknown[]`): the caller checks each one. */
export function parseRecord(
  text: string,
  ruleSystem: string,
): { ok: true; record: GameRecord<unknown> } | { ok: false; reason: Reason } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: { key: 'import.notJson' } };
  }
  if (!isObject(data)) return bad('not an object');
  if (data.format !== RECORD_FORMAT) return bad(`format must be ${RECORD_FORMAT}`);
  if (typeof data.engineVersion !== 'string' || data.engineVersion.length > 40) return bad('engineVersion');
  if (data.ruleSystem !== ruleSystem) return bad('unknown rule system');
  if (!EDITIONS.includes(data.edition as Edition)) return bad('unknown edition');
  if (typeof data.map !== 'string' || !/^[a-z0-9-]{1,40}$/.test(data.map)) return bad('map id');
  const seats = checkSeats(data.seats);
  if (!seats.ok) return bad(seats.detail);
  if (!isSeed(data.seed)) return bad('seed must be a 32-bit unsigned integer');
  let options: GameRecord['options'];
  if (data.options !== undefined) {
    if (!isObject(data.options)) return bad('options');
    const { casualUndo, rounds, baseRules, easier, ...rest } = data.options;
    if (Object.keys(rest).length > 0) return bad('unknown options');
    if (casualUndo !== undefined && typeof casualUndo !== 'boolean') return bad('options.casualUndo');
    if (rounds !== undefined && !(Number.isInteger(rounds) && (rounds as number) >= 1 && (rounds as number) <= 20)) return bad('options.rounds');
    if (baseRules !== undefined && typeof baseRules !== 'boolean') return bad('options.baseRules');
    if (easier !== undefined && typeof easier !== 'boolean') return bad('options.easier');
    options = {};
    if (casualUndo !== undefined) options.casualUndo = casualUndo;
    if (rounds !== undefined) options.rounds = rounds as number;
    if (baseRules === true) options.baseRules = true;
    if (easier === true) options.easier = true;
  }
  if (!Array.isArray(data.moves)) return bad('moves must be a list');
  if (data.moves.length > MAX_MOVES) return bad('too many moves');
  return {
    ok: true,
    record: {
      format: RECORD_FORMAT,
      engineVersion: data.engineVersion,
      ruleSystem: data.ruleSystem as GameRecord['ruleSystem'],
      edition: data.edition as Edition,
      map: data.map,
      seats: seats.seats,
      seed: data.seed,
      ...(options ? { options } : {}),
      moves: data.moves,
    },
  };
}
