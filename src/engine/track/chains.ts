// Chains of track: every piece on the board grouped into complete links and incomplete sections (rules-spec §1.4),
// indexed so that the build checker and move generator can jump from one end of a chain to the other.
import { opposite, type Edge, type HexId } from '../hex/coords';
import { placeAt } from '../map/query';
import type { BoardMap } from '../map/types';
import { endsLinks, neighbours, nodeKind } from './places';
import type { Endpoint, Link, PlacedTile, TrackBoard } from './types';

/** One end of a chain. */
export interface ChainEnd {
  /** 'city' = a city, New City or station hex; 'town' = the town in the middle of a town-hex tile; 'open' = loose track end. */
  kind: 'city' | 'town' | 'open';
  /** The city or town hex; for an open end the tile hex the track leaves. */
  hex: HexId;
  /** The tile of the last piece at this end, and that piece's edge at this end (for a town end: the spoke's edge). */
  tileHex: HexId;
  edge: Edge;
}

export interface PieceRef {
  hex: HexId;
  /** Index into the tile's `tracks`. */
  i: number;
}

export interface Chain {
  id: number;
  /** Pieces in order from ends[0] to ends[1]. */
  pieces: PieceRef[];
  ends: [ChainEnd, ChainEnd];
  owner: number | null;
  formerOwner?: number;
  complete: boolean;
  /** A closed ring of track without any place on it (never legal to build; kept so nothing is lost). */
  cyclic: boolean;
}

export interface BoardIndex {
  map: BoardMap;
  board: TrackBoard;
  chains: Chain[];
  /** Per tile hex: the piece index at each edge (-1 = no track at that edge). */
  edgePiece: Map<HexId, Int8Array>;
  /** Per tile hex: the chain id of each piece. */
  chainOf: Map<HexId, Int32Array>;
}

function edgeTable(tile: PlacedTile): Int8Array {
  const t = new Int8Array(6).fill(-1);
  tile.tracks.forEach((p, i) => {
    t[p.a] = i;
    if (p.b !== 'town') t[p.b] = i;
  });
  return t;
}

/** Key of a chain end for link ids: "hex:edge", or "hex:tEdge" for a spoke's town end. */
export function endKey(end: ChainEnd): string {
  return end.kind === 'town' ? `${end.tileHex}:t${end.edge}` : `${end.tileHex}:${end.edge}`;
}

/**
 * Walk from piece `i` on `hex` out through `out`, collecting the pieces entered, until the track ends.
 * Returns the end, or null when the walk came back to the start piece (a closed ring).
 */
function walk(idx: BoardIndex, hex: HexId, i: number, out: Edge, visited: PieceRef[]): ChainEnd | null {
  const { map, board, edgePiece } = idx;
  let h = hex;
  let e = out;
  for (;;) {
    const n = neighbours(map, h)[e]!;
    if (endsLinks(nodeKind(map, board, n))) return { kind: 'city', hex: n, tileHex: h, edge: e };
    const enter = opposite(e);
    const qi = edgePiece.get(n)?.[enter] ?? -1;
    if (qi < 0) return { kind: 'open', hex: h, tileHex: h, edge: e };
    if (n === hex && qi === i) return null;
    visited.push({ hex: n, i: qi });
    const q = board.tiles[n]!.tracks[qi]!;
    if (q.b === 'town') return { kind: 'town', hex: n, tileHex: n, edge: q.a };
    h = n;
    e = q.a === enter ? q.b : q.a;
  }
}

