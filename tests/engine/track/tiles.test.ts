import { describe, expect, it } from 'vitest';
import { TILE_CLASSES, TILE_SPECS, tilePieces } from '../../../src/engine/track';
import { tileInventory, TOWN_MARKERS } from '../../../src/engine/aos/track-rules';

const key = (t: 'PGK' | 'PGKm' | 'T3L' | 'T3R', r: number) =>
  tilePieces(t, r, false).map((p) => `${p.a}-${p.b}`).toSorted().join('|');

const all = (t: 'PGK' | 'PGKm' | 'T3L' | 'T3R') => new Set([0, 1, 2, 3, 4, 5].map((r) => key(t, r)));

describe('tile catalogue (rules-spec §1.3.1)', () => {
  it('dedupes symmetric rotations', () => {
    const counts = Object.fromEntries(TILE_CLASSES.map((t) => [t, TILE_SPECS[t].rotations.length]));
    expect(counts).toEqual({
      S: 3, G: 6, K: 6, XSS: 3, XSG: 6, XGG: 6, PGG: 3, PSK: 6, PGK: 6, PGKm: 6,
      T1: 6, T2S: 3, T2G: 6, T2K: 6, T3star: 2, T3same: 6, T3L: 6, T3R: 6, T4peace: 6, T4X: 3, T4half: 6,
    });
  });

  it('the two mirror pairs are different shapes, not rotations of each other', () => {
    for (const k of all('PGK')) expect(all('PGKm').has(k)).toBe(false);
    for (const k of all('T3L')) expect(all('T3R').has(k)).toBe(false);
  });

  it('a simple or complex tile with a town marker is a spoke per track end', () => {
    expect(tilePieces('S', 1, true)).toEqual([
      { a: 1, b: 'town' },
      { a: 4, b: 'town' },
    ]);
    expect(tilePieces('XSS', 0, true).map((p) => p.a).toSorted()).toEqual([0, 1, 3, 4]);
    expect(tilePieces('G', 2, false)).toEqual([{ a: 2, b: 4 }]);
  });
});

describe('tile inventory (rules-spec §1.3.3, §1.3.4)', () => {
  it('deluxe: 136 tiles = 110 simple + 11 crossing + 4 coexisting + 11 town', () => {
    const inv = tileInventory('deluxe');
    const by: Record<string, number> = {};
    for (const t of TILE_CLASSES) by[TILE_SPECS[t].category] = (by[TILE_SPECS[t].category] ?? 0) + inv[t];
    expect(by).toEqual({ simple: 110, crossing: 11, coexisting: 4, town: 11 });
    expect(inv.S + inv.G + inv.K).toBe(110);
    expect(inv.T2S + inv.T4X).toBe(0);
    expect(TOWN_MARKERS).toBe(8);
  });

  it('2002 uses the same breakdown, and each call gives a fresh object', () => {
    const a = tileInventory('2002');
    expect(a).toEqual(tileInventory('deluxe'));
    a.S = 0;
    expect(tileInventory('2002').S).toBe(48);
  });
});
