// Building track: check one request and apply it (checkBuild), or list every legal build (buildOptions, buildableHexes).
import type { Edge, HexId } from '../hex/coords';
import { landHexes } from '../map/query';
import type { BuildContext, BuildOption, BuildResult, TrackRef } from './build-types';
import { boardIndex, deriveIndex, indexLater, type BoardIndex } from './chains';
import { connectedPlaces, evaluate, hexFacts, verdict, type Evaluation, type HexFacts, type HexProbe, type JoinMemo } from './check';
import { endsLinks, neighbours, nodeKind } from './places';
import { HexScans, type HexScan } from './scan';
import { placementsFor, type Placement } from './placements';
import { edgeMask, pieceBits } from './tiles';
import type { BuildRequest, PlacedTile, TileClass, TrackBoard, TrackPiece } from './types';

/** The board after an evaluated build: the new tile, and ownership of every joined section updated. */
function applyEvaluation(idx: BoardIndex, hex: HexId, req: BuildRequest, facts: HexFacts, ev: Evaluation): TrackBoard {
  const board = idx.board;
  const old = facts.old;
  const tracks: TrackPiece[] = ev.pieces.map((p, i) => {
    const k = ev.kept[i]!;
    if (k >= 0) return { ...old!.tracks[k]! };
    const owner = ev.owners[i]!;
    return owner === null && ev.formerOwner !== undefined ? { a: p.a, b: p.b, owner, formerOwner: ev.formerOwner } : { a: p.a, b: p.b, owner };
  });
  const tiles: Record<HexId, PlacedTile> = { ...board.tiles };
  tiles[hex] = { hex, tile: req.tile, rotation: req.rotation, townMarker: req.townMarker === true, tracks };
  const copied = new Set<HexId>([hex]);
  for (const [cid, owner] of ev.chainOwner) {
    const chain = idx.chains[cid]!;
    if (chain.owner === owner && chain.formerOwner === undefined) continue;
    for (const ref of chain.pieces) {
      let piece: TrackPiece | undefined;
      if (ref.hex === hex) {
        // The same piece on the new tile (absent when it was the redirected end piece).
        const j = ev.kept.indexOf(ref.i);
        piece = j >= 0 ? tracks[j] : undefined;
      } else {
        if (!copied.has(ref.hex)) {
          const t = tiles[ref.hex]!;
          tiles[ref.hex] = { ...t, tracks: t.tracks.map((p) => ({ ...p })) };
          copied.add(ref.hex);
        }
        piece = tiles[ref.hex]!.tracks[ref.i];
      }
      if (!piece) continue;
      piece.owner = owner;
      if (owner !== null) delete piece.formerOwner;
    }
  }
  const next: TrackBoard = { tiles, newCities: board.newCities, specialLinks: board.specialLinks };
  indexLater(next, idx, () => deriveIndex(idx, next, hex, ev.chainOwner.keys()));
  return next;
}

/** The track a build adds, as counted for the extension duty: none for a redirect, which is no extension ([001:L368]). */
function extensionOf(hex: HexId, ev: Evaluation): TrackRef[] {
  if (ev.kind === 'redirect') return [];
  const out: TrackRef[] = [];
  ev.pieces.forEach((p, i) => {
    if (ev.kept[i]! < 0) out.push({ hex, a: p.a, b: p.b });
  });
  return out;
}

/**
 * The caller's context as an object of one shape, whatever shape the caller's had (a literal, a spread copy, one with
 * or without seat names): each new hidden class that reaches the checker's functions deoptimises every one that reads
 * it, and recompiling them cost more than a whole-map list. The board is read through the index (one per board).
 */
function sameShape(ctx: BuildContext): BuildContext {
  return {
    map: ctx.map,
    board: ctx.board,
    seat: ctx.seat,
    cash: ctx.cash,
    // Germany's Engineer pays less than the list price: dropping it judged his cash against the list price (X8).
    priceOf: ctx.priceOf,
    supply: ctx.supply,
    townMarkersLeft: ctx.townMarkersLeft,
    hasBuiltBefore: ctx.hasBuiltBefore,
    rules: ctx.rules,
    seatNames: ctx.seatNames,
  };
}

/**
 * A checker for many requests against one board and seat (the board is indexed once): for previews of every
 * rotation under the finger, and for tests that compare move generation with the checker.
 */
