// Goods on track (St. Lucia, X17), checked against the delivery search on late Rust Belt boards with a cube of every
// colour on every tile hex: every delivery listed is accepted by checkDelivery, to the same place, and checkDelivery
// accepts no route the search does not list among the routes of up to three links along the cube's own track.
import { describe, expect, it } from 'vitest';
import { placeAt } from '../../../src/engine/map/query';
import { checkDelivery, computeLinks, findDeliveries, type DeliveryOptions } from '../../../src/engine/track';
import type { GoodsColor } from '../../../src/engine/map/types';
import { lateGame } from './late-game';

const COLORS: GoodsColor[] = ['red', 'blue', 'purple', 'yellow', 'black'];

describe('goods on track (X17)', () => {
  for (const seed of [1, 2, 3]) {
    it(`late board ${seed}: the search and the check agree`, () => {
      const g = lateGame({ seed });
      const links = computeLinks(g.map, g.board);
      const cubes: Record<string, GoodsColor[]> = {};
      for (const hex of Object.keys(g.board.tiles)) if (!placeAt(g.map, hex)) cubes[hex] = COLORS;
      const opts: DeliveryOptions = { paysIncome: () => true, goodsOnTrack: true };
      const found = findDeliveries(g.map, g.board, links, cubes, 3, opts);
      expect(found.length).toBeGreaterThan(20);
      const listed = new Set(found.map((d) => `${d.from}|${d.color}|${d.route.join()}`));
      expect(listed.size).toBe(found.length); // one delivery per route: the move names no end
      for (const d of found) {
        const r = checkDelivery(g.map, g.board, links, cubes, 3, { from: d.from, color: d.color, route: d.route }, opts);
        expect(r.ok, `${d.from} ${d.color} ${d.route.join()}`).toBe(true);
        if (r.ok) expect(r.delivery.to).toBe(d.to);
      }
      // Every one- and two-link route starting on a cube's own link that the check accepts is listed.
      for (const hex of Object.keys(cubes)) {
        for (const first of links.filter((l) => l.hexes.includes(hex))) {
          const routes = [[first.id], ...links.filter((l) => l.complete && l !== first).map((l) => [first.id, l.id])];
          for (const route of routes) {
            for (const color of COLORS) {
              const r = checkDelivery(g.map, g.board, links, cubes, 3, { from: hex, color, route }, opts);
              if (r.ok) expect(listed.has(`${hex}|${color}|${route.join()}`), `${hex} ${color} ${route.join()}`).toBe(true);
            }
          }
        }
      }
      // Without the map's rule, goods on track do not move.
      expect(findDeliveries(g.map, g.board, links, cubes, 3, { paysIncome: () => true })).toEqual([]);
    });
  }
});
