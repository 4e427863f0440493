// Losing ownership of incomplete sections: the extension duty (rules-spec §2.1.7 "Ownership", D17) and elimination.
import type { HexId } from '../hex/coords';
import type { BoardMap } from '../map/types';
import { indexBoard, type Chain } from './chains';
import type { PlacedTile, TrackBoard } from './types';

function releaseChains(board: TrackBoard, chains: Chain[], seat: number): TrackBoard {
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
  return { ...board, tiles };
}

/**
 * The seat's incomplete sections that got no new tile this phase become unowned ([001:L362-365], [004:L218]).
 * `builtHexes`: the hexes of the seat's placements and replacements in the period that counts (deluxe: this build
 * phase; 2002: the owner's build turn) — without redirects, which are no extension ([001:L368]). A section counts as
 * extended when one of its pieces lies on such a hex.
 */
export function releaseUnextended(map: BoardMap, board: TrackBoard, seat: number, builtHexes: HexId[]): TrackBoard {
  const built = new Set(builtHexes);
  const idx = indexBoard(map, board);
  const lapsed = idx.chains.filter((c) => c.owner === seat && !c.complete && !c.pieces.some((r) => built.has(r.hex)));
  return releaseChains(board, lapsed, seat);
}

/** An eliminated seat's incomplete sections become unowned; its complete links stay his (A-D17). */
export function releaseIncomplete(map: BoardMap, board: TrackBoard, seat: number): TrackBoard {
  const idx = indexBoard(map, board);
  return releaseChains(board, idx.chains.filter((c) => c.owner === seat && !c.complete), seat);
}
