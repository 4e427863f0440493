// Bundled boards by id: each file (a hex map of assets/maps or a lattice board of assets/lattice) is loaded on first
// use and checked with the engine's validator for its kind.
import type { GameBoard } from '../engine/api';
import { LATTICE_SCHEMA } from '../engine/lattice/types';
import { parseLattice } from '../engine/lattice/validate';
import { parseMap } from '../engine/map/validate';
import type { Reason } from '../engine/reason';

/** Loads and validates bundled maps by id. */
export interface MapSource<M extends GameBoard = GameBoard> {
  ids(): string[];
  load(id: string): Promise<{ ok: true; map: M } | { ok: false; reason: Reason }>;
}

export type MapParser<M extends GameBoard = GameBoard> = (json: unknown) => { ok: true; map: M } | { ok: false; errors: string[] };

/** A bundled board of either kind: the lattice validator for a file that names the lattice schema, else the map one. */
export function parseBoard(json: unknown): { ok: true; map: GameBoard } | { ok: false; errors: string[] } {
  if (typeof json === 'object' && json !== null && (json as { schema?: unknown }).schema === LATTICE_SCHEMA) {
    const res = parseLattice(json);
    return res.ok ? { ok: true, map: res.board } : res;
  }
  return parseMap(json);
}

/**
 * A MapSource over lazily imported JSON modules, keyed by file path (as import.meta.glob gives them);
 * the id is the file name without ".json". A file that fails validation is refused with its first problems.
 */
export function mapSource<M extends GameBoard>(loaders: Record<string, () => Promise<unknown>>, parse: MapParser<M>): MapSource<M> {
  const byId = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const id = path.split('/').pop()!.replace(/\.json$/, '');
    byId.set(id, load);
  }
  // A board being loaded is shared by every caller until it is parsed (the worker's start-up hint and the game's opening
  // ask for the same one at once: one fetch, one parse); only a good board is kept, so a failed load may be tried again.
  const loads = new Map<string, Promise<{ ok: true; map: M } | { ok: false; reason: Reason }>>();
  const loadOnce = async (id: string): Promise<{ ok: true; map: M } | { ok: false; reason: Reason }> => {
    const load = typeof id === 'string' ? byId.get(id) : undefined;
    if (!load) return { ok: false, reason: { key: 'map.notFound', params: { id: String(id).slice(0, 40) } } };
    const res = parse(await load());
    if (!res.ok) return { ok: false, reason: { key: 'map.invalid', params: { id, detail: res.errors.slice(0, 3).join('; ') } } };
    if (res.map.id !== id) return { ok: false, reason: { key: 'map.invalid', params: { id, detail: `file holds map ${res.map.id}` } } };
    return { ok: true, map: res.map };
  };
  return {
    ids: () => [...byId.keys()].toSorted(),
    load(id: string): Promise<{ ok: true; map: M } | { ok: false; reason: Reason }> {
      let p = loads.get(id);
      if (!p) {
        p = loadOnce(id);
        loads.set(id, p);
        p.then(
          (res) => res.ok || loads.delete(id),
          () => loads.delete(id),
        );
      }
      return p;
    },
  };
}
