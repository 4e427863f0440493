// Losing ownership of incomplete sections: the extension duty (rules-spec §2.1.7 "Ownership", D17) and elimination.
import type { HexId } from '../hex/coords';
import type { BoardMap } from '../map/types';
import type { TrackRef } from './build-types';
import { boardIndex, deriveReleased, indexLater, type BoardIndex, type Chain } from './chains';
import type { PlacedTile, TrackBoard } from './types';

function releaseChains(idx: BoardIndex, chains: Chain[], seat: number): TrackBoard {
  const board = idx.board;
  if (chains.length === 0) return board;
  const tiles: Record<HexId, PlacedTile> = { ...board.tiles };
  const copied = new Set<HexId>();
  for (const chain of chains) {
    for (const ref of chain.pieces) {
      if (!copied.has(ref.hex)) {
        const t = tiles[ref.hex]!;
        tiles[ref.hex] = { ...t, tracks: t.tracks.map((p) => ({ ...p })) };
        copied.add(ref.hex);
      }
      const piece = tiles[ref.hex]!.tracks[ref.i]!;
      piece.owner = null;
      // Remembered for the 2002 rule that only another player may claim the section (O6).
      piece.formerOwner = seat;
    }
  }
  const next: TrackBoard = { ...board, tiles };
  indexLater(next, idx, () => deriveReleased(idx, next, chains, seat));
  return next;
}

/** Does a piece of the chain share a track end with this built piece (the same piece, or it turned by a later redirect)? */
function holdsBuilt(idx: BoardIndex, chain: Chain, ref: TrackRef): boolean {
  for (const r of chain.pieces) {
    if (r.hex !== ref.hex) continue;
    const p = idx.board.tiles[r.hex]!.tracks[r.i]!;
    // Two pieces on one tile never share an edge (spokes share only the town), so a shared edge means it is the
    // piece that was built.
    if (p.a === ref.a || p.a === ref.b || (p.b !== 'town' && (p.b === ref.a || p.b === ref.b))) return true;
  }
  return false;
}

/**
 * The seat's incomplete sections that got no new track this phase become unowned ([001:L362-365], [004:L218]; A-D7,
 * D17). `built`: what the seat built in the period that counts (deluxe: this build phase; 2002: the owner's build
 * turn), redirects left out ([001:L368]). Exact: the track pieces (`BuildResult.extension`) — a section is extended
 * when it holds one of them (a tile added at its open end, or one that completed it would have left it). Older
 * callers pass hexes: then a section counts as extended when the tile at one of its open ends lies on such a hex
 * (exact except for an unrelated crossing or parallel track added to that very tile).
 */
export function releaseUnextended(map: BoardMap, board: TrackBoard, seat: number, built: readonly (HexId | TrackRef)[]): TrackBoard {
  const hexes = new Set<HexId>();
  const refs: TrackRef[] = [];
  for (const b of built) {
    if (typeof b === 'string') hexes.add(b);
    else refs.push(b);
  }
  const idx = boardIndex(map, board);
  const extended = (c: Chain) =>
    c.ends.some((e) => e.kind === 'open' && hexes.has(e.tileHex)) || refs.some((r) => holdsBuilt(idx, c, r));
  const lapsed = idx.chains.filter((c) => c.owner === seat && !c.complete && !extended(c));
  return releaseChains(idx, lapsed, seat);
}

/** An eliminated seat's incomplete sections become unowned; its complete links stay his (A-D17). */
export function releaseIncomplete(map: BoardMap, board: TrackBoard, seat: number): TrackBoard {
  const idx = boardIndex(map, board);
  return releaseChains(idx, idx.chains.filter((c) => c.owner === seat && !c.complete), seat);
}
