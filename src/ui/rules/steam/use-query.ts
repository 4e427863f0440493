// A panel's question to the engine worker (a Steam query), asked again whenever the position or the arguments change;
// null while it is being asked or when the worker refused (the panel then shows what it has without the answer).
import { useEffect, useState } from 'preact/hooks';
import type { QueryArgs, QueryName } from '../../../worker/protocol';
import type { SteamGame, SteamQueryResult, SteamTypes } from './types';

export function useSteamQuery<K extends QueryName<SteamTypes>>(game: SteamGame, name: K, ...args: QueryArgs<K, SteamTypes>): SteamQueryResult<K> | null {
  const [value, setValue] = useState<SteamQueryResult<K> | null>(null);
  // Every accepted move or undo changes the move count: the answer is asked again for the new position.
  const moves = game.moveCount.value;
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    setValue(null);
    void game.query(name, ...args).then((r) => live && setValue(r.ok ? r.value : null));
    return () => {
      live = false;
    };
  }, [game, name, key, moves]);
  return value;
}
