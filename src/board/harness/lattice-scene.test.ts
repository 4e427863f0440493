// The synthetic late-game lattice board the benchmark and browser test draw: built from the real Spike board, four
// seats near their 45 pieces, exclusive pieces forming connected networks, locomotives on their own networks.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { LatticeBoard } from '../../engine/lattice/types';
import { IMPASSABLE } from '../../engine/lattice/types';
import { lateLatticeView, unreachedCities } from './lattice-scene';

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;
const view = lateLatticeView(board);

it('lays close to 4 × 45 pieces on passable segments, none over 45 a seat', () => {
  const counts = [0, 0, 0, 0];
  for (const [k, seat] of Object.entries(view.track)) {
    counts[seat]! += 1;
    expect(board.segments[Number(k)]!.color).not.toBe(IMPASSABLE);
  }
  for (const c of counts) {
    expect(c).toBeLessThanOrEqual(45);
    expect(c).toBeGreaterThanOrEqual(38);
  }
});

it('gives each seat one connected network holding its locomotive, and deliveries in cities it reaches', () => {
  for (let seat = 0; seat < 4; seat++) {
    const segs = Object.entries(view.track).filter(([, s]) => s === seat).map(([k]) => board.segments[Number(k)]!);
    const nodes = new Set(segs.flatMap((s) => [s.a, s.b]));
    const seen = new Set([segs[0]!.a]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of segs) {
        if (seen.has(s.a) !== seen.has(s.b)) {
          seen.add(s.a).add(s.b);
          grew = true;
        }
      }
    }
    expect(seen.size).toBe(nodes.size);
    const loco = view.locomotives[seat]!;
    if ('node' in loco) expect(nodes.has(loco.node)).toBe(true);
    else expect(view.track[loco.segment]).toBe(seat);
    for (const d of view.deliveries.filter((x) => x.seat === seat)) expect(nodes.has(board.places.find((p) => p.id === d.place)!.node)).toBe(true);
    expect(unreachedCities(view, seat).every((n) => !nodes.has(n))).toBe(true);
  }
  expect(JSON.parse(JSON.stringify(view))).toEqual(view);
});
