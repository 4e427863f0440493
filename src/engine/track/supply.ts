// The tiles in a rule system's box, behind the one question the build checker asks: can this tile be taken now?
// Age of Steam counts each tile class (countedSupply); Steam's tiles are double-sided (doubleSidedSupply).
import type { TileClass, TrackBoard } from './types';

export interface TileSupply {
  /**
   * Whether one `tile` can be taken from the box now, once `giveBack` — the tile a replacement lifts off the hex — has
   * gone back into it (rules-spec §1.3.2: removed tiles return to the supply).
   */
  canTake(tile: TileClass, giveBack?: TileClass): boolean;
}

/**
 * Single-sided tiles counted per class (Age of Steam, rules-spec §1.3.3). `left` is read at every question, so a
 * caller that keeps one record up to date may keep one supply.
 */
export function countedSupply(left: Readonly<Partial<Record<TileClass, number>>>): TileSupply {
  return { canTake: (tile, giveBack) => (left[tile] ?? 0) + (giveBack === tile ? 1 : 0) > 0 };
}

/** One kind of double-sided tile: its two faces (null: a blank back) and how many of them the box holds. */
export interface TwoFacedTile {
  faces: readonly [TileClass, TileClass | null];
  count: number;
}

/** Faces showing on a board, per tile class. */
export function facesOnBoard(board: TrackBoard): Partial<Record<TileClass, number>> {
  const out: Partial<Record<TileClass, number>> = {};
  for (const hex in board.tiles) {
    const t = board.tiles[hex]!.tile;
    out[t] = (out[t] ?? 0) + 1;
  }
  return out;
}

/**
 * Double-sided tiles (Steam, rules-spec §1.3.2 and decision D2): players flip and swap identical tiles freely, so a face
 * can be taken when every face on the board plus the new one can be given a physical tile of its own — a matching of
 * faces to tiles. `onBoard`: the faces showing on the board, per class (facesOnBoard). Answers are kept per question.
 */
export function doubleSidedSupply(tiles: readonly TwoFacedTile[], onBoard: Readonly<Partial<Record<TileClass, number>>>): TileSupply {
  const answers = new Map<string, boolean>();
  return {
    canTake(tile, giveBack) {
      const key = giveBack === undefined ? tile : `${tile}|${giveBack}`;
      let ok = answers.get(key);
      // A tile given back only frees room, so the sufficient test holds with or without one.
      if (ok === undefined && surelyFree(tiles, onBoard, tile)) answers.set(key, (ok = true));
      if (ok === undefined) {
        const want: Partial<Record<TileClass, number>> = { ...onBoard };
        want[tile] = (want[tile] ?? 0) + 1;
        if (giveBack !== undefined) want[giveBack] = (want[giveBack] ?? 0) - 1;
        answers.set(key, (ok = matches(tiles, want)));
      }
      return ok;
    },
  };
}

/**
 * A sufficient test that spares the matching for most of a game: the tiles that can show `tile` outnumber every face
 * on the board that could lie on one of them, so one of them is free whatever the others show (the board's own faces
 * being matched, as they always are).
 */
function surelyFree(tiles: readonly TwoFacedTile[], onBoard: Readonly<Partial<Record<TileClass, number>>>, tile: TileClass): boolean {
  let capacity = 0;
  const rivals = new Set<TileClass>();
  for (const t of tiles) {
    if (t.faces[0] !== tile && t.faces[1] !== tile) continue;
    capacity += t.count;
    rivals.add(t.faces[0]);
    if (t.faces[1] !== null) rivals.add(t.faces[1]);
  }
  let taken = 0;
  for (const f of rivals) taken += onBoard[f] ?? 0;
  return capacity > taken;
}

/**
 * Whether the faces on a board can each be shown by a physical tile of their own: the exact matching, without the
 * sufficient test (which assumes the board already fits) — for the invariant that checks just that.
 */
export function facesFit(tiles: readonly TwoFacedTile[], onBoard: Readonly<Partial<Record<TileClass, number>>>): boolean {
  return matches(tiles, onBoard);
}

/**
 * Can each wanted face get a physical tile showing it, no tile used twice? A maximum flow from the faces (capacity:
 * how many are wanted) through the tiles that carry them to the box (capacity: how many tiles of that kind), by
 * shortest augmenting paths. Some 35 nodes, so a capacity matrix is plenty.
 */
function matches(tiles: readonly TwoFacedTile[], want: Readonly<Partial<Record<TileClass, number>>>): boolean {
  const faces = (Object.keys(want) as TileClass[]).filter((f) => want[f]! > 0);
  const total = faces.reduce((n, f) => n + want[f]!, 0);
  // Nodes: 0 source, 1..F faces, F+1..F+K tile kinds, F+K+1 sink.
  const F = faces.length;
  const K = tiles.length;
  const n = F + K + 2;
  const sink = n - 1;
  // One flat typed array: the matching runs for many candidate tiles of a build list.
  const cap = new Int32Array(n * n);
  faces.forEach((f, i) => {
    cap[1 + i] = want[f]!;
    tiles.forEach((t, k) => {
      if (t.faces[0] === f || t.faces[1] === f) cap[(1 + i) * n + 1 + F + k] = total;
    });
  });
  tiles.forEach((t, k) => (cap[(1 + F + k) * n + sink] = t.count));
  let flow = 0;
  for (;;) {
    const prev = new Int32Array(n).fill(-1);
    prev[0] = 0;
    const queue = [0];
    for (let q = 0; q < queue.length && prev[sink] === -1; q++) {
      const u = queue[q]!;
      for (let v = 0; v < n; v++) {
        if (prev[v] === -1 && cap[u * n + v]! > 0) {
          prev[v] = u;
          queue.push(v);
        }
      }
    }
    if (prev[sink] === -1) break;
    let push = Infinity;
    for (let v = sink; v !== 0; v = prev[v]!) push = Math.min(push, cap[prev[v]! * n + v]!);
    for (let v = sink; v !== 0; v = prev[v]!) {
      cap[prev[v]! * n + v]! -= push;
      cap[v * n + prev[v]!]! += push;
    }
    flow += push;
  }
  return flow === total;
}