/** Group every piece on the board into chains (O(pieces)). Treat boards as immutable: build a new index after a change. */
export function indexBoard(map: BoardMap, board: TrackBoard): BoardIndex {
  const edgePiece = new Map<HexId, Int8Array>();
  const chainOf = new Map<HexId, Int32Array>();
  for (const hex in board.tiles) {
    const tile = board.tiles[hex]!;
    edgePiece.set(hex, edgeTable(tile));
    chainOf.set(hex, new Int32Array(tile.tracks.length).fill(-1));
  }
  const idx: BoardIndex = { map, board, chains: [], edgePiece, chainOf };
  // Visit tiles in a fixed order so chain ids do not depend on object key order quirks.
  for (const hex of Object.keys(board.tiles).toSorted()) {
    const tile = board.tiles[hex]!;
    tile.tracks.forEach((p, i) => {
      if (chainOf.get(hex)![i]! >= 0) return;
      const first: PieceRef = { hex, i };
      let pieces: PieceRef[];
      let ends: [ChainEnd, ChainEnd];
      let cyclic = false;
      if (p.b === 'town') {
        const rest: PieceRef[] = [];
        const far = walk(idx, hex, i, p.a, rest)!;
        pieces = [first, ...rest];
        ends = [{ kind: 'town', hex, tileHex: hex, edge: p.a }, far];
      } else {
        const sideA: PieceRef[] = [];
        const endA = walk(idx, hex, i, p.a, sideA);
        if (endA === null) {
          cyclic = true;
          pieces = [first, ...sideA];
          const loose: ChainEnd = { kind: 'open', hex, tileHex: hex, edge: p.a };
          ends = [loose, loose];
        } else {
          const sideB: PieceRef[] = [];
          const endB = walk(idx, hex, i, p.b, sideB)!;
          pieces = [...sideA.toReversed(), first, ...sideB];
          ends = [endA, endB];
        }
      }
      // Orient canonically so the id and hex order are stable whatever piece the walk started from.
      if (!cyclic && endKey(ends[0]) > endKey(ends[1])) {
        ends = [ends[1], ends[0]];
        pieces.reverse();
      }
      const id = idx.chains.length;
      const firstPiece = tile.tracks[i]!;
      const chain: Chain = {
        id,
        pieces,
        ends,
        owner: firstPiece.owner,
        complete: !cyclic && ends[0].kind !== 'open' && ends[1].kind !== 'open',
        cyclic,
      };
      if (firstPiece.formerOwner !== undefined) chain.formerOwner = firstPiece.formerOwner;
      idx.chains.push(chain);
      for (const r of pieces) chainOf.get(r.hex)![r.i] = id;
    });
  }
  return idx;
}

/** The end of `chain` that is not the open end at (`hex`, `edge`). */
export function otherEnd(chain: Chain, hex: HexId, edge: Edge): ChainEnd {
  const [a, b] = chain.ends;
  return a.kind === 'open' && a.tileHex === hex && a.edge === edge ? b : a;
}

function endpoint(map: BoardMap, end: ChainEnd): Endpoint {
  if (end.kind === 'open') return { hex: end.tileHex, openEdge: end.edge };
  const place = placeAt(map, end.hex);
  return place ? { hex: end.hex, place: place.id } : { hex: end.hex };
}

/** The public id of a chain's link: its two end keys joined by ">" ("4,5:1>6,7:3"). */
export function chainLinkId(chain: Chain): string {
  return `${endKey(chain.ends[0])}>${endKey(chain.ends[1])}`;
}

/**
 * All complete links and incomplete sections on the board, plus built special links (rules-spec §1.4, §2.1.14).
 * Segments: one per tile the link's track crosses; a tile on a town hex counts once for each link ending there
 * (A-D11); incomplete sections score 0.
 */
export function computeLinks(map: BoardMap, board: TrackBoard): Link[] {
  return linksOf(indexBoard(map, board));
}

export function linksOf(idx: BoardIndex): Link[] {
  const { map, board } = idx;
  const links: Link[] = idx.chains.map((c) => ({
    id: chainLinkId(c),
    ends: [endpoint(map, c.ends[0]), endpoint(map, c.ends[1])],
    hexes: c.pieces.map((r) => r.hex),
    owner: c.owner,
    complete: c.complete,
    segments: c.complete ? c.pieces.length : 0,
  }));
  for (const special of map.specialLinks ?? []) {
    if (!(special.id in board.specialLinks)) continue;
    const [a, b] = special.between.map((id) => map.places.find((p) => p.id === id));
    if (!a || !b) continue;
    links.push({
      id: `special:${special.id}`,
      ends: [
        { hex: a.hex, place: a.id },
        { hex: b.hex, place: b.id },
      ],
      hexes: [],
      owner: board.specialLinks[special.id] ?? null,
      complete: true,
      segments: special.segments,
    });
  }
  return links;
}
