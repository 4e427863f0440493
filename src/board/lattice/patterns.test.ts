// Line patterns: every pattern keeps inside the segment, is centred, and the six differ from each other in shape.
import { describe, expect, it } from 'vitest';
import type { LinePattern } from '../../engine/lattice/types';
import { patternPieces, type PatternPiece } from './patterns';

const ALL: LinePattern[] = ['solid', 'dashed', 'dotted', 'dash-dot', 'double', 'long-dash'];
const span = (ps: PatternPiece[]) => {
  const xs = ps.flatMap((p) => (p.kind === 'dot' ? [p.at, p.at] : [p.from, p.to]));
  return [Math.min(...xs), Math.max(...xs)] as const;
};

const dashes = (p: LinePattern) => patternPieces(p).filter((x) => x.kind === 'dash') as Extract<PatternPiece, { kind: 'dash' }>[];
const dots = (p: LinePattern) => patternPieces(p).filter((x) => x.kind === 'dot').length;

describe('patternPieces', () => {
  it('stays within the segment and is centred on it', () => {
    for (const p of ALL) {
      const [lo, hi] = span(patternPieces(p));
      expect(lo, p).toBeGreaterThanOrEqual(0);
      expect(hi, p).toBeLessThanOrEqual(1);
      expect(lo + hi, p).toBeCloseTo(1);
    }
  });

  it('gives each of the six patterns its own shape (so colour never carries meaning alone)', () => {
    const shapes = ALL.map((p) => JSON.stringify(patternPieces(p)));
    expect(new Set(shapes).size).toBe(ALL.length);
    expect(dashes('solid')).toEqual([{ kind: 'dash', from: 0, to: 1, offset: 0 }]);
    expect(dashes('double').map((d) => d.offset)).toEqual([-0.55, 0.55]);
    expect(dashes('dotted')).toHaveLength(0);
    expect(dots('dotted')).toBeGreaterThanOrEqual(6);
    expect(dots('dash-dot')).toBe(dashes('dash-dot').length);
    // Long dashes are at least twice as long as the dashed pattern's, and fewer.
    const len = (p: LinePattern) => dashes(p)[0]!.to - dashes(p)[0]!.from;
    expect(len('long-dash')).toBeGreaterThanOrEqual(2 * len('dashed'));
    expect(dashes('long-dash').length).toBeLessThan(dashes('dashed').length);
  });

  it('leaves gaps between the pieces of a broken pattern', () => {
    for (const p of ['dashed', 'long-dash', 'dash-dot'] as const) {
      const ds = dashes(p);
      for (let i = 1; i < ds.length; i++) expect(ds[i]!.from - ds[i - 1]!.to, p).toBeGreaterThan(0.05);
    }
  });
});
