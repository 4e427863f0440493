// Whether one tile build is legal, what it costs and what it does to ownership (rules-spec §2.1.7, §2.2 O2–O6, O18, O19).
// One evaluator serves checkBuild (one request) and buildOptions (every request), so the two can never disagree.
import type { Edge, HexId } from '../hex/coords';
import { placeAt, terrainAt } from '../map/query';
import { reason, type Reason } from '../reason';
import type { BuildContext, BuildKind } from './build-types';
import type { BoardIndex, Chain, ChainEnd } from './chains';
import { neighbours, nodeKind, placeName } from './places';
import { isTownHex, type UnownedSection } from './rules';
import type { Beyond, HexScans, RedirectSpec } from './scan';
import { edgeMask, isTileClass, samePiece, tileCategory, tilePieces, type PieceShape } from './tiles';
import type { BuildRequest, PlacedTile, TileClass } from './types';

/** Everything about a hex that does not depend on the tile being tried there. */
export interface HexFacts {
  hex: HexId;
  onTown: boolean;
  old: PlacedTile | undefined;
  /** Why nothing at all may be built here (off the board, water, a city), or null. */
  closed: Reason | null;
}

/**
 * What every request on one hex is checked against: the board and seat, the board's index, the hex's facts, its edge
 * scans (per redirected section when one is given) and connectedPlaces(idx, seat). Made once per hex.
 */
export interface HexProbe {
  ctx: BuildContext;
  idx: BoardIndex;
  facts: HexFacts;
  scanFor: HexScans;
  connected: ReadonlySet<HexId>;
}

export interface Evaluation {
  cost: number;
  kind: BuildKind;
  pieces: readonly PieceShape[];
  /** Per new piece: index of the same piece on the old tile, or -1 for track added by this build. */
  kept: number[];
  /** Owner of each added piece. */
  owners: (number | null)[];
  /** Former owner carried over to the added piece of a redirected unowned section (2002 O6 must survive a redirect). */
  formerOwner?: number;
  /** New owner of every existing chain joined by the build (claims of unowned sections). */
  chainOwner: Map<number, number | null>;
  returned: TileClass[];
  townMarkerDelta: number;
}

export type Evaluated = { ok: true; ev: Evaluation } | { ok: false; reason: Reason };

function playerName(ctx: BuildContext, seat: number): string {
  return ctx.seatNames?.[seat] ?? String(seat + 1);
}

function root(parent: number[], i: number): number {
  while (parent[i] !== i) i = parent[i]!;
  return i;
}

const fail = (key: string, params?: Record<string, string | number>): { ok: false; reason: Reason } => ({ ok: false, reason: reason(key, params) });

/** Names a section in a reason: the tile of its open end, and the place it starts from (or that tile). */
function sectionParams(ctx: BuildContext, ch: Chain): { hex: HexId; place: string } {
  const open = ch.ends.find((e) => e.kind === 'open') ?? ch.ends[0];
  const from = ch.ends.find((e) => e.kind !== 'open');
  return { hex: open.tileHex, place: from ? placeName(ctx.map, from.hex) : open.tileHex };
}

export function hexFacts(ctx: BuildContext, hex: HexId): HexFacts {
  const { map, board } = ctx;
  const old = board.tiles[hex];
  const onTown = isTownHex(map, board.newCities, hex);
  const t = terrainAt(map, hex);
  let closed: Reason | null = null;
  if (t === 'offboard') closed = reason('build.offBoard');
  else if (t === 'water') closed = reason('build.intoLake');
  else if (nodeKind(map, board, hex) === 'city' || nodeKind(map, board, hex) === 'station') closed = reason('build.onCity', { place: placeName(map, hex) });
  return { hex, onTown, old, closed };
}

