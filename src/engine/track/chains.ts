// Chains of track: every piece on the board grouped into complete links and incomplete sections (rules-spec §1.4),
// indexed so that the build checker and move generator can jump from one end of a chain to the other.
import { opposite, type Edge, type HexId } from '../hex/coords';
import { placeAt, placeById } from '../map/query';
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
  /** The chain's first piece in board order (hex ids as sorted strings, then piece index): orders computeLinks. */
  start: PieceRef;
}

export interface BoardIndex {
  map: BoardMap;
  board: TrackBoard;
  chains: Chain[];
  /** Per tile hex: the piece index at each edge (-1 = no track at that edge). */
  edgePiece: Map<HexId, Int8Array>;
  /** Per tile hex: the chain id of each piece. */
  chainOf: Map<HexId, Int32Array>;
  /** Memo of linksOf and of the connection rule's places per seat (check.ts), filled on first use. */
  memo: { links?: Link[]; connected?: Map<number, ReadonlySet<HexId>> };
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

/** Is piece (ha, ia) before (hb, ib) in board order (hex ids as sorted strings, then piece index)? */
function before(ha: HexId, ia: number, hb: HexId, ib: number): boolean {
  return ha < hb || (ha === hb && ia < ib);
}

/**
 * The chain-id table of `hex`, copied first unless `copied` says it is this index's own (copy-on-write: a derived
 * index shares the tables of the one it came from, which never change). `copied` null: every table is owned.
 */
function writable(chainOf: Map<HexId, Int32Array>, copied: Set<HexId> | null, hex: HexId): Int32Array {
  if (copied && !copied.has(hex)) {
    chainOf.set(hex, chainOf.get(hex)!.slice());
    copied.add(hex);
  }
  return chainOf.get(hex)!;
}

/**
 * The chain through piece `i` on `hex`, numbered `id`; marks its pieces in `chainOf` (see writable for `copied`).
 * A ring is walked again from its first piece in board order, as its orientation depends on where the walk starts.
 */
function chainFrom(idx: BoardIndex, hex: HexId, i: number, id: number, copied: Set<HexId> | null): Chain {
  const tile = idx.board.tiles[hex]!;
  const p = tile.tracks[i]!;
  const first: PieceRef = { hex, i };
  let pieces: PieceRef[];
  let ends: [ChainEnd, ChainEnd];
  let cyclic = false;
  if (p.b === 'town') {
    pieces = [first];
    const far = walk(idx, hex, i, p.a, pieces)!;
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
      pieces = sideA.toReversed();
      pieces.push(first);
      const endB = walk(idx, hex, i, p.b, pieces)!;
      ends = [endA, endB];
    }
  }
  // Orient canonically so the id and hex order are stable whatever piece the walk started from.
  if (!cyclic && endKey(ends[0]) > endKey(ends[1])) {
    ends = [ends[1], ends[0]];
    pieces.reverse();
  }
  // Owner as read from the chain's first piece in board order (all pieces of a chain carry the same owner).
  // A full index walks from each chain's first piece already; a derived one may start anywhere.
  let start = first;
  if (copied) for (const r of pieces) if (before(r.hex, r.i, start.hex, start.i)) start = r;
  if (cyclic && start !== first) return chainFrom(idx, start.hex, start.i, id, copied);
  const sp = idx.board.tiles[start.hex]!.tracks[start.i]!;
  const chain: Chain = { id, pieces, ends, owner: sp.owner, complete: !cyclic && ends[0].kind !== 'open' && ends[1].kind !== 'open', cyclic, start };
  if (sp.formerOwner !== undefined) chain.formerOwner = sp.formerOwner;
  for (const r of pieces) writable(idx.chainOf, copied, r.hex)[r.i] = id;
  return chain;
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
  const idx: BoardIndex = { map, board, chains: [], edgePiece, chainOf, memo: {} };
  // Visit tiles in a fixed order so chain ids do not depend on object key order quirks.
  for (const hex of Object.keys(board.tiles).toSorted()) {
    const ids = chainOf.get(hex)!;
    for (let i = 0; i < ids.length; i++) if (ids[i]! < 0) idx.chains.push(chainFrom(idx, hex, i, idx.chains.length, null));
  }
  return idx;
}

/**
 * The index of `board`, which is `prev.board` with the tile on `hex` placed or replaced and the pieces of the chains
 * `touched` given new owners (what a build does), or with a New City on `hex` and its tile gone (urbanization). Only the chains through `hex`, ending next to it or touched are
 * walked again; the rest are shared with `prev`. Chain ids are reused, so chain order is not board order here:
 * linksOf sorts by each chain's first piece.
 */
