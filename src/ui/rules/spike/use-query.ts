// A panel's question to the engine worker (a Spike query), asked again whenever the position, the viewer or the
// arguments change; null while it is being asked or when the worker refused (the panel then shows what it has without
// the answer). An answer is only ever shown for the question it answers: never the last city's routes for a new city.
// The network's cities likewise, for panels and drawers.
import { useEffect, useState } from 'preact/hooks';
import type { QueryArgs, QueryName } from '../../../worker/protocol';
import { TABLE } from '../../../engine/rule-system';
import { engineClient } from '../../model/engine';
import { route } from '../../route';
import type { SpikeView } from './engine';
import type { SpikeGame, SpikeQueryResult, SpikeTypes } from './types';

export function useSpikeQuery<K extends QueryName<SpikeTypes>>(game: SpikeGame, name: K, ...args: QueryArgs<K, SpikeTypes>): SpikeQueryResult<K> | null {
  // Every accepted move or undo changes the move count; a new viewer (after "I am …") may see more.
  const key = JSON.stringify([name, args, game.moveCount.value, game.viewer.value]);
  const [answer, setAnswer] = useState<{ key: string; value: SpikeQueryResult<K> | null } | null>(null);
  useEffect(() => {
    let live = true;
    void game.query(name, ...args).then((r) => live && setAnswer({ key, value: r.ok ? r.value : null }));
    return () => {
      live = false;
    };
  }, [game, key]);
  return answer && answer.key === key ? answer.value : null;
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
  const [answer, setAnswer] = useState<{ key: string; value: ReadonlySet<string> | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    void engineClient()
      .call('query', id, 'networkCities', [seat] as never, TABLE)
      .then((res) => live && setAnswer({ key, value: res.ok ? new Set(res.value as string[]) : null }));
    return () => {
      live = false;
    };
  }, [key]);
  return answer && answer.key === key ? answer.value : null;
}