/** Hexes joined to a city through the seat's own complete links (cities and towns), for the connection rule (memoised per index and seat). */
export function connectedPlaces(idx: BoardIndex, seat: number): ReadonlySet<HexId> {
  const bySeat = (idx.memo.connected ??= new Map());
  let set = bySeat.get(seat);
  if (!set) bySeat.set(seat, (set = findConnected(idx, seat)));
  return set;
}

function addEdge(adj: Map<HexId, HexId[]>, a: HexId, b: HexId): void {
  const l = adj.get(a);
  if (l) l.push(b);
  else adj.set(a, [b]);
}

function findConnected(idx: BoardIndex, seat: number): Set<HexId> {
  const adj = new Map<HexId, HexId[]>();
  for (const c of idx.chains) {
    if (c.owner !== seat || !c.complete) continue;
    addEdge(adj, c.ends[0].hex, c.ends[1].hex);
    addEdge(adj, c.ends[1].hex, c.ends[0].hex);
  }
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const h of adj.keys()) {
    if (nodeKind(idx.map, idx.board, h) === 'city') {
      seen.add(h);
      queue.push(h);
    }
  }
  while (queue.length) {
    const h = queue.pop()!;
    for (const n of adj.get(h) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

/**
 * Does an end of the seat's track reach a city, directly or through a town its own links join to a city (`connected`,
 * or `more`: towns the build itself joins)?
 */
function endConnected(idx: BoardIndex, end: ChainEnd, connected: ReadonlySet<HexId>, more?: ReadonlySet<HexId>): boolean {
  if (end.kind === 'city') return nodeKind(idx.map, idx.board, end.hex) === 'city';
  if (end.kind === 'town') return connected.has(end.hex) || (more?.has(end.hex) ?? false);
  return false;
}

interface Component {
  ends: ChainEnd[];
  /** Existing chains the component runs into, each once, in the order met. */
  chains: number[];
  pieces: number[];
  redirected: boolean;
  /** The new track itself touches a city, or a town the builder's links join to a city (not through other track). */
  touchesConnected: boolean;
}

/** Classify an old-vs-new tile change: pure addition, a redirect of a section's end, or something illegal. */
function classifyReplacement(
  ctx: BuildContext,
  idx: BoardIndex,
  facts: HexFacts,
  pieces: readonly PieceShape[],
): { ok: true; kept: number[]; redirect?: RedirectSpec } | { ok: false; reason: Reason } {
  const old = facts.old!;
  // Plain loops: this runs for every candidate tile in move generation.
  const kept: number[] = [];
  for (const p of pieces) {
    let k = -1;
    for (let j = 0; j < old.tracks.length; j++) if (samePiece(p, old.tracks[j]!)) k = j;
    kept.push(k);
  }
  const lost: number[] = [];
  for (let j = 0; j < old.tracks.length; j++) if (!kept.includes(j)) lost.push(j);
  if (lost.length === 0) {
    if (!kept.includes(-1)) return { ok: false, reason: reason('build.nothingNew', { hex: facts.hex, tile: old.tile }) };
    return { ok: true, kept };
  }
  for (const i of lost) {
    const o = old.tracks[i]!.owner;
    if (o !== null && o !== ctx.seat) return { ok: false, reason: reason('build.changesOtherRoute', { player: playerName(ctx, o) }) };
  }
  // Track leading into a town is never redirected; towns only gain connections ([001:L436-437], [004:L259]).
  if (facts.onTown) return { ok: false, reason: reason('build.townNoRedirect', { hex: facts.hex, place: placeName(ctx.map, facts.hex) }) };
  const onlyEnd = { ok: false as const, reason: reason('build.redirectOnlyEnd', { hex: facts.hex }) };
  if (lost.length > 1) return onlyEnd;
  const pi = lost[0]!;
  const p = old.tracks[pi]!;
  const cid = idx.chainOf.get(facts.hex)![pi]!;
  const chain = idx.chains[cid]!;
  if (chain.complete || chain.cyclic) return onlyEnd;
  // The redirected piece keeps the edge by which the section reaches it and swings its open end elsewhere.
  const openEdges = chain.ends.filter((e) => e.kind === 'open' && e.tileHex === facts.hex && (e.edge === p.a || e.edge === p.b)).map((e) => e.edge);
  if (openEdges.length === 0 || p.b === 'town') return onlyEnd;
  const inner = new Set<Edge>(openEdges.map((o) => (o === p.a ? (p.b as Edge) : p.a)));
  const added = kept.map((k, i) => (k < 0 ? i : -1)).filter((i) => i >= 0);
  if (added.length !== 1) return onlyEnd;
  const np = pieces[added[0]!]!;
  if (np.b === 'town' || !(inner.has(np.a) || inner.has(np.b))) return { ok: false, reason: reason('build.redirectKeepsStart', { hex: facts.hex }) };
  return { ok: true, kept, redirect: { chain: cid, pieceIndex: pi } };
}

/** A request's tile, kind and price, before its new track is followed: the checks that depend on the tile itself. */
interface Priced {
  pieces: readonly PieceShape[];
  kind: BuildKind;
  cost: number;
  kept: number[];
  redirect: RedirectSpec | undefined;
  townMarkerDelta: number;
}

/** Owners after the build: of each added piece, of each joined chain, and the former owner a redirect carries over. */
interface Joined {
  owners: (number | null)[];
  chainOwner: Map<number, number | null>;
  formerOwner: number | undefined;
}

type Step<T> = { ok: true; v: T } | { ok: false; reason: Reason };

/** Everything about a request but where its new track leads (tile, rotation, town rules, supply, terrain, replacement). */
function price({ ctx, idx, facts, scanFor }: HexProbe, req: BuildRequest): Step<Priced> {
  const { map, rules } = ctx;
  if (facts.closed) return { ok: false, reason: facts.closed };
  if (!isTileClass(req.tile)) return fail('build.unknownTile', { tile: String(req.tile) });
  if (!Number.isInteger(req.rotation) || req.rotation < 0 || req.rotation > 5) return fail('build.badRotation');
  const category = tileCategory(req.tile);
  const marker = req.townMarker === true;
  if (category === 'town' && !facts.onTown) return fail('build.townTileOffTown');
  if (marker && !facts.onTown) return fail('build.townMarkerOffTown');
  if (facts.onTown && category !== 'town' && !marker) return fail(rules.townMarkers > 0 ? 'build.townMarkerRequired' : 'build.townTileRequired');
  if (marker && (category === 'town' || rules.townMarkers === 0)) return fail('build.townMarkerOnTownTile');

  const old = facts.old;
  if (!ctx.hasBuiltBefore) {
    if (old) return fail('build.firstTileNew');
    if (rules.firstTileSimple && category !== 'simple') return fail('build.firstTileSimple');
  }
  if (!ctx.supply.canTake(req.tile, old?.tile)) return fail('build.noTilesLeft', { tile: req.tile });

  const pieces = tilePieces(req.tile, req.rotation, facts.onTown);
  const plain = scanFor.get();
  const mask = edgeMask(pieces);
  if ((mask & plain.crossable) !== mask) {
    for (let e = 0; e < 6; e++) if (mask & (1 << e) && !(plain.crossable & (1 << e))) return { ok: false, reason: plain.blocked(e as Edge) };
  }

  let kind: BuildKind;
  let cost: number;
  let kept: number[];
  let redirect: RedirectSpec | undefined;
  if (!old) {
    kept = [];
    for (let i = 0; i < pieces.length; i++) kept.push(-1);
    if (facts.onTown) {
      kind = 'town';
      cost = rules.townCost(map, facts.hex, req.tile);
    } else {
      kind = 'place';
      const c = rules.placeCost(map, facts.hex, req.tile);
      if (c === null) return fail('build.notAllowedHere');
      if (typeof c !== 'number') return { ok: false, reason: c };
      cost = c;
    }
  } else {
    const cls = classifyReplacement(ctx, idx, facts, pieces);
    if (!cls.ok) return cls;
    kept = cls.kept;
    redirect = cls.redirect;
    kind = redirect ? 'redirect' : 'replace';
    cost = redirect ? rules.redirectCost(old.tile, req.tile) : rules.replaceCost(old.tile, req.tile, facts.onTown);
  }

  const markerBefore = old?.townMarker ? 1 : 0;
  const townMarkerDelta = (marker ? 1 : 0) - markerBefore;
  if (townMarkerDelta > 0 && ctx.townMarkersLeft < townMarkerDelta) return fail('build.noTownMarkers', { markers: rules.townMarkers });
  return { ok: true, v: { pieces, kind, cost, kept, redirect, townMarkerDelta } };
}

/**
 * Why the seat may not take over the unowned incomplete section `ch` that its new track joins (rules.mayClaim), or
 * null when it may: it lost the section itself (AoS 2002, O6), or the section reaches neither a city nor its own
 * complete links (Steam, S-B20).
 */
function claimRefusal({ ctx, idx, connected }: HexProbe, ch: Chain): { ok: false; reason: Reason } | null {
  const section: UnownedSection = { formerOwner: ch.formerOwner, joinsBuilder: ch.ends.some((e) => endConnected(idx, e, connected)) };
  if (ctx.rules.mayClaim(ctx.seat, section)) return null;
  return fail(ch.formerOwner === ctx.seat ? 'build.cannotReclaim' : 'build.cannotClaim', sectionParams(ctx, ch));
}

/** The new piece that track leaving through an edge comes back into, or -1. */
function backTo(b: Beyond, edgeToPiece: readonly number[], kept: readonly number[]): number {
  if (b.kind !== 'back') return -1;
  const j = edgeToPiece[b.edge]!;
  return j >= 0 && kept[j]! < 0 ? j : -1;
}

/**
 * Follow the request's new track: which sections it joins and who owns them after, and whether the builder's track
 * still reaches a city (rules-spec §2.1.7 restrictions). Depends on the set of new pieces only, not on the tile.
 */
function join(probe: HexProbe, p: Priced, full: boolean): Step<Joined | null> {
  const { ctx, idx, facts, scanFor, connected } = probe;
  const { map, rules, seat } = ctx;
  const { pieces, kept, redirect } = p;
  // Group the added pieces into components: pieces joined through the hex itself or through existing track. First
  // join the pieces that run out along existing track and back in through another new piece; then collect each
  // component's ends and chains (beyond() is cached per scan, so the second pass costs array reads).
  const scan = scanFor.get(redirect);
  const n = pieces.length;
  const edgeToPiece = [-1, -1, -1, -1, -1, -1];
  const parent: number[] = [];
  for (let i = 0; i < n; i++) {
    const q = pieces[i]!;
    edgeToPiece[q.a] = i;
    if (q.b !== 'town') edgeToPiece[q.b] = i;
    parent.push(i);
  }
  for (let i = 0; i < n; i++) {
    if (kept[i]! >= 0) continue;
    const q = pieces[i]!;
    for (let k = 0; k < 2; k++) {
      const e = k === 0 ? q.a : q.b;
      if (e === 'town') break;
      const j = backTo(scan.beyond(e), edgeToPiece, kept);
      if (j >= 0) parent[root(parent, i)] = root(parent, j);
    }
  }
  // Components in order of their first piece (at most four pieces: a complex tile with a town marker).
  const comps: Component[] = [];
  const compOf: (Component | undefined)[] = [];
  const around = neighbours(map, facts.hex);
  for (let i = 0; i < n; i++) {
    if (kept[i]! >= 0) continue;
    const r = root(parent, i);
    let c = compOf[r];
    if (!c) comps.push((compOf[r] = c = { ends: [], chains: [], pieces: [], redirected: false, touchesConnected: false }));
    c.pieces.push(i);
  }
  for (let i = 0; i < n; i++) {
    if (kept[i]! >= 0) continue;
    const c = compOf[root(parent, i)]!;
    const q = pieces[i]!;
    if (q.b === 'town') c.ends.push({ kind: 'town', hex: facts.hex, tileHex: facts.hex, edge: q.a });
    for (let k = 0; k < 2; k++) {
      const e = k === 0 ? q.a : q.b;
      if (e === 'town') break;
      const b = scan.beyond(e);
      if (b.chain >= 0 && !c.chains.includes(b.chain)) c.chains.push(b.chain);
      if (b.kind === 'end') {
        c.ends.push(b.end);
        // Reached straight across the edge (a city, or the spoke of the town next door), not along other track.
        if ((b.chain < 0 || (b.end.kind === 'town' && b.end.hex === around[e])) && endConnected(idx, b.end, connected)) c.touchesConnected = true;
      } else if (backTo(b, edgeToPiece, kept) < 0) c.ends.push(b.fallback);
    }
  }
  // A redirect adds exactly one piece: its component is the redirected section, whether or not the section has
  // pieces beyond this hex (a one-tile stub runs straight into its city, so no chain is walked).
  if (redirect) for (const c of comps) c.redirected = true;

  // Who owns what after the build: only for a build that is carried out (full), not for a listed option.
  const owners: (number | null)[] | null = full ? [] : null;
  if (owners) for (let i = 0; i < n; i++) owners.push(null);
  const chainOwner = full ? new Map<number, number | null>() : null;
  let formerOwner: number | undefined;
  const seatComps: Component[] = [];
  let touchesFirstCity = false;
  for (const c of comps) {
    for (const cid of c.chains) {
      const ch = idx.chains[cid]!;
      if (ch.owner !== null && ch.owner !== seat) return fail('build.joinsOtherPlayer', { player: playerName(ctx, ch.owner) });
      if (ch.owner === null && cid !== redirect?.chain) {
        const refused = claimRefusal(probe, ch);
        if (refused) return refused;
      }
    }
    if (c.ends.length < 2) return fail('build.closedLoop', { hex: facts.hex });
    const [e0, e1] = c.ends as [ChainEnd, ChainEnd];
    if (rules.forbidSelfLoop && e0.kind !== 'open' && e1.kind !== 'open' && e0.hex === e1.hex) {
      return fail('build.selfLoop', { place: placeName(map, e0.hex) });
    }
    // A redirect is not an extension ([001:L368], [004:L220]): an unowned section stays unowned unless the new track
    // joins the builder's own track (then the joined section carries the builder's marker, and in 2002 the former
    // owner may not get it back that way). The new track must join the builder's track or a city ([001:L411-412]).
    let owner: number | null = seat;
    if (c.redirected) {
      const s = idx.chains[redirect!.chain]!;
      if (s.owner === seat) owner = seat;
      else if (c.chains.some((cid) => idx.chains[cid]!.owner === seat)) {
        const refused = claimRefusal(probe, s);
        if (refused) return refused;
        owner = seat;
      } else if (rules.redirectCompletionClaims) {
        // Steam: anybody may redirect an unowned section that starts at a city or at his own complete links — the
        // takeover condition — and nobody else ([000:L353]); a redirect that connects it to a city takes it over
        // ("es sei denn, durch das Ändern des Streckenplättchens wurde die Strecke an eine Großstadt angeschlossen",
        // [000:L363], S-B5): the new end, not the section's start, must be a city.
        const refused = claimRefusal(probe, s);
        if (refused) return refused;
        const start = s.ends.find((e) => e.kind !== 'open');
        const isStart = (e: ChainEnd) => start !== undefined && e.kind === start.kind && e.hex === start.hex && e.tileHex === start.tileHex && e.edge === start.edge;
        if (c.ends.every((e) => e.kind !== 'open') && c.ends.some((e) => e.kind === 'city' && !isStart(e))) owner = seat;
        else {
          owner = null;
          formerOwner = s.formerOwner;
        }
      } else {
        if (!c.touchesConnected) return fail('build.notConnected', { hex: facts.hex });
        owner = null;
        formerOwner = s.formerOwner;
      }
    }
    if (owners && chainOwner) {
      for (const i of c.pieces) owners[i] = owner;
      for (const cid of c.chains) chainOwner.set(cid, owner);
    }
    if (owner === seat) seatComps.push(c);
    if (!ctx.hasBuiltBefore) for (const e of c.ends) {
      if (e.kind !== 'city' || e.tileHex !== facts.hex) continue;
      const place = placeAt(map, e.hex);
      if (ctx.board.newCities[e.hex] || (place && rules.firstTileCity(map, place))) touchesFirstCity = true;
    }
  }
  if (!ctx.hasBuiltBefore && !touchesFirstCity) return fail('build.firstTileNextToCity', { hex: facts.hex });

  // Every track the seat owns after the build must reach a city through its own track (town-joined links count).
  let grown: Set<HexId> | undefined;
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of seatComps) {
      if (!c.ends.every((e) => e.kind !== 'open')) continue;
      const [a, b] = c.ends as [ChainEnd, ChainEnd];
      const ra = endConnected(idx, a, connected, grown);
      const rb = endConnected(idx, b, connected, grown);
      if (ra !== rb && (ra ? b : a).kind === 'town') {
        // A new link from a reached place to a town: the town counts as reached.
        (grown ??= new Set()).add((ra ? b : a).hex);
        changed = true;
      }
    }
  }
  for (const c of seatComps) {
    if (!c.ends.some((e) => endConnected(idx, e, connected, grown))) return fail('build.notConnected', { hex: facts.hex });
  }
  return { ok: true, v: owners && chainOwner ? { owners, chainOwner, formerOwner } : null };
}

