// Engine hosts for the host tests: the race fixture engine and the fixture maps over a real (fake-indexeddb) store,
// one fresh database per test, every store closed after it. Hosts made in one test share its database, as two tabs do.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { GameStore } from '../../src/store/game-store';
import type { EnginePort } from '../../src/worker/engine-port';
import { EngineHost } from '../../src/worker/host';
import { raceEngine, type RaceMove, type RaceTypes } from './fixture-engine';
import { fixtureMaps } from './fixture-maps';

/**
 * Registers the per-test database (named `<prefix>-<n>`) and returns how to open a host on it. Game ids name the
 * engine version and the test, so hosts of two engine versions never hand out the same id.
 */
export function raceHosts(prefix: string) {
  let n = 0;
  let dbName = '';
  let clock = 1_000;
  const stores: GameStore[] = [];
  beforeEach(() => {
    n += 1;
    dbName = `${prefix}-${n}`;
  });
  afterEach(() => {
    for (const s of stores.splice(0)) s.close();
  });
  return async function newHost(engine: EnginePort<RaceTypes> = raceEngine('race-1')) {
    const store = await GameStore.open<RaceMove>(dbName);
    stores.push(store as GameStore);
    let ids = 0;
    const host = new EngineHost<RaceTypes>({
      engine,
      store,
      maps: fixtureMaps(),
      now: () => ++clock,
      newId: () => `g-${engine.version}-${++ids}-${n}`,
    });
    return { host, store };
  };
}

/** The host's game list (a failure fails the test). */
export async function listed(host: EngineHost<RaceTypes>) {
  const res = await host.listGames();
  if (!res.ok) throw new Error(res.reason.key);
  return res.games;
}
