// GamesModel's lists from the worker: the saved games, the maps and the rule systems the new-game screen offers.
import { describe, expect, it } from 'vitest';
import { GamesModel } from '../../src/ui/model/games-model';
import type { EngineClient } from '../../src/worker/client';
import type { MapInfo, RuleSystemInfo } from '../../src/worker/protocol';

const SYSTEMS: RuleSystemInfo[] = [{ id: 'age-of-steam', editions: ['deluxe', '2002'], boardKind: 'hex', players: { min: 1, max: 6 }, hiddenInformation: false }];
const MAPS: MapInfo[] = [{ id: 'rust-belt', title: 'Rust Belt', ruleSystem: 'age-of-steam', players: { min: 2, max: 6 }, ownRules: true, options: [] }];

describe('GamesModel lists', () => {
  it('refresh fills the games, the maps and the rule systems', async () => {
    const answers: Record<string, unknown> = { listGames: { ok: true, games: [] }, listMaps: MAPS, listRuleSystems: SYSTEMS };
    const client = { call: async (name: string) => answers[name] } as unknown as EngineClient;
    const games = new GamesModel(client);
    expect(games.ruleSystems.value).toEqual([]);
    expect(await games.refresh()).toEqual({ ok: true });
    expect(games.ruleSystems.value).toEqual(SYSTEMS);
    expect(games.maps.value).toEqual(MAPS);
    expect(games.loading.value).toBe(false);
  });
});
