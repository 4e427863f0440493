// Move generation agrees with the checker: on a late-game Rust Belt board, buildOptions lists exactly the requests
// checkBuild accepts, with the same cost and kind; and the generated boards keep the track invariants.
import { describe, expect, it } from 'vitest';
import { EDGES } from '../../../src/engine/hex/coords';
import { landHexes } from '../../../src/engine/map/query';
import { edgeMask, tilePieces } from '../../../src/engine/track/tiles';
import {
  buildableHexes,
  buildChecker,
  buildOptions,
  computeLinks,
  TILE_CLASSES,
  TILE_SPECS,
  type BuildRequest,
} from '../../../src/engine/track';
import { tileInventory } from '../../../src/engine/aos/track-rules';
import { lateGame } from './late-game';

const game = lateGame({ rounds: 6, seed: 7 });

describe('late-game fixture', () => {
  it('grew a real network: complete links of several owners, tiles conserved', () => {
    const links = computeLinks(game.map, game.board);
    const owners = new Set(links.filter((l) => l.complete).map((l) => l.owner));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    const onBoard = Object.values(game.board.tiles);
    const inv = tileInventory('deluxe');
    for (const t of TILE_CLASSES) expect(game.supply[t] + onBoard.filter((x) => x.tile === t).length).toBe(inv[t]);
    expect(8 - game.townMarkersLeft).toBe(onBoard.filter((x) => x.townMarker).length);
  });
  it('every piece of a link or section has one owner, and each piece is in exactly one link', () => {
    const links = computeLinks(game.map, game.board);
    const pieces = Object.values(game.board.tiles).reduce((n, t) => n + t.tracks.length, 0);
    expect(links.reduce((n, l) => n + l.hexes.length, 0)).toBe(pieces);
    // A link's owner is the owner of each of its pieces.
    for (const l of links) {
      for (const h of new Set(l.hexes)) {
        const owners = game.board.tiles[h]!.tracks.map((p) => p.owner);
        expect(owners).toContain(l.owner);
      }
    }
  });
});

describe('buildOptions = every request checkBuild accepts', () => {
  for (const seat of [0, 2]) {
    // Tens of thousands of checks: a generous timeout so a busy machine does not fail it (speed is benchmarked elsewhere).
    it(`seat ${seat}: exhaustive comparison over every hex, tile, rotation and marker`, { timeout: 120_000 }, () => {
      const ctx = game.ctx(seat, 12);
      const options = buildOptions(ctx);
      const checkBuild = buildChecker(ctx);
      const listed = new Map(options.map((o) => [JSON.stringify(o.request), o]));
      let accepted = 0;
      for (const hex of landHexes(game.map)) {
        for (const tile of TILE_CLASSES) {
          for (const rotation of TILE_SPECS[tile].rotations) {
            for (const townMarker of [false, true]) {
              const req: BuildRequest = townMarker ? { hex, tile, rotation, townMarker } : { hex, tile, rotation };
              const r = checkBuild(req);
              const o = listed.get(JSON.stringify(req));
              if (r.ok) {
                accepted++;
                expect(o && [o.cost, o.kind], JSON.stringify(req)).toEqual([r.cost, r.kind]);
              } else {
                expect(o, `${JSON.stringify(req)} listed but refused: ${r.reason.key}`).toBeUndefined();
              }
            }
          }
        }
      }
      expect(options.length).toBe(accepted);
      expect(accepted).toBeGreaterThan(20);
      expect(new Set(buildableHexes(ctx))).toEqual(new Set(options.map((o) => o.request.hex)));
    });
  }
  it('one hex only', () => {
    const ctx = game.ctx(1);
    const all = buildOptions(ctx);
    const hex = all[0]!.request.hex;
    expect(buildOptions(ctx, hex)).toEqual(all.filter((o) => o.request.hex === hex));
  });
});

describe('buildOptions(ctx, hex, through) = the options on that hex with track at edge `through`', () => {
  it('agrees with the unfiltered list on every land hex and edge, for two seats', () => {
    let compared = 0;
    for (const seat of [0, 2]) {
      const ctx = game.ctx(seat, 12);
      for (const hex of landHexes(game.map)) {
        const all = buildOptions(ctx, hex);
        for (const e of EDGES) {
          const usesEdge = all.filter((o) => edgeMask(tilePieces(o.request.tile, o.request.rotation, false)) & (1 << e));
          expect(buildOptions(ctx, hex, e)).toEqual(usesEdge);
          compared += usesEdge.length;
        }
      }
    }
    // The board offers real choices, so the comparison is not between empty lists.
    expect(compared).toBeGreaterThan(50);
  });
});