export function buildChecker(given: BuildContext): (req: BuildRequest) => BuildResult {
  const ctx = sameShape(given);
  const idx = boardIndex(ctx.map, ctx.board);
  const connected = connectedPlaces(idx, ctx.seat);
  const scanners = new Map<HexId, HexScans>();
  return (req) => {
    let scanFor = scanners.get(req.hex);
    if (!scanFor) scanners.set(req.hex, (scanFor = new HexScans(idx, req.hex)));
    const facts = hexFacts(ctx, req.hex);
    const r = evaluate({ ctx, idx, facts, scanFor, connected }, req);
    if (!r.ok) return r;
    const ev = r.ev;
    return {
      ok: true,
      cost: ev.cost,
      kind: ev.kind,
      board: applyEvaluation(idx, req.hex, req, facts, ev),
      returned: ev.returned,
      townMarkerDelta: ev.townMarkerDelta,
      extension: extensionOf(req.hex, ev),
    };
  };
}

/** Check one build request and, when legal, return its cost and the board after it (rules-spec §2.1.7). */
export function checkBuild(ctx: BuildContext, req: BuildRequest): BuildResult {
  return buildChecker(ctx)(req);
}

/** Could a new tile on this empty hex touch anything it might join: a city or a track end pointing at it? */
function mayJoinSomething(idx: BoardIndex, hex: HexId): boolean {
  const ns = neighbours(idx.map, hex);
  for (let e = 0; e < 6; e++) {
    const n = ns[e]!;
    if (endsLinks(nodeKind(idx.map, idx.board, n))) return true;
    const ep = idx.edgePiece.get(n);
    if (ep && ep[(e + 3) % 6]! >= 0) return true;
  }
  return false;
}

/** Can the track beyond this edge matter to a new piece: a city, existing track, or a way back into the hex? */
function touches(scan: HexScan, e: number): boolean {
  const b = scan.beyond(e as Edge);
  return b.kind === 'back' || b.chain >= 0 || b.end.kind !== 'open';
}

/**
 * Edges a redirect may drop on this hex: the open end of each old piece that ends an own or unowned incomplete
 * section here (0 = no redirect possible); and the pieceBits of those old pieces (the only pieces a build may lose).
 */
function redirectable(ctx: BuildContext, idx: BoardIndex, hex: HexId): { edges: number; pieces: number } {
  const chains = idx.chainOf.get(hex);
  const tracks = idx.board.tiles[hex]?.tracks;
  if (!chains || !tracks) return { edges: 0, pieces: 0 };
  let edges = 0;
  let pieces = 0;
  for (let i = 0; i < chains.length; i++) {
    const c = idx.chains[chains[i]!]!;
    if (c.complete || c.cyclic || (c.owner !== null && c.owner !== ctx.seat)) continue;
    const p = tracks[i]!;
    for (const e of c.ends) {
      if (e.kind !== 'open' || e.tileHex !== hex) continue;
      edges |= 1 << e.edge;
      if (p.b !== 'town' && (e.edge === p.a || e.edge === p.b)) pieces |= pieceBits([p]);
    }
  }
  return { edges, pieces };
}

/**
 * Whether the supply has a tile of the placement's class, for a hex with no tile to give back: asked once per class
 * and kept, indexed like TILE_CLASSES (a plain array: a typed one costs more to make than the few reads it saves);
 * keyed reads of the supply were a seventh of a whole-map list when done for every placement. A replacement gives the
 * old tile back first, which may change the answer (double-sided tiles), so it asks the supply each time.
 */
function inSupply(ctx: BuildContext, inBox: (boolean | undefined)[], pl: Placement, giveBack: TileClass | undefined): boolean {
  if (giveBack !== undefined) return ctx.supply.canTake(pl.tile, giveBack);
  let ok = inBox[pl.tileIndex];
  if (ok === undefined) inBox[pl.tileIndex] = ok = ctx.supply.canTake(pl.tile);
  return ok;
}

