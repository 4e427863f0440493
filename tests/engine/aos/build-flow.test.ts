// Phase 4 flow (rules-spec §2.1.7): First Build first, 3 tiles (Engineer 4), Urbanization before the first tile with a
// free choice of New City letter, ownership lapse (deluxe: end of phase; 2002: after the owner's next turn).
// The track module's own tests cover tile legality and costs; these cover what the flow adds.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { startBuild } from '../../../src/engine/aos/phases/build';
import type { ActionId } from '../../../src/engine/aos/moves';
import { buildOptions, checkBuild, legalMoves, toAct, urbanizeOptions, type AosMove, type GameState } from '../../../src/engine/aos/index';
import { neighbour, type Edge } from '../../../src/engine/hex/coords';
import { game, play, refuse } from './helpers';

const INDIANAPOLIS = '6,5';
const PEORIA = '6,2';

function buildState(order: number[], actions: Partial<Record<ActionId, number>> = {}, edition: 'deluxe' | '2002' = 'deluxe', base?: GameState): GameState {
  const s = base ?? game(order.length, edition);
  const d = draftOf({ ...s, turnOrder: order.slice(), actions: { ...s.actions, ...actions }, players: s.players.map((p) => ({ ...p, cash: Math.max(p.cash, 40) })) });
  startBuild(d);
  return d.s;
}

/** The cheapest legal build of the seat to act (first in option order). */
function cheapestBuild(s: GameState): AosMove {
  const seat = toAct(s)!.seat;
  const opts = buildOptions(s, seat).toSorted((a, b) => a.cost - b.cost || a.request.hex.localeCompare(b.request.hex));
  const o = opts[0]!;
  const m: AosMove = { type: 'build', seat, hex: o.request.hex, tile: o.request.tile, rotation: o.request.rotation };
  if (o.request.townMarker !== undefined) m.townMarker = o.request.townMarker;
  return m;
}

function ownersOn(s: GameState, hex: string): (number | null)[] {
  return s.track.tiles[hex]?.tracks.map((t) => t.owner) ?? [];
}

/** Seat 0 builds one tile out of a city (an incomplete section), everybody ends; returns the state and the hex. */
function sectionBuilt(edition: 'deluxe' | '2002'): { s: GameState; hex: string } {
  let s = buildState([0, 1, 2], {}, edition);
  const m = cheapestBuild(s) as Extract<AosMove, { type: 'build' }>;
  s = play(s, m);
  s = play(s, { type: 'endBuild', seat: 0 });
  expect(ownersOn(s, m.hex)).toContain(0);
  s = play(s, { type: 'endBuild', seat: 1 });
  s = play(s, { type: 'endBuild', seat: 2 });
  // A section built in this phase keeps its owner (deluxe: it was extended this phase; 2002: its turn was this one).
  expect(ownersOn(s, m.hex)).toContain(0);
  return { s, hex: m.hex };
}

