// A panel's question to the engine worker (a Spike query), asked again whenever the position, the viewer or the
// arguments change; null while it is being asked or when the worker refused (the panel then shows what it has without
// the answer). An answer is only ever shown for the question it answers: never the last city's routes for a new city.
import { useEffect, useState } from 'preact/hooks';
import type { QueryArgs, QueryName } from '../../../worker/protocol';
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