function optionsAt(
  ctx: BuildContext,
  idx: BoardIndex,
  connected: ReadonlySet<HexId>,
  inBox: (boolean | undefined)[],
  hex: HexId,
  through: Edge | undefined,
  out: BuildOption[],
): void {
  const facts = hexFacts(ctx, hex);
  if (facts.closed) return;
  if (!facts.old && !mayJoinSomething(idx, hex)) return;
  const scanFor = new HexScans(idx, hex);
  const probe: HexProbe = { ctx, idx, facts, scanFor, connected };
  const scan = scanFor.get();
  const crossable = scan.crossable;
  let touchMask = 0;
  for (let e = 0; e < 6; e++) if (crossable & (1 << e) && touches(scan, e)) touchMask |= 1 << e;
  const oldMask = facts.old ? edgeMask(facts.old.tracks) : 0;
  const oldBits = facts.old && !facts.onTown ? pieceBits(facts.old.tracks) : 0;
  const drop = facts.old !== undefined && !facts.onTown ? redirectable(ctx, idx, hex) : { edges: 0, pieces: 0 };
  const mayDrop = drop.edges;
  // On a town hex the new pieces are spokes, one per edge of the mask: tiles with the same mask share one verdict on
  // where their track leads (a tile with a town marker and the town tile of the same shape, say).
  const memo: JoinMemo | null = facts.onTown ? new Map() : null;
  const markerChoices = facts.onTown ? (ctx.rules.townMarkers > 0 ? [false, true] : [false]) : [false];
  const oldTile = facts.old?.tile;
  const simpleFirst = !ctx.hasBuiltBefore && ctx.rules.firstTileSimple;
  for (const pl of placementsFor(facts.onTown, through)) {
    if (simpleFirst && pl.category !== 'simple') continue;
    const mask = pl.mask;
    if ((mask & crossable) !== mask) continue;
    if (!inSupply(ctx, inBox, pl, oldTile)) continue;
    const lost = oldMask & ~mask;
    // A replacement keeps every old edge, except that a redirect swings one open end.
    if (lost !== 0 && (popcount(lost) > 1 || (lost & mayDrop) === 0 || pl.pieces.length !== facts.old!.tracks.length)) continue;
    if (facts.old && lost === 0 && (mask & ~oldMask) === 0) continue;
    // Off a town the old pieces must stay, except the one end piece of a section that a redirect swings.
    const lostPieces = oldBits & ~pl.bits;
    if (lostPieces !== 0 && (popcount(lostPieces) > 1 || (lostPieces & drop.pieces) === 0)) continue;
    // Each new track must reach something (a city, track, a way back into this hex) to be connected;
    // on a town hex one such spoke can connect the others through the town.
    if (lost === 0) {
      const masks = facts.onTown ? pl.townPieceMasks : pl.pieceMasks;
      let ok = facts.onTown ? facts.old !== undefined : true;
      for (const pm of masks) {
        if (pm & oldMask) continue;
        const reaches = (pm & touchMask) !== 0;
        if (facts.onTown) ok ||= reaches;
        else if (!reaches) ok = false;
      }
      if (!ok) continue;
    }
    for (const marker of markerChoices) {
      if (facts.onTown && (pl.category === 'town') === marker) continue;
      const req: BuildRequest = marker
        ? { hex, tile: pl.tile, rotation: pl.rotation, townMarker: true }
        : { hex, tile: pl.tile, rotation: pl.rotation };
      const v = verdict(probe, req, mask, memo);
      if (v) out.push({ request: req, cost: v.cost, kind: v.kind });
    }
  }
}

function popcount(m: number): number {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
}

/**
 * Every legal build for the seat, on one hex or on the whole map, with its cost (ARCHITECTURE rule 8). `through`: only
 * the builds whose tile has track at that edge of `hex` (a player continuing a section into the hex wants no others,
 * and on a town or tiled hex skipping the rest saves most of the work).
 */
export function buildOptions(given: BuildContext, hex?: HexId, through?: Edge): BuildOption[] {
  const ctx = sameShape(given);
  const idx = boardIndex(ctx.map, ctx.board);
  const connected = connectedPlaces(idx, ctx.seat);
  const out: BuildOption[] = [];
  const inBox: (boolean | undefined)[] = [];
  if (hex !== undefined) optionsAt(ctx, idx, connected, inBox, hex, through, out);
  else for (const h of landHexes(ctx.map)) optionsAt(ctx, idx, connected, inBox, h, through, out);
  return out;
}

/** The hexes where the seat has at least one legal build. */
export function buildableHexes(ctx: BuildContext): HexId[] {
  const seen = new Set<HexId>();
  for (const o of buildOptions(ctx)) seen.add(o.request.hex);
  return [...seen];
}