/** Evaluate one request on the probe's hex. */
export function evaluate(probe: HexProbe, req: BuildRequest): Evaluated {
  const { ctx, facts } = probe;
  const p = price(probe, req);
  if (!p.ok) return p;
  const j = join(probe, p.v, true);
  if (!j.ok) return j;
  const joined = j.v!;
  const { cost, kind, pieces, kept, townMarkerDelta } = p.v;
  const pay = ctx.priceOf ? ctx.priceOf(cost) : cost;
  if (!ctx.rules.canPay(pay, ctx)) return fail('build.cannotAfford', { cost: pay, cash: ctx.cash });
  const ev: Evaluation = { cost, kind, pieces, kept, owners: joined.owners, chainOwner: joined.chainOwner, returned: facts.old ? [facts.old.tile] : [], townMarkerDelta };
  if (joined.formerOwner !== undefined) ev.formerOwner = joined.formerOwner;
  return { ok: true, ev };
}

/** Whether the new track of a piece set is legal, per key: many tiles give one set of spokes on a town hex. */
export type JoinMemo = Map<number, boolean>;

/**
 * The same verdict as `evaluate` for move generation, which needs no reason and no owners: only legal or not, cost and
 * kind. `memo` (null: none) holds the new-track verdict of each piece set already followed on this hex, by `key`
 * (on a town hex, where every piece is a spoke, the edge mask identifies the set).
 */
export function verdict(probe: HexProbe, req: BuildRequest, key: number, memo: JoinMemo | null): { cost: number; kind: BuildKind } | null {
  const p = price(probe, req);
  if (!p.ok) return null;
  let joins = memo?.get(key);
  if (joins === undefined) {
    joins = join(probe, p.v, false).ok;
    memo?.set(key, joins);
  }
  const ctx = probe.ctx;
  if (!joins || !ctx.rules.canPay(ctx.priceOf ? ctx.priceOf(p.v.cost) : p.v.cost, ctx)) return null;
  return { cost: p.v.cost, kind: p.v.kind };
}