describe('build phase flow', () => {
  it('the First Build holder builds first, then the turn order', () => {
    const s = buildState([0, 1, 2], { firstBuild: 2 });
    expect(s.build?.queue).toEqual([2, 0, 1]);
    expect(toAct(s)).toEqual({ seat: 2, phase: 'buildTrack', decision: 'build' });
  });

  it('a turn ends by itself after 3 tiles, after 4 with Engineer; each tile is paid', () => {
    let s = buildState([0, 1, 2], { engineer: 1 });
    const cash0 = s.players[0]!.cash;
    let spent = 0;
    for (let i = 0; i < 3; i++) {
      const m = cheapestBuild(s);
      const r = checkBuild(s, 0, m.type === 'build' ? m : (undefined as never));
      if (r.ok) spent += r.cost;
      s = play(s, m);
    }
    expect(s.players[0]!.cash).toBe(cash0 - spent);
    expect(s.players[0]!.tilesBuilt).toBe(3);
    expect(toAct(s)?.seat).toBe(1);
    for (let i = 0; i < 4; i++) {
      expect(toAct(s)?.seat).toBe(1);
      s = play(s, cheapestBuild(s));
    }
    expect(toAct(s)?.seat).toBe(2);
  });

  it('build.tileLimit: the query refuses a 4th tile for the seat building now', () => {
    let s = buildState([0, 1, 2]);
    s = play(s, cheapestBuild(s));
    s = play(s, cheapestBuild(s));
    const third = cheapestBuild(s);
    const before = { ...s, build: { ...s.build!, tilesThisTurn: 3 } };
    expect(checkBuild(before, 0, third as Extract<AosMove, { type: 'build' }>)).toEqual({ ok: false, reason: { key: 'build.tileLimit', params: { max: 3 } } });
    expect(buildOptions(before, 0)).toEqual([]);
  });

  it('ending the turn early passes on; after the last builder the goods phase starts', () => {
    let s = buildState([1, 0, 2]);
    s = play(s, { type: 'endBuild', seat: 1 });
    expect(refuse(s, { type: 'endBuild', seat: 1 }).key).toBe('turn.notYourTurn');
    s = play(s, { type: 'endBuild', seat: 0 });
    s = play(s, { type: 'endBuild', seat: 2 });
    expect(s.phase).toBe('moveGoods');
  });

  it('Urbanization: any remaining letter on any town, before the first tile, free of charge', () => {
    let s = buildState([0, 1, 2], { urbanization: 0 });
    expect(toAct(s)?.decision).toBe('urbanizeOrBuild');
    const opts = urbanizeOptions(s, 0);
    expect(opts).toHaveLength(7);
    expect(opts[0]!.letters).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(refuse(s, { type: 'urbanize', seat: 0, hex: '1,1', letter: 'C' })).toEqual({ key: 'urbanize.notTown', params: { hex: '1,1' } });
    const cash = s.players[0]!.cash;
    s = play(s, { type: 'urbanize', seat: 0, hex: INDIANAPOLIS, letter: 'F' });
    expect(s.track.newCities[INDIANAPOLIS]).toEqual({ letter: 'F', color: 'purple' });
    expect(s.newCitiesLeft).toEqual(['A', 'B', 'C', 'D', 'E', 'G', 'H']);
    expect(s.players[0]!.cash).toBe(cash);
    expect(toAct(s)?.decision).toBe('build');
    expect(refuse(s, { type: 'urbanize', seat: 0, hex: PEORIA, letter: 'A' })).toEqual({ key: 'urbanize.tooLate' });
    expect(legalMoves(s).some((m) => m.type === 'urbanize')).toBe(false);
  });

  it('Urbanization is refused after the first tile, to others, and for a letter already built', () => {
    let s = buildState([0, 1, 2], { urbanization: 1 });
    expect(refuse(s, { type: 'urbanize', seat: 0, hex: PEORIA, letter: 'A' })).toEqual({ key: 'urbanize.notHolder' });
    s = play(s, { type: 'endBuild', seat: 0 });
    const t = { ...s, newCitiesLeft: ['B', 'C'] };
    expect(refuse(t, { type: 'urbanize', seat: 1, hex: PEORIA, letter: 'A' })).toEqual({ key: 'urbanize.letterUsed', params: { letter: 'A' } });
    s = play(s, cheapestBuild(s));
    expect(refuse(s, { type: 'urbanize', seat: 1, hex: PEORIA, letter: 'A' })).toEqual({ key: 'urbanize.tooLate' });
  });

  it('New City colours follow maps.md A.0: A red, B blue, C black, D black, E yellow, F purple, G black, H black', () => {
    const colors: Record<string, string> = {};
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) {
      const s = play(buildState([0, 1, 2], { urbanization: 0 }), { type: 'urbanize', seat: 0, hex: PEORIA, letter });
      colors[letter] = s.track.newCities[PEORIA]!.color;
    }
    expect(colors).toEqual({ A: 'red', B: 'blue', C: 'black', D: 'black', E: 'yellow', F: 'purple', G: 'black', H: 'black' });
  });

  it('deluxe: an unextended section loses its owner at the end of the next build phase, not before (A-D7)', () => {
    const { s: after, hex } = sectionBuilt('deluxe');
    let s = buildState([0, 1, 2], {}, 'deluxe', after);
    s = play(s, { type: 'endBuild', seat: 0 });
    s = play(s, { type: 'endBuild', seat: 1 });
    expect(ownersOn(s, hex)).toContain(0);
    s = play(s, { type: 'endBuild', seat: 2 });
    expect(ownersOn(s, hex)).not.toContain(0);
  });

  it("2002: an unextended section loses its owner right after the owner's next build turn (A-O3)", () => {
    const { s: after, hex } = sectionBuilt('2002');
    let s = buildState([0, 1, 2], {}, '2002', after);
    s = play(s, { type: 'endBuild', seat: 0 });
    expect(ownersOn(s, hex)).not.toContain(0);
  });

  it('deluxe: redirecting the own section is no extension (001:L368): it lapses at the end of the phase', () => {
    const { s: after, hex } = sectionBuilt('deluxe');
    let s = buildState([0, 1, 2], {}, 'deluxe', after);
    const redirect = buildOptions(s, 0).find((o) => o.kind === 'redirect' && o.request.hex === hex);
    expect(redirect).toBeDefined();
    s = play(s, { type: 'build', seat: 0, hex, tile: redirect!.request.tile, rotation: redirect!.request.rotation });
    expect(ownersOn(s, hex)).toContain(0);
    s = play(s, { type: 'endBuild', seat: 0 });
    s = play(s, { type: 'endBuild', seat: 1 });
    s = play(s, { type: 'endBuild', seat: 2 });
    expect(ownersOn(s, hex)).not.toContain(0);
  });

  it('deluxe: a tile at the open end saves the section from the lapse', () => {
    const { s: after, hex } = sectionBuilt('deluxe');
    let s = buildState([0, 1, 2], {}, 'deluxe', after);
    // The stub's open end: the edge of its piece whose neighbour is not the city it leaves.
    const piece = after.track.tiles[hex]!.tracks[0]!;
    const ends = [piece.a, piece.b].filter((e): e is Edge => e !== 'town').map((e) => neighbour(hex, e));
    const next = ends.find((h) => !after.map.places.some((p) => p.hex === h))!;
    const ext = buildOptions(s, 0).find((o) => o.kind === 'place' && o.request.hex === next);
    expect(ext).toBeDefined();
    s = play(s, { type: 'build', seat: 0, hex: next, tile: ext!.request.tile, rotation: ext!.request.rotation });
    s = play(s, { type: 'endBuild', seat: 0 });
    s = play(s, { type: 'endBuild', seat: 1 });
    s = play(s, { type: 'endBuild', seat: 2 });
    expect(ownersOn(s, hex)).toContain(0);
    expect(ownersOn(s, next)).toContain(0);
  });

  it('a remembered build check follows the cash and the seat it was made for', () => {
    const s = buildState([0, 1, 2]);
    const m = cheapestBuild(s) as Extract<AosMove, { type: 'build' }>;
    const req = { hex: m.hex, tile: m.tile, rotation: m.rotation };
    expect(checkBuild(s, 0, req).ok).toBe(true);
    // Same board and tile supply objects, less money: the earlier answer must not be reused.
    const poor = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, cash: 0 } : p)) };
    const r = checkBuild(poor, 0, req);
    expect(r.ok).toBe(false);
    expect(checkBuild(s, 0, req).ok).toBe(true);
  });

  it("reasons name the other player, not a seat number", () => {
    const { s: after } = sectionBuilt('deluxe');
    const s = buildState([1, 0, 2], {}, 'deluxe', after);
    const params: unknown[] = [];
    for (const hex of Object.keys(s.track.tiles).flatMap((h) => [h, ...[0, 1, 2, 3, 4, 5].map((e) => neighbour(h, e as Edge))])) {
      for (const rotation of [0, 1, 2, 3, 4, 5]) {
        for (const tile of ['S', 'G', 'K'] as const) {
          const r = checkBuild(s, 1, { hex, tile, rotation });
          if (!r.ok && r.reason.params && 'player' in r.reason.params) params.push(r.reason.params.player);
        }
      }
    }
    expect(params.length).toBeGreaterThan(0);
    expect(new Set(params)).toEqual(new Set(['Petra']));
  });
});

describe('special links', () => {
  it('are refused on a map without them', () => {
    const s = buildState([0, 1, 2]);
    expect(refuse(s, { type: 'buildSpecialLink', seat: 0, link: 'duesseldorf-koeln' })).toEqual({ key: 'build.noSpecialLink', params: { link: 'duesseldorf-koeln' } });
  });
});
