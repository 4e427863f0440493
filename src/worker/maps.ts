// Bundled maps by id: each map file is loaded on first use and checked with the engine's map validator.
import type { BoardMap } from '../engine/map/types';
import type { Reason } from '../engine/reason';

/** Loads and validates bundled maps by id. */
export interface MapSource {
  ids(): string[];
  load(id: string): Promise<{ ok: true; map: BoardMap } | { ok: false; reason: Reason }>;
}

export type MapParser = (json: unknown) => { ok: true; map: BoardMap } | { ok: false; errors: string[] };

/**
 * A MapSource over lazily imported JSON modules, keyed by file path (as import.meta.glob gives them);
 * the id is the file name without ".json". A file that fails validation is refused with its first problems.
 */
export function mapSource(loaders: Record<string, () => Promise<unknown>>, parse: MapParser): MapSource {
  const byId = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const id = path.split('/').pop()!.replace(/\.json$/, '');
    byId.set(id, load);
  }
  const cache = new Map<string, BoardMap>();
  return {
    ids: () => [...byId.keys()].toSorted(),
    async load(id: string): Promise<{ ok: true; map: BoardMap } | { ok: false; reason: Reason }> {
      const hit = cache.get(id);
      if (hit) return { ok: true, map: hit };
      const load = typeof id === 'string' ? byId.get(id) : undefined;
      if (!load) return { ok: false, reason: { key: 'map.notFound', params: { id: String(id).slice(0, 40) } } };
      const res = parse(await load());
      if (!res.ok) return { ok: false, reason: { key: 'map.invalid', params: { id, detail: res.errors.slice(0, 3).join('; ') } } };
      if (res.map.id !== id) return { ok: false, reason: { key: 'map.invalid', params: { id, detail: `file holds map ${res.map.id}` } } };
      cache.set(id, res.map);
      return { ok: true, map: res.map };
    },
  };
}
