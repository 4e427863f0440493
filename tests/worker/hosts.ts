// Worker hosts for the host tests: a RegistryHost over a real (fake-indexeddb) store, one fresh database per test,
// every store closed after it. Hosts made in one test share its database, as two tabs do. And a watch on a rule
// system that tells which state the host held behind a view it sent, so a test can compare whole states (generator
// included) while only views leave the host.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import type { AnyRuleSystem, RuleSystem, SystemTypes } from '../../src/engine/rule-system';
import type { RuleSystemSource } from '../../src/engine/rule-systems';
import { factsOf } from '../fixtures/rule-systems';
import { GameStore } from '../../src/store/game-store';
import { RegistryHost } from '../../src/worker/host';
import type { MapSource } from '../../src/worker/maps';
import type { NewGameRequest, WorkerApi } from '../../src/worker/protocol';

/** Ada and Bo (and Cy) at a fixture system's table on the fixture map `tiny` (fixture-maps.ts). */
export function fixtureGame(ruleSystem: string, seed: number, seats = 2): NewGameRequest {
  const all: NewGameRequest['seats'] = [
    { name: 'Ada', color: 'blue' },
    { name: 'Bo', color: 'green' },
    { name: 'Cy', color: 'yellow' },
  ];
  return { ruleSystem, edition: 'standard', map: 'tiny', seats: all.slice(0, seats), seed };
}

/** A source that hands out exactly these systems (a test's fixtures, or a changed version of one). */
export function sourceOf(...systems: AnyRuleSystem[]): RuleSystemSource {
  const byId = (id: string) => systems.find((s) => s.id === id)!;
  return { ids: systems.map((s) => s.id), facts: (id) => factsOf(byId(id)), load: async (id) => byId(id) };
}

/**
 * Registers the per-test database (named `<prefix>-<n>`) and returns how to open a host on it. Game ids name `label`
 * and the test, so hosts of two versions never hand out the same id.
 */
export function hostsOn(prefix: string, maps: () => MapSource) {
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
  return async function newHost<T extends SystemTypes>(systems: RuleSystemSource, label = 'h') {
    const store = await GameStore.open(dbName);
    stores.push(store);
    let ids = 0;
    const host = new RegistryHost({ systems, store, maps: maps(), now: () => ++clock, newId: () => `g-${label}-${++ids}-${n}` });
    return { host: host as unknown as WorkerApi<T>, store };
  };
}

/** The host's game list (a failure fails the test). */
export async function listed(host: Pick<WorkerApi, 'listGames'>) {
  const res = await host.listGames();
  if (!res.ok) throw new Error(res.reason.key);
  return res.games;
}

/**
 * `system` with a watch on its viewFor: `stateOf(view)` is the whole state the host drew that view from (the views a
 * host sends are the objects viewFor made; nothing is cloned in a test).
 */
export function watched<T extends SystemTypes>(system: RuleSystem<T>) {
  const states = new WeakMap<object, T['state']>();
  const spy: RuleSystem<T> = {
    ...system,
    viewFor(state, viewer) {
      const view = system.viewFor(state, viewer);
      if (typeof view === 'object' && view !== null) states.set(view, state);
      return view;
    },
  };
  return {
    system: spy,
    stateOf(view: T['view']): T['state'] {
      const state = states.get(view as object);
      if (state === undefined) throw new Error('not a view this system drew');
      return state;
    },
  };
}
