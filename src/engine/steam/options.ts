// Steam's own setup options and editions: checked from untrusted input, and the part of them a record must name.
// The kernel (api.ts) knows only `casualUndo` and leaves these here.
import type { GameSetup, SetupOptions } from '../api';
import { reason, type Reason } from '../reason';

/** The basic game ("Grundspiel", [000:L1-501]) and the standard game ("Expertenspiel", [000:L503-610]). */
export const STEAM_EDITIONS = ['basic', 'standard'] as const;
export type SteamEdition = (typeof STEAM_EDITIONS)[number];

export function isSteamEdition(v: unknown): v is SteamEdition {
  return v === 'basic' || v === 'standard';
}

/**
 * How the basic game's first turn order is set ([000:L106-124]): by an auction of each position paid by borrowing (the
 * rulebook's usual way, the default), or at random with $1/$2/… to the later seats (the first game).
 */
export type StartOrder = 'auction' | 'random';

export interface SteamSetupOptions extends SetupOptions {
  /** Basic game only; absent: 'auction'. The standard game always draws its order by number ([000:L523]). */
  startOrder?: StartOrder;
}

export type SteamSetup = GameSetup<SteamSetupOptions>;

const bad = (key: string): { ok: false; reason: Reason } => ({ ok: false, reason: reason(key) });

/** Steam's options from untrusted input: only `startOrder` ('auction' | 'random'); any other key is refused. */
export function parseSteamOptions(raw: Readonly<Record<string, unknown>>): { ok: true; options: SteamSetupOptions } | { ok: false; reason: Reason } {
  const { startOrder, ...rest } = raw;
  if (Object.keys(rest).length > 0) return bad('import.record.options');
  if (startOrder !== undefined && startOrder !== 'auction' && startOrder !== 'random') return bad('import.record.options');
  const options: SteamSetupOptions = {};
  // The default is not written, so a record names the option only when it changes the game.
  if (startOrder === 'random') options.startOrder = 'random';
  return { ok: true, options };
}

/** Rounds by player count ([000:L136], [000:L481-491]; 6 players: 7 per the Hungarian rules, S-B3). */
export function roundsFor(players: number): number {
  if (players <= 3) return 10;
  if (players === 4) return 8;
  return 7;
}
