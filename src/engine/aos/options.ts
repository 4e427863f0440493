// Age of Steam's own setup options and editions (rounds, base rules, Barbados's easier game): checked from untrusted
// input, and the part of them a record must name. The kernel (api.ts) knows only `casualUndo` and leaves these here.
import type { GameSetup, SetupOptions } from '../api';
import { reason, type Reason } from '../reason';

/** The two printed rulebooks: Age of Steam deluxe (001) and the 2002 edition (004). The first is the default. */
export const AOS_EDITIONS = ['deluxe', '2002'] as const;
export type AosEdition = (typeof AOS_EDITIONS)[number];

export function isAosEdition(v: unknown): v is AosEdition {
  return v === 'deluxe' || v === '2002';
}

/** Age of Steam's setup options on top of the kernel's `casualUndo`. */
export interface AosSetupOptions extends SetupOptions {
  /**
   * Rounds to play, overriding the map's table (3:10, 4:8, 5:7, 6:6 — only 5:7 is in the rulebook text, rules-spec
   * D13 [EXTERNAL]). 1–20.
   */
  rounds?: number;
  /**
   * Play this map by the base rules instead of its own rule changes. Set for games begun while the map's own rules
   * were not in the engine yet, so such a game goes on by the rules it was started with.
   */
  baseRules?: boolean;
  /** Barbados: the easier game, 2 cubes instead of 1 on every yellow city ([001:L871-872]). */
  easier?: boolean;
}

/** An Age of Steam game's setup. */
export type AosSetup = GameSetup<AosSetupOptions>;

export const MIN_ROUNDS = 1;
export const MAX_ROUNDS = 20;

const bad = (key: string): { ok: false; reason: Reason } => ({ ok: false, reason: reason(key) });

/**
 * Age of Steam's options from untrusted input (an imported record, a new-game request): rounds 1–20, baseRules and
 * easier booleans; any other key is refused. `casualUndo` is the kernel's and is left to the caller. A false flag is
 * dropped (the record format writes only `true`), as the import check did before (docs/game-record.md).
 */
export function parseAosOptions(raw: Readonly<Record<string, unknown>>): { ok: true; options: AosSetupOptions } | { ok: false; reason: Reason } {
  const { rounds, baseRules, easier, ...rest } = raw;
  if (Object.keys(rest).length > 0) return bad('import.record.options');
  if (rounds !== undefined && !(Number.isInteger(rounds) && (rounds as number) >= MIN_ROUNDS && (rounds as number) <= MAX_ROUNDS)) return bad('import.record.rounds');
  if (baseRules !== undefined && typeof baseRules !== 'boolean') return bad('import.record.options');
  if (easier !== undefined && typeof easier !== 'boolean') return bad('import.record.options');
  const options: AosSetupOptions = {};
  if (rounds !== undefined) options.rounds = rounds as number;
  if (baseRules === true) options.baseRules = true;
  if (easier === true) options.easier = true;
  return { ok: true, options };
}
