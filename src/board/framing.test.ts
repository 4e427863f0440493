import { describe, expect, it } from 'vitest';
import type { BoardView } from '../engine/view';
import { frameArea, hexWidthAt, MIN_HEX_WIDTH, playerArea } from './framing';
import { hexCenterPx, worldSize } from './geometry';

// The Rust Belt's grid (assets/maps/rust-belt.json) as a phone and a tablet show it.
const world = worldSize(18, 11);

describe('the opening view on a small screen', () => {
  it('opens on the player area with hexes at least 36 px across where the whole board would draw them smaller', () => {
    expect(hexWidthAt(Math.min(390 / world.width, 420 / world.height))).toBeLessThan(MIN_HEX_WIDTH);
    const area = ['2,3', '3,3', '4,4'];
    const cam = frameArea(390, 420, world, area);
    expect(cam.whole).toBe(false);
    expect(hexWidthAt(cam.scale)).toBeGreaterThanOrEqual(MIN_HEX_WIDTH);
    // Centred on the area, and every hex of it on screen.
    for (const h of area) {
      const p = hexCenterPx(h);
      expect(Math.abs(p.x - cam.x) * cam.scale).toBeLessThan(390 / 2);
      expect(Math.abs(p.y - cam.y) * cam.scale).toBeLessThan(420 / 2);
    }
    const mid = (hexCenterPx('2,3').x + hexCenterPx('4,4').x) / 2;
    expect(cam.x).toBeCloseTo(mid, 5);
  });

  it('shows the whole board where its hexes are large enough, or when the player has no track yet', () => {
    const tablet = frameArea(820, 700, world, ['2,3']);
    expect(tablet.whole).toBe(true);
    expect(tablet.scale).toBeCloseTo(Math.min(820 / world.width, 700 / world.height), 6);
    const none = frameArea(390, 420, world, []);
    expect(none).toMatchObject({ whole: true, x: world.width / 2, y: world.height / 2 });
  });

  it("the player's area is the hexes of the links they own and the places those join", () => {
    const view = {
      links: [
        { id: 'a', owner: 1, hexes: ['3,3', '4,3'], ends: [{ hex: '2,3', place: 'P' }, { hex: '5,3', openEdge: 1 }], complete: false, segments: 2 },
        { id: 'b', owner: 0, hexes: ['8,8'], ends: [{ hex: '7,8', place: 'Q' }, { hex: '9,8', place: 'R' }], complete: true, segments: 1 },
      ],
    } as unknown as BoardView;
    expect(playerArea(view, 1).toSorted()).toEqual(['2,3', '3,3', '4,3', '5,3']);
    expect(playerArea(view, 2)).toEqual([]);
  });
});
