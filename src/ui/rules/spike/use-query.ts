// A panel's question to the engine worker (a Spike query), asked again whenever the position or the arguments change;
// null while it is being asked or when the worker refused (the panel then shows what it has without the answer).
import { useEffect, useState } from 'preact/hooks';
import type { QueryArgs, QueryName } from '../../../worker/protocol';
import type { SpikeGame, SpikeQueryResult, SpikeTypes } from './types';

export function useSpikeQuery<K extends QueryName<SpikeTypes>>(game: SpikeGame, name: K, ...args: QueryArgs<K, SpikeTypes>): SpikeQueryResult<K> | null {
  const [value, setValue] = useState<SpikeQueryResult<K> | null>(null);
  // Every accepted move or undo changes the move count; a new viewer (after "I am …") may see more.
  const moves = game.moveCount.value;
  const viewer = JSON.stringify(game.viewer.value);
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    setValue(null);
    void game.query(name, ...args).then((r) => live && setValue(r.ok ? r.value : null));
    return () => {
      live = false;
    };
  }, [game, name, key, moves, viewer]);
  return value;
}