export function deriveIndex(prev: BoardIndex, board: TrackBoard, hex: HexId, touched: Iterable<number>): BoardIndex {
  const { map } = prev;
  const edgePiece = new Map(prev.edgePiece);
  const chainOf = new Map(prev.chainOf);
  const affected = new Set<number>(touched);
  for (const c of prev.chainOf.get(hex) ?? []) affected.add(c);
  const ns = neighbours(map, hex);
  for (let e = 0; e < 6; e++) {
    const n = ns[e]!;
    const q = prev.edgePiece.get(n)?.[opposite(e as Edge)] ?? -1;
    if (q >= 0) affected.add(prev.chainOf.get(n)![q]!);
  }
  const tile = board.tiles[hex];
  const copied = new Set<HexId>([hex]);
  if (tile) {
    edgePiece.set(hex, edgeTable(tile));
    chainOf.set(hex, new Int32Array(tile.tracks.length).fill(-1));
  } else {
    edgePiece.delete(hex);
    chainOf.delete(hex);
  }
  const todo: PieceRef[] = [];
  for (const cid of affected) {
    for (const r of prev.chains[cid]!.pieces) {
      if (r.hex === hex) continue;
      writable(chainOf, copied, r.hex)[r.i] = -1;
      todo.push(r);
    }
  }
  if (tile) for (let i = 0; i < tile.tracks.length; i++) todo.push({ hex, i });
  const chains = prev.chains.slice();
  const idx: BoardIndex = { map, board, chains, edgePiece, chainOf, memo: {} };
  const free = [...affected].toSorted((a, b) => a - b);
  let used = 0;
  for (const r of todo) {
    if (chainOf.get(r.hex)![r.i]! >= 0) continue;
    const id = used < free.length ? free[used++]! : chains.length;
    chains[id] = chainFrom(idx, r.hex, r.i, id, copied);
  }
  // Close the gaps left by chains that merged: from the highest gap down, drop it if last, else move the last chain in.
  for (let k = free.length - 1; k >= used; k--) {
    const hole = free[k]!;
    const last = chains.pop()!;
    if (hole === chains.length) continue;
    chains[hole] = { ...last, id: hole };
    for (const r of last.pieces) writable(chainOf, copied, r.hex)[r.i] = hole;
  }
  return idx;
}

/** The index of `board`, which is `prev.board` with the pieces of `released` unowned and remembering `seat`. */
export function deriveReleased(prev: BoardIndex, board: TrackBoard, released: readonly Chain[], seat: number): BoardIndex {
  const chains = prev.chains.slice();
  for (const c of released) chains[c.id] = { ...c, owner: null, formerOwner: seat };
  return { map: prev.map, board, chains, edgePiece: prev.edgePiece, chainOf: prev.chainOf, memo: {} };
}

// Boards are never edited in place (every change returns a new board), so a board's index never changes; caching it
// per board object is invisible to callers and keeps the engine pure. A build registers how to derive the index of
// the board it returns, so the next check on that board walks only the track the build touched.
type Cached = BoardIndex | { prev: BoardIndex; derive: () => BoardIndex };
const indexCache = new WeakMap<TrackBoard, Cached>();

/** The (cached) index of a board. */
export function boardIndex(map: BoardMap, board: TrackBoard): BoardIndex {
  const hit = indexCache.get(board);
  if (hit && 'chains' in hit && hit.map === map) return hit;
  const idx = hit && 'derive' in hit && hit.prev.map === map ? hit.derive() : indexBoard(map, board);
  indexCache.set(board, idx);
  return idx;
}

/** The index of a board when it is cached or can be derived cheaply; undefined when it would have to be built. */
export function knownIndex(map: BoardMap, board: TrackBoard): BoardIndex | undefined {
  const hit = indexCache.get(board);
  return hit && ('chains' in hit ? hit.map : hit.prev.map) === map ? boardIndex(map, board) : undefined;
}

/** Remember how to index `board` from `prev`'s index, should anyone ask (most built boards are checked again). */
export function indexLater(board: TrackBoard, prev: BoardIndex, derive: () => BoardIndex): void {
  if (!indexCache.has(board)) indexCache.set(board, { prev, derive });
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
  return linksOf(boardIndex(map, board));
}

/** The links of an indexed board, in board order of each chain's first piece (memoised on the index). */
export function linksOf(idx: BoardIndex): Link[] {
  return (idx.memo.links ??= buildLinks(idx));
}

/** Orders chains by their first piece in board order (computeLinks' order). */
function byStart(x: Chain, y: Chain): number {
  return before(x.start.hex, x.start.i, y.start.hex, y.start.i) ? -1 : 1;
}

function linkOf(map: BoardMap, c: Chain): Link {
  return {
    id: chainLinkId(c),
    ends: [endpoint(map, c.ends[0]), endpoint(map, c.ends[1])],
    hexes: c.pieces.map((r) => r.hex),
    owner: c.owner,
    complete: c.complete,
    segments: c.complete ? c.pieces.length : 0,
  };
}

/**
 * The incomplete sections `seat` owns, as computeLinks lists them (same order), without making a link of every chain:
 * a player continuing its track asks this after each tile.
 */
export function openSections(map: BoardMap, board: TrackBoard, seat: number): Link[] {
  const idx = boardIndex(map, board);
  if (idx.memo.links) return idx.memo.links.filter((l) => l.owner === seat && !l.complete);
  return idx.chains
    .filter((c) => c.owner === seat && !c.complete)
    .toSorted(byStart)
    .map((c) => linkOf(map, c));
}

function buildLinks(idx: BoardIndex): Link[] {
  const { map, board } = idx;
  let sorted = true;
  for (let k = 1; k < idx.chains.length && sorted; k++) {
    const [x, y] = [idx.chains[k - 1]!.start, idx.chains[k]!.start];
    sorted = before(x.hex, x.i, y.hex, y.i);
  }
  const ordered = sorted ? idx.chains : idx.chains.toSorted(byStart);
  const links: Link[] = ordered.map((c) => linkOf(map, c));
  for (const special of map.specialLinks ?? []) {
    if (!(special.id in board.specialLinks)) continue;
    const [a, b] = special.between.map((id) => placeById(map, id));
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
