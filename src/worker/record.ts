// Checks an imported game file before anything is stored: JSON, the GameRecord shape, bounds. Moves are checked by
// the engine port and then replayed by the host; this file only decides whether the text is a record at all.
import type { Edition, GameRecord, PlayerColor, SeatSetup } from '../engine/api';
import type { Reason } from '../engine/reason';

export const RECORD_FORMAT = 'railhex-record/1';
export const MAX_MOVES = 20_000;
export const MAX_NAME = 40;
const COLORS: readonly PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];
const EDITIONS: readonly Edition[] = ['deluxe', '2002'];

/** A refusal of the file: one catalogue sentence per problem (src/ui/model/messages.ts), no English detail inside. */
function bad(key: string, params?: Reason['params']): { ok: false; reason: Reason } {
  return { ok: false, reason: params ? { key, params } : { key } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type SeatProblem = { ok: false; detail: string; reason: Reason };

const problem = (detail: string, key: string, params?: Reason['params']): SeatProblem => ({ ...bad(key, params), detail });

/**
 * Seats as the new-game screen and records give them: 1–6, named, distinct colours. A problem comes as a reason for
 * an imported file and as an English detail for a new-game request (only the app's own screen sends those).
 */
export function checkSeats(value: unknown): { ok: true; seats: SeatSetup[] } | SeatProblem {
  if (!Array.isArray(value) || value.length < 1 || value.length > 6) return problem('seats: 1 to 6 needed', 'import.record.seatCount');
  const seats: SeatSetup[] = [];
  for (const [i, s] of value.entries()) {
    if (!isObject(s)) return problem(`seat ${i + 1} is not an object`, 'import.record.seat', { seat: i + 1 });
    const name = typeof s.name === 'string' ? s.name.trim() : '';
    if (name.length < 1 || name.length > MAX_NAME) return problem(`seat ${i + 1}: name of 1 to ${MAX_NAME} characters needed`, 'import.record.seatName', { seat: i + 1, max: MAX_NAME });
    if (!COLORS.includes(s.color as PlayerColor)) return problem(`seat ${i + 1}: unknown colour`, 'import.record.seatColor', { seat: i + 1 });
    if (seats.some((o) => o.color === s.color)) return problem(`seat ${i + 1}: colour used twice`, 'import.record.seatColorTwice', { seat: i + 1 });
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
  if (!isObject(data)) return bad('import.record.notObject');
  if (data.format !== RECORD_FORMAT) return bad('import.record.format');
  if (typeof data.engineVersion !== 'string' || data.engineVersion.length > 40) return bad('import.record.engineVersion');
  if (data.ruleSystem !== ruleSystem) return bad('import.record.ruleSystem');
  if (!EDITIONS.includes(data.edition as Edition)) return bad('import.record.edition');
  if (typeof data.map !== 'string' || !/^[a-z0-9-]{1,40}$/.test(data.map)) return bad('import.record.map');
  const seats = checkSeats(data.seats);
  if (!seats.ok) return { ok: false, reason: seats.reason };
  if (!isSeed(data.seed)) return bad('import.record.seed');
  let options: GameRecord['options'];
  if (data.options !== undefined) {
    if (!isObject(data.options)) return bad('import.record.options');
    const { casualUndo, rounds, baseRules, easier, ...rest } = data.options;
    if (Object.keys(rest).length > 0) return bad('import.record.options');
    if (casualUndo !== undefined && typeof casualUndo !== 'boolean') return bad('import.record.options');
    if (rounds !== undefined && !(Number.isInteger(rounds) && (rounds as number) >= 1 && (rounds as number) <= 20)) return bad('import.record.rounds');
    if (baseRules !== undefined && typeof baseRules !== 'boolean') return bad('import.record.options');
    if (easier !== undefined && typeof easier !== 'boolean') return bad('import.record.options');
    options = {};
    if (casualUndo !== undefined) options.casualUndo = casualUndo;
    if (rounds !== undefined) options.rounds = rounds as number;
    if (baseRules === true) options.baseRules = true;
    if (easier === true) options.easier = true;
  }
  if (!Array.isArray(data.moves)) return bad('import.record.moves');
  if (data.moves.length > MAX_MOVES) return bad('import.record.tooManyMoves', { max: MAX_MOVES });
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
