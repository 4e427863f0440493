// Age of Steam Hard's look-ahead (issue 21 must-have 3, src/engine/aos/bots/lookahead.ts): before beginning a link it
// plays the planner's best first tiles forward through the engine — its build turn, then the goods phase with the
// rival delivering first — and keeps the one that leaves it best placed. These tests show the play overruling the
// plain planner where a rival takes the cubes first, and that the same view and generator give the same move.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { startBuild } from '../../../src/engine/aos/phases/build';
import { levelMove } from '../../../src/engine/aos/bots/levels';
import { chooseByLookahead, type ForwardPolicy } from '../../../src/engine/aos/bots/lookahead';
import { ageOfSteam } from '../../../src/engine/aos/module';
import { buildOptions, newGame, toAct, viewFor, type AosMove, type GameState } from '../../../src/engine/aos/index';
import { edgeBetween } from '../../../src/engine/hex/coords';
import type { BoardMap } from '../../../src/engine/map/types';
import { seedRng } from '../../../src/engine/rng';
import { tilePieces } from '../../../src/engine/track/tiles';
import { smallMap } from '../../fixtures/engine/small-map';
import { play } from './helpers';

// One row of cities: C1 (blue, two red cubes) — C4 (red) a plain hex away; C5 (blue, two red cubes) — C6 (red) a hill
// away, C4 — C5 two plain hexes apart (a link to C5's cubes costs $1–2 more). The rival (seat 1) owns C1 — C2 (red) and goes first in the goods phase.
const C1 = '0,1';
const C2 = '0,3';
const C4 = '2,1';
const C5 = '5,1';
const C6 = '7,1';

const MAP: BoardMap = smallMap(
  {
    id: 'lookahead-example',
    terrain: ['........', '......h.', '......h.', '........'],
    places: [
      { id: 'c1', name: 'C1', kind: 'city', hex: C1, lonLat: [0, 0], color: 'blue', growth: { group: 'light', n: 1 } },
      { id: 'c2', name: 'C2', kind: 'city', hex: C2, lonLat: [0, 0], color: 'red', growth: { group: 'light', n: 2 } },
      { id: 'c4', name: 'C4', kind: 'city', hex: C4, lonLat: [0, 0], color: 'red', growth: { group: 'light', n: 3 } },
      { id: 'c5', name: 'C5', kind: 'city', hex: C5, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 1 } },
      { id: 'c6', name: 'C6', kind: 'city', hex: C6, lonLat: [0, 0], color: 'red', growth: { group: 'dark', n: 2 } },
    ],
    rules: { variant: 'rust-belt' },
  },
  8,
  4,
);

/** The engine's build of `seat` on `hex` whose track joins the hexes `a` and `b`. */
function buildBetween(s: GameState, seat: number, hex: string, a: string, b: string): AosMove {
  const ea = edgeBetween(hex, a)!;
  const eb = edgeBetween(hex, b)!;
  const o = buildOptions(s, seat, hex).find((x) => tilePieces(x.request.tile, x.request.rotation, false).some((p) => (p.a === ea && p.b === eb) || (p.a === eb && p.b === ea)))!;
  return { type: 'build', seat, hex, tile: o.request.tile, rotation: o.request.rotation };
}

/** Seat 0 (the bot, $10) to begin its build, after the rival has built C1 — C2; only the four red cubes on the map. */
function position(): GameState {
  const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: MAP, seats: [{ name: 'Petra', color: 'blue' }, { name: 'Daria', color: 'green' }], seed: 3 });
  const bag = { ...s.goodsTotal };
  for (const f of Object.keys(s.display)) if (s.display[f]) bag[s.display[f]!] -= 1;
  bag.red -= 4;
  const d = draftOf({
    ...s,
    turnOrder: [1, 0],
    cubes: { [C1]: ['red', 'red'], [C5]: ['red', 'red'] },
    bag,
    players: s.players.map((p) => ({ ...p, cash: 10 })),
  });
  startBuild(d);
  let st = d.s;
  expect(toAct(st)?.seat).toBe(1);
  st = play(st, buildBetween(st, 1, '0,2', C1, C2));
  st = play(st, { type: 'endBuild', seat: 1 });
  expect(toAct(st)).toMatchObject({ seat: 0, decision: 'build' });
  return st;
}

const hexOf = (m: AosMove | null): string | undefined => (m && m.type === 'build' ? m.hex : undefined);

describe('Age of Steam Hard looks ahead', () => {
  it('leaves the link whose cubes the rival delivers first for one whose cubes stay its own', () => {
    const s = position();
    // The plain planner values C1 — C4 highest (two red cubes, the cheapest tile), not seeing that the rival, first in
    // the goods phase, takes one of them over its own link before the bot's turn to deliver comes.
    const plain = levelMove(s, seedRng(7), 'hard', false);
    expect(['1,0', '1,1']).toContain(hexOf(plain));
    // Played forward, that link brings $1 of income; a link to C5's cubes brings $2.
    const deep = levelMove(s, seedRng(7), 'hard');
    // (the first tile of C4 — C5 or C5 — C6: any hex east of C4)
    expect(Number(hexOf(deep)?.split(',')[0])).toBeGreaterThanOrEqual(3);
  });

  it('gives the same move for the same view and generator, through the rule-system hook', () => {
    const s = position();
    const view = viewFor(s, { seat: 0 });
    const a = ageOfSteam.bot!(view, 0, seedRng(11), 'hard');
    // Asked about another position in between (the seat of the rival, another generator): a cache whose key missed an
    // input would answer the second call from it.
    ageOfSteam.bot!(viewFor(s, { seat: 1 }), 1, seedRng(12), 'hard');
    const b = ageOfSteam.bot!(view, 0, seedRng(11), 'hard');
    expect(a).toEqual(b);
  });

  it("builds nothing when every candidate's own forward play meets a refusal, rather than the refused first tile", () => {
    const s = position();
    const first = levelMove(s, seedRng(7), 'hard', false)!;
    expect(first.type).toBe('build');
    const stop: AosMove = { type: 'endBuild', seat: 0 };
    // Its own moves in the forward play are refused (a move for the other seat), as Germany's open section was.
    const refused: ForwardPolicy = (_st, seat) => ({ type: 'endBuild', seat: 1 - seat });
    const medium: ForwardPolicy = (st) => levelMove(st, seedRng(1), 'medium', false) ?? { type: 'endBuild', seat: 1 };
    const w = { income: 4, dollar: 0.5, segment: 1 };
    const out = chooseByLookahead(s, 0, [first, stop], w, 4, refused, medium);
    expect(out.values).toEqual([-Infinity, -Infinity]);
    expect(out.move).toEqual(stop);
  });
});
