// The seeded generator: reproducible, 32-bit, fair enough for dice and bag draws.
import { describe, expect, it } from 'vitest';
import { nextU32, randomInt, rollDie, seedRng } from '../../../src/engine/rng';

describe('rng', () => {
  it('reproduces the same sequence from the same seed and is JSON-safe', () => {
    const a = seedRng(12345);
    const b = JSON.parse(JSON.stringify(seedRng(12345)));
    for (let i = 0; i < 100; i++) expect(nextU32(a)).toBe(nextU32(b));
  });

  it('yields unsigned 32-bit integers', () => {
    const r = seedRng(0);
    for (let i = 0; i < 1000; i++) {
      const x = nextU32(r);
      expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
    }
  });

  it('rolls every face of a die about equally often', () => {
    const r = seedRng(99);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[rollDie(r) - 1]! += 1;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });

  it('randomInt stays in range', () => {
    const r = seedRng(5);
    for (const n of [1, 2, 3, 7, 96, 110]) for (let i = 0; i < 200; i++) {
      const x = randomInt(r, n);
      expect(x >= 0 && x < n).toBe(true);
    }
  });
});
