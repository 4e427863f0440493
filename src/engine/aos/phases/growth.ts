// Phase 9: goods growth (rules-spec §2.1.12): Production first, then dice for the light and then the dark area;
// a die takes the top cube of its column to the city of that number, and of a built New City's column to it.
import type { HexId } from '../../hex/coords';
import type { GoodsColor, GrowthGroup } from '../../map/types';
import { reason, type Reason } from '../../reason';
import { rollDice } from '../../rng';
import { own, type Draft } from '../draft';
import { addCube, bagSize, columnFields, DISPLAY_FIELD_SET, drawCube, emptyFields } from '../goods';
import type { GameState } from '../state';
import { rulesOf, type AosRules } from '../variants';

/** Enters phase 9: the Production holder draws min(2, bag, empty fields) cubes (A-D16, D7) and must then place them. */
export function startGrowth(d: Draft): void {
  const s = d.s;
  s.phase = 'goodsGrowth';
  d.events.push({ type: 'phaseStarted', phase: 'goodsGrowth', round: s.round });
  const holder = s.actions.production;
  if (holder === null || s.players[holder]!.eliminated) return;
  const n = Math.min(2, bagSize(s.bag), emptyFields(s, d.rules).length);
  if (n === 0) {
    d.events.push({ type: 'productionNothing', seat: holder });
    return;
  }
  const drawn: GoodsColor[] = [];
  const bag = own(d, 'bag');
  for (let i = 0; i < n; i++) drawn.push(drawCube(bag, s.rng)!);
  s.production = { seat: holder, drawn };
  d.events.push({ type: 'productionDrawn', seat: holder, cubes: drawn.slice() });
}

/**
 * Fields must be distinct empty display fields, one per drawn cube, in draw order. The drawn cubes must be placed:
 * the rulebook lets the holder draw and place, not put them back after seeing them (R-PRODUCTION, 001:L608-611).
 */
export function checkPlaceProduction(s: GameState, fields: string[], rules: AosRules = rulesOf(s)): Reason | null {
  const pr = s.production!;
  if (fields.length !== pr.drawn.length) return reason('production.fieldCount', { count: pr.drawn.length, given: fields.length });
  const seen = new Set<string>();
  for (const f of fields) {
    if (!DISPLAY_FIELD_SET.has(f)) return reason('move.malformed.field');
    if (seen.has(f)) return reason('production.sameField', { field: f });
    const inUse = rules.displayFields;
    if (inUse && !inUse.includes(f)) return reason('production.fieldNotInUse', { field: f });
    seen.add(f);
    if (s.display[f] !== null) return reason('production.fieldTaken', { field: f });
  }
  return null;
}

export function placeProduction(d: Draft, fields: string[]): Reason | null {
  const s = d.s;
  const bad = checkPlaceProduction(s, fields, d.rules);
  if (bad) return bad;
  const pr = s.production!;
  const display = own(d, 'display');
  fields.forEach((f, i) => {
    display[f] = pr.drawn[i]!;
  });
  d.events.push({ type: 'productionPlaced', seat: pr.seat, fields: fields.slice(), cubes: pr.drawn.slice() });
  s.production = null;
  return null;
}

/** The hex of the numbered city fed by display column (group, n), if the map has one. */
function cityFor(s: GameState, group: GrowthGroup, n: number): HexId | null {
  for (const p of s.map.places) if (p.growth && p.growth.group === group && p.growth.n === n && p.kind === 'city') return p.hex;
  return null;
}

/** Takes the top-most cube of a column (row 0 = top) onto `hex` (001:L617-624: an empty column is ignored). */
function moveTop(d: Draft, fields: readonly string[], hex: HexId): void {
  const s = d.s;
  for (const f of fields) {
    const c = s.display[f];
    if (c) {
      own(d, 'display')[f] = null;
      addCube(d, hex, c);
      d.events.push({ type: 'goodsGrown', field: f, hex, color: c });
      return;
    }
  }
}

/** Resolves the dice of one area: each die moves the top cube of its column, and of a built New City listed there. */
export function resolveGrowthDice(d: Draft, group: GrowthGroup, dice: readonly number[]): void {
  const s = d.s;
  const builtByLetter = new Map<string, HexId>();
  for (const [hex, nc] of Object.entries(s.track.newCities)) builtByLetter.set(nc.letter, hex);
  const columns = Object.entries(d.rules.newCityColumns);
  for (const v of dice) {
    const city = cityFor(s, group, v);
    if (city) moveTop(d, columnFields({ group, n: v }), city);
    for (const [letter, col] of columns) {
      const hex = builtByLetter.get(letter);
      if (hex && col.group === group && col.n === v) moveTop(d, columnFields(letter), hex);
    }
  }
}

/** The map's extra cubes of this round, each drawn from the bag onto its place (SUS: Atlanta in rounds 1–4). */
function growExtras(d: Draft): void {
  const s = d.s;
  for (const hex of d.rules.extraGrowth(s.map, s.round)) {
    const c = drawCube(own(d, 'bag'), s.rng);
    if (!c) return; // an empty bag grows nothing (as an empty display column, 001:L617-624)
    addCube(d, hex, c);
    d.events.push({ type: 'extraGrowth', hex, color: c });
  }
}

/**
 * The map's extra cubes first — after Production, before the dice (X7) — then dice for the light and then the dark
 * area; count = players at the start (deluxe) or still playing (2002, O11/A-O4).
 */
export function rollGrowth(d: Draft): void {
  const s = d.s;
  growExtras(d);
  const count = s.options.growthDiceCurrentPlayers ? s.turnOrder.length : s.playersAtStart;
  const fixed = d.rules.growthDice;
  for (const group of ['light', 'dark'] as const) {
    // Barbados: 2 dice for the light area, none for the dark one (001:L893-894).
    const n = fixed ? fixed[group] : count;
    if (n === 0) continue;
    const dice = rollDice(s.rng, n);
    d.events.push({ type: 'growthDice', group, dice });
    resolveGrowthDice(d, group, dice);
  }
}
