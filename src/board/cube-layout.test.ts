import { describe, expect, it } from 'vitest';
import { CUBE_R, cubeAt, cubeOffsets } from './cube-layout';
import { HEX_PX } from './geometry';

describe('cube layout', () => {
  it('keeps up to eight cubes inside the hex and apart from each other', () => {
    for (let n = 1; n <= 8; n++) {
      const offs = cubeOffsets(n);
      expect(offs).toHaveLength(n);
      for (const o of offs) expect(Math.hypot(o.x, o.y) + CUBE_R).toBeLessThan(HEX_PX * 0.9);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
        expect(Math.hypot(offs[i]!.x - offs[j]!.x, offs[i]!.y - offs[j]!.y)).toBeGreaterThanOrEqual(2 * CUBE_R);
      }
    }
  });

  it('hit-tests the cube drawn under the point', () => {
    const offs = cubeOffsets(5);
    offs.forEach((o, i) => expect(cubeAt(5, o.x + 1, o.y - 1)).toBe(i));
    expect(cubeAt(5, 0, HEX_PX * 0.8)).toBeNull();
    expect(cubeAt(1, 0, HEX_PX * 0.45, HEX_PX * 0.3)).toBe(0);
  });
});
