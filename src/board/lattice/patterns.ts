// How a segment's line pattern is drawn: the palette's `pattern` (solid, dashed, dotted, dash-dot, double, long-dash)
// as pieces along the segment, so the six card colours differ by shape as well as by colour and stay apart under
// protanopia, deuteranopia and tritanopia and in greyscale (docs/lattice-format.md). Pure: the scene (scene.ts) strokes
// the pieces; unit tests check them.
import type { LinePattern } from '../../engine/lattice/types';

/** A piece of a pattern: a dash from `from` to `to` (fractions of the drawn length), offset sideways; or a dot. */
export type PatternPiece =
  | { kind: 'dash'; from: number; to: number; /** Sideways, in line widths (the double line's two rails). */ offset: number }
  | { kind: 'dot'; at: number };

/** Dash and gap lengths of each pattern as fractions of a segment's drawn length; a period repeats along it. */
const PERIODS: Readonly<Record<Exclude<LinePattern, 'solid' | 'double' | 'dotted'>, readonly (readonly ['dash' | 'dot' | 'gap', number])[]>> = {
  dashed: [['dash', 0.14], ['gap', 0.1]],
  'long-dash': [['dash', 0.34], ['gap', 0.12]],
  'dash-dot': [['dash', 0.2], ['gap', 0.08], ['dot', 0], ['gap', 0.08]],
};
/** Dots of the dotted line, this far apart. */
const DOT_STEP = 0.11;

/**
 * The pieces of `pattern` along a line of length 1, centred so both ends look alike (a dash or dot never stops half
 * way at one end only).
 */
export function patternPieces(pattern: LinePattern): PatternPiece[] {
  switch (pattern) {
    case 'solid':
      return [{ kind: 'dash', from: 0, to: 1, offset: 0 }];
    case 'double':
      return [
        { kind: 'dash', from: 0, to: 1, offset: -0.55 },
        { kind: 'dash', from: 0, to: 1, offset: 0.55 },
      ];
    case 'dotted': {
      const n = Math.floor(1 / DOT_STEP);
      const start = (1 - (n - 1) * DOT_STEP) / 2;
      return Array.from({ length: n }, (_, i) => ({ kind: 'dot' as const, at: start + i * DOT_STEP }));
    }
    default: {
      const period = PERIODS[pattern];
      const length = period.reduce((s, [, l]) => s + l, 0);
      // Whole periods that fit, less the last gap, centred.
      const n = Math.max(1, Math.floor((1 + period.at(-1)![1]) / length));
      const used = n * length - period.at(-1)![1];
      const out: PatternPiece[] = [];
      let at = (1 - used) / 2;
      for (let k = 0; k < n; k++) {
        for (const [kind, l] of period) {
          if (kind === 'dash') out.push({ kind: 'dash', from: at, to: at + l, offset: 0 });
          else if (kind === 'dot') out.push({ kind: 'dot', at });
          at += l;
        }
      }
      return out;
    }
  }
}
