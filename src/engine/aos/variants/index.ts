// Resolves a map's `rules.variant` to its data (`variantOf`, page-safe) and to its hooks (`rulesOf`, for the phases:
// resolved once per move, see types.ts). Maps whose rules are not written yet play with the base rules.
import type { BoardMap } from '../../map/types';
import { barbados, barbadosRules } from './barbados';
import { baseRules } from './base';
import { germany, germanyRules } from './germany';
import { rustBelt } from './rust-belt';
import { southernUs, southernUsRules } from './southern-us';
import { stLucia, stLuciaRules } from './st-lucia';
import { westernUs, westernUsRules } from './western-us';
import type { AosRules, AosVariant } from './types';

/** The engine version that brought each map's own rules; a game saved by an older engine played that map by the base rules. */
const SINCE: Readonly<Record<string, string>> = {
  'southern-us': '0.2.0',
  germany: '0.2.0',
  'western-us': '0.2.0',
  barbados: '0.2.0',
  'st-lucia': '0.2.0',
};

const VARIANTS: Readonly<Record<string, AosVariant>> = {
  'rust-belt': rustBelt,
  'southern-us': southernUs,
  germany,
  'western-us': westernUs,
  barbados,
  'st-lucia': stLucia,
  base: rustBelt,
};

// The same ids with the hooks; a bundle that reads only the data (the page) leaves these and their imports out.
const RULES: Readonly<Record<string, AosRules>> = {
  'rust-belt': baseRules,
  'southern-us': southernUsRules,
  germany: germanyRules,
  'western-us': westernUsRules,
  barbados: barbadosRules,
  'st-lucia': stLuciaRules,
  base: baseRules,
};

/**
 * The variant a new game on `map` plays: the map's own rules, or the base game's when the map's are not written yet
 * (reported by `variantKnown`) or the setup asks for the base rules.
 */
export function variantFor(map: BoardMap, asBase = false): AosVariant {
  return asBase ? rustBelt : (VARIANTS[map.rules.variant] ?? rustBelt);
}

/** The variant a game plays, as fixed at its setup: its data (page-safe). */
export function variantOf(s: { options: { variant: string } }): AosVariant {
  return VARIANTS[s.options.variant] ?? rustBelt;
}

/** The rules a game plays, data and hooks: resolved once per move (draftOf, the query entry points) and handed on. */
export function rulesOf(s: { options: { variant: string } }): AosRules {
  return RULES[s.options.variant] ?? baseRules;
}

/** The per-game options a map's rules offer ('easier': Barbados's easier game). */
export function mapGameOptions(map: BoardMap): string[] {
  return variantFor(map).easierStartCubes ? ['easier'] : [];
}

export function variantKnown(map: BoardMap): boolean {
  return map.rules.variant in VARIANTS;
}

/**
 * a < b for dotted version numbers ("0.1.0" < "0.2.0" < "0.10.0"). A version that is not numbers ("dev", "0.2.0-rc1")
 * counts as older: such a game keeps the base rules rather than change rules under its moves.
 */
function older(a: string, b: string): boolean {
  if (!/^\d+(\.\d+)*$/.test(a)) return true;
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/**
 * Whether a game on `map` saved by engine `savedBy` was begun before the map's own rules were in the engine, so it
 * goes on by the base rules it was started with (setup option baseRules).
 */
export function playedAsBase(map: BoardMap, savedBy: string): boolean {
  const since = SINCE[map.rules.variant];
  return since !== undefined && older(savedBy, since);
}

export type { AosRules, AosVariant, BuildBonus } from './types';
