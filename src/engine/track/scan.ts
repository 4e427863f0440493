// What lies beyond each edge of a hex being built on: a city, the far end of an existing chain, or nothing.
// Computed once per hex (and per redirected section), so checking a tile and rotation costs a few array reads.
import { opposite, type Edge, type HexId } from '../hex/coords';
import { terrainAt } from '../map/query';
import { reason, type Reason } from '../reason';
import { otherEnd, type BoardIndex, type ChainEnd } from './chains';
import { crossableMask, endsLinks, neighbours, nodeKind } from './places';

/**
 * Leaving the hex through an edge leads either to an end (`end`), or — after running along existing track — back
 * into the same hex through edge `back` (then `fallback` is the end if the new tile has no track there).
 * `chain` is the existing chain run along (-1 when none).
 */
export type Beyond =
  | { kind: 'end'; end: ChainEnd; chain: number }
  | { kind: 'back'; edge: Edge; fallback: ChainEnd; chain: number };

/** A section being redirected: its chain, and the piece on the hex that is being replaced. */
export interface RedirectSpec {
  chain: number;
  pieceIndex: number;
}

export interface HexScan {
  hex: HexId;
  /** Bit mask of the edges track may leave through. */
  crossable: number;
  /** Why track may not leave through edge e (call only for an edge outside `crossable`). */
  blocked(e: Edge): Reason;
  beyond(e: Edge): Beyond;
}

function edgeBlock(idx: BoardIndex, hex: HexId, e: Edge): Reason {
  const n = neighbours(idx.map, hex)[e]!;
  const t = terrainAt(idx.map, n);
  if (t === 'offboard') return reason('build.offBoard');
  if (t === 'water') return reason('build.intoLake');
  return reason('build.impassableEdge');
}

// Classes rather than objects of closures: a scan is made per hex tried, and closures made per call cost more (and
// under tsx, which names every function it defines, far more).
class Scan implements HexScan {
  readonly crossable: number;
  private readonly cache: (Beyond | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined];
  constructor(
    private readonly idx: BoardIndex,
    readonly hex: HexId,
    private readonly redirect: RedirectSpec | undefined,
  ) {
    this.crossable = crossableMask(idx.map, hex);
  }
  blocked(e: Edge): Reason {
    return edgeBlock(this.idx, this.hex, e);
  }
  beyond(e: Edge): Beyond {
    return (this.cache[e] ??= follow(this.idx, this.hex, e, this.redirect));
  }
}

function scanHex(idx: BoardIndex, hex: HexId, redirect?: RedirectSpec): HexScan {
  return new Scan(idx, hex, redirect);
}

/** The scans of one hex: the plain one, and one per redirected section, each made on first use. */
export class HexScans {
  private plain: HexScan | undefined;
  private byRedirect: Map<string, HexScan> | undefined;
  constructor(
    private readonly idx: BoardIndex,
    readonly hex: HexId,
  ) {}
  get(redirect?: RedirectSpec): HexScan {
    if (!redirect) return (this.plain ??= scanHex(this.idx, this.hex));
    const key = `${redirect.chain}/${redirect.pieceIndex}`;
    const by = (this.byRedirect ??= new Map());
    let s = by.get(key);
    if (!s) by.set(key, (s = scanHex(this.idx, this.hex, redirect)));
    return s;
  }
}

/** Leave `hex` through `e` and find where the track beyond leads. */
function follow(idx: BoardIndex, hex: HexId, e: Edge, redirect?: RedirectSpec): Beyond {
  const { map, board } = idx;
  const n = neighbours(map, hex)[e]!;
  if (endsLinks(nodeKind(map, board, n))) return { kind: 'end', end: { kind: 'city', hex: n, tileHex: hex, edge: e }, chain: -1 };
  const enter = opposite(e);
  const qi = idx.edgePiece.get(n)?.[enter] ?? -1;
  if (qi < 0) return { kind: 'end', end: { kind: 'open', hex, tileHex: hex, edge: e }, chain: -1 };
  const cid = idx.chainOf.get(n)![qi]!;
  if (redirect && cid === redirect.chain) return walkRedirected(idx, hex, n, qi, enter, redirect);
  const chain = idx.chains[cid]!;
  const far = otherEnd(chain, n, enter);
  if (far.kind === 'open' && neighbours(map, far.tileHex)[far.edge] === hex) {
    return { kind: 'back', edge: opposite(far.edge), fallback: far, chain: cid };
  }
  return { kind: 'end', end: far, chain: cid };
}

/**
 * Walk piece by piece along the section being redirected (its end piece on `hex` is being replaced), so that the
 * walk sees the hex as it will be: the old end piece gone, every other piece there kept.
 */
function walkRedirected(idx: BoardIndex, hex: HexId, n0: HexId, q0: number, enter0: Edge, rd: RedirectSpec): Beyond {
  const { map, board } = idx;
  let h = n0;
  let qi = q0;
  let enter = enter0;
  for (;;) {
    const q = board.tiles[h]!.tracks[qi]!;
    if (q.b === 'town') return { kind: 'end', end: { kind: 'town', hex: h, tileHex: h, edge: q.a }, chain: rd.chain };
    const out = q.a === enter ? q.b : q.a;
    const m = neighbours(map, h)[out]!;
    const openEnd: ChainEnd = { kind: 'open', hex: h, tileHex: h, edge: out };
    if (endsLinks(nodeKind(map, board, m))) return { kind: 'end', end: { kind: 'city', hex: m, tileHex: h, edge: out }, chain: rd.chain };
    const next = opposite(out);
    const qj = idx.edgePiece.get(m)?.[next] ?? -1;
    if (m === hex && (qj < 0 || qj === rd.pieceIndex)) return { kind: 'back', edge: next, fallback: openEnd, chain: rd.chain };
    if (qj < 0) return { kind: 'end', end: openEnd, chain: rd.chain };
    h = m;
    qi = qj;
    enter = next;
  }
}
