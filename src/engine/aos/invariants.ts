// Invariants every reachable state keeps: no negative cash, cubes and tiles conserved, ≤ 8 town markers,
// ownership consistent. Used by the random-game tests and `npm run selfplay`; returns problems, never throws.
import { countGoods, GOODS_COLORS, NEW_CITY_LETTERS } from './goods';
import type { TrackBoard } from '../track/types';
import type { GameState } from './state';
import { computeLinks, tileInventory, TOWN_MARKERS } from './track-port';
import { variantOf, type AosVariant } from './variants';

interface BoardCount {
  onBoard: Record<string, number>;
  markers: number;
  badOwners: string[];
}

// Boards are never edited once made, and most moves keep the board: its tile count is taken once per board object.
const boardCounts = new WeakMap<TrackBoard, BoardCount>();

function countBoard(s: GameState): BoardCount {
  const hit = boardCounts.get(s.track);
  if (hit) return hit;
  const onBoard: Record<string, number> = {};
  let markers = 0;
  const badOwners: string[] = [];
  for (const t of Object.values(s.track.tiles)) {
    onBoard[t.tile] = (onBoard[t.tile] ?? 0) + 1;
    if (t.townMarker) markers++;
    for (const piece of t.tracks) {
      if (piece.owner !== null && (piece.owner < 0 || piece.owner >= s.players.length)) badOwners.push(`bad owner ${piece.owner} on ${t.hex}`);
    }
  }
  const c = { onBoard, markers, badOwners };
  boardCounts.set(s.track, c);
  return c;
}

// Most moves leave the goods records as they were (records are copied on write, never edited): the count of the
// last checked records is kept, and the same records are not counted again.
let lastGoods: { key: readonly unknown[]; problems: string[] } | null = null;

function goodsProblems(s: GameState, variant: AosVariant): string[] {
  const key = [s.bag, s.display, s.cubes, s.production, s.goodsTotal];
  if (lastGoods && lastGoods.key.every((k, i) => k === key[i])) return lastGoods.problems;
  const problems: string[] = [];
  const goods = countGoods(s);
  // Only cotton (white) ever leaves the game, and it is never in the bag: every other colour's total is the bag's at setup.
  const setupBag = variant.bagContents(s.edition);
  for (const c of GOODS_COLORS) {
    if (goods[c] !== s.goodsTotal[c]) problems.push(`${c} cubes: ${goods[c]} in play, ${s.goodsTotal[c]} expected`);
    if (s.bag[c] < 0) problems.push(`bag has ${s.bag[c]} ${c}`);
    if (c !== 'white' && s.goodsTotal[c] !== setupBag[c]) problems.push(`${c} cubes in play ${s.goodsTotal[c]}, the bag held ${setupBag[c]}`);
  }
  if (s.bag.white !== 0) problems.push(`bag has ${s.bag.white} white`);
  lastGoods = { key, problems };
  return problems;
}

export function checkInvariants(s: GameState): string[] {
  const variant = variantOf(s);
  const problems: string[] = [];
  s.players.forEach((p, seat) => {
    if (p.cash < 0) problems.push(`seat ${seat} has negative cash ${p.cash}`);
    if (p.income < 0) problems.push(`seat ${seat} has negative income ${p.income}`);
    if (p.shares < 2 || p.shares > 15) problems.push(`seat ${seat} has ${p.shares} shares`);
    if (p.engine < 1 || p.engine > 6) problems.push(`seat ${seat} has engine ${p.engine}`);
    if (p.eliminated === s.turnOrder.includes(seat)) problems.push(`seat ${seat} eliminated=${p.eliminated} but turn order ${s.turnOrder.join(',')}`);
  });
  problems.push(...goodsProblems(s, variant));
  const inventory = tileInventory(s.edition);
  const { onBoard, markers, badOwners } = countBoard(s);
  problems.push(...badOwners);
  for (const [tile, n] of Object.entries(inventory)) {
    const k = tile as keyof typeof inventory;
    if (s.tileSupply[k] < 0) problems.push(`supply of ${tile} is ${s.tileSupply[k]}`);
    if (s.tileSupply[k] + (onBoard[tile] ?? 0) !== n) problems.push(`${tile}: ${s.tileSupply[k]} in supply + ${onBoard[tile] ?? 0} on board ≠ ${n}`);
  }
  if (markers > TOWN_MARKERS) problems.push(`${markers} town markers on the map`);
  if (markers + s.townMarkersLeft !== TOWN_MARKERS) problems.push(`town markers: ${markers} on map + ${s.townMarkersLeft} left ≠ ${TOWN_MARKERS}`);
  const newCities = (variant.newCityLetters ?? NEW_CITY_LETTERS).length;
  if (Object.keys(s.track.newCities).length + s.newCitiesLeft.length !== newCities) problems.push('New City tiles not conserved');
  if (s.players.some((p) => p.eliminated)) {
    for (const l of computeLinks(s.map, s.track)) {
      if (l.owner !== null && !l.complete && s.players[l.owner]?.eliminated) problems.push(`eliminated seat ${l.owner} still owns section ${l.id}`);
    }
  }
  return problems;
}
