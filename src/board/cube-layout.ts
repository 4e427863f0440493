// Where the goods cubes on a hex are drawn, relative to its centre, and which cube a point falls on.
// One function for drawing and hit-testing, so a tap lands on the cube the player sees.
import { HEX_PX, type Pt } from './geometry';

/** Cube radius in world pixels. */
export const CUBE_R = HEX_PX * 0.17;
const STEP = CUBE_R * 2.5;

/** Offsets of `n` cubes: rows of up to 4, centred, above the place name. */
export function cubeOffsets(n: number): Pt[] {
  const out: Pt[] = [];
  const perRow = 4;
  const rows = Math.ceil(n / perRow);
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    out.push({
      x: (col - (inRow - 1) / 2) * STEP,
      y: -HEX_PX * 0.05 + (row - (rows - 1) / 2) * STEP * 0.95,
    });
  }
  return out;
}

/**
 * Index of the cube under a point given relative to the hex centre, or null.
 * `slop` widens the target in world pixels so a finger (44 CSS px) can hit a small cube when zoomed out.
 */
export function cubeAt(n: number, dx: number, dy: number, slop = 0): number | null {
  let best: number | null = null;
  let bestD = Infinity;
  cubeOffsets(n).forEach((o, i) => {
    const d = Math.hypot(dx - o.x, dy - o.y);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return bestD <= CUBE_R * 1.3 + slop ? best : null;
}
