// A panel's question to the engine worker (a Spike query), asked again whenever the position, the viewer or the
// arguments change; null while it is being asked or when the worker refused (the panel then shows what it has without
// the answer). An answer is only ever shown for the question it answers: never the last city's routes for a new city.
// The network's cities likewise, for panels and drawers; both share the asking (useAnswer).
import { useEffect, useState } from 'preact/hooks';
import type { QueryArgs, QueryName } from '../../../worker/protocol';
import { TABLE } from '../../../engine/rule-system';
import type { EngineClient } from '../../../worker/client';
import { engineClient } from '../../model/engine';
import { settle } from '../../model/result';
import { route } from '../../route';
import type { SpikeView } from './engine';
import type { SpikeGame, SpikeQueryResult, SpikeTypes } from './types';

/**
 * The answer `ask` gives for the question `key` names; null while asked, when refused, or when `ask` is null (nothing
 * to ask). `ask` must settle (a worker crash is a refusal, never a rejection): it is only called again when `key` or
 * `owner` (the game model asked, where there is one) changes.
 */
function useAnswer<V>(key: string, ask: (() => Promise<{ ok: true; value: V } | { ok: false }>) | null, owner: unknown = null): V | null {
  const [answer, setAnswer] = useState<{ key: string; value: V | null } | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    void ask().then((r) => live && setAnswer({ key, value: r.ok ? r.value : null }));
    return () => {
      live = false;
    };
  }, [key, owner]);
  return answer && answer.key === key ? answer.value : null;
}

export function useSpikeQuery<K extends QueryName<SpikeTypes>>(game: SpikeGame, name: K, ...args: QueryArgs<K, SpikeTypes>): SpikeQueryResult<K> | null {
  // Every accepted move or undo changes the move count; a new viewer (after "I am …") may see more.
  const key = JSON.stringify([name, args, game.moveCount.value, game.viewer.value]);
  return useAnswer<SpikeQueryResult<K>>(key, () => game.query(name, ...args), game);
}

/**
 * The cities seat's network holds: the engine's public networkCities query for the game on screen, asked again when
 * the seat's home or track changes; null while asked. For panels and drawers alike (a drawer holds no game model:
 * the game is the one the address names, asked as the table, which may see it).
 */
export function useNetworkCities(view: SpikeView, seat: number): ReadonlySet<string> | null {
  const r = route.value;
  const id = r.name === 'game' ? r.id : null;
  const p = view.players[seat];
  const key = JSON.stringify([id, seat, p?.home ?? null, p?.track ?? []]);
  return useAnswer<ReadonlySet<string>>(key, id === null ? null : () => askNetworkCities(id, seat));
}

/** The worker's answer to networkCities for seat in game `id`, asked as the table; settled, so a worker that crashes or
 * restarts meanwhile is a refusal (no city marked), never an unhandled rejection. */
export async function askNetworkCities(id: string, seat: number, client: Pick<EngineClient, 'call'> = engineClient()): Promise<{ ok: true; value: ReadonlySet<string> } | { ok: false }> {
  const res = await settle(client.call('query', id, 'networkCities', [seat] as never, TABLE));
  return res.ok ? { ok: true, value: new Set((res as { value: string[] }).value) } : { ok: false };
}
