// The table's bot pilot over a real worker host (issue 21): a person against three bots, the pilot at its fastest
// pace plays every bot turn until the person is to act; each bot move was stored before the model showed it.
import { describe, expect, it, vi } from 'vitest';
import type { AosSystemTypes } from '../../src/engine/aos/module';
import { parseMap } from '../../src/engine/map/validate';
import { ruleSystems } from '../../src/engine/rule-systems';
import { BotPilot } from '../../src/ui/model/bot-pilot';
import { GameModel } from '../../src/ui/model/game-model';
import type { EngineClient } from '../../src/worker/client';
import { mapSource } from '../../src/worker/maps';
import type { NewGameRequest } from '../../src/worker/protocol';
import { hostsOn } from './hosts';

vi.setConfig({ testTimeout: 60_000 });

const maps = mapSource(import.meta.glob('../../assets/maps/*.json', { import: 'default' }), parseMap);
const hostOn = hostsOn('bot-play', () => maps);

const REQ: NewGameRequest = {
  ruleSystem: 'age-of-steam',
  edition: 'deluxe',
  map: 'rust-belt',
  seats: [
    { name: 'Bot Ada (Easy)', color: 'blue', bot: 'easy' },
    { name: 'Bot Alan (Medium)', color: 'green', bot: 'medium' },
    { name: 'Bot Grace (Hard)', color: 'yellow', bot: 'hard' },
    { name: 'Bo', color: 'pink' },
  ],
  seed: 31337,
};

describe('bot pilot over the worker host', () => {
  it('plays the bots until the person is to act, each move stored before it is shown', async () => {
    const { host, store } = await hostOn<AosSystemTypes>(ruleSystems, 'p');
    const created = await host.createGame(REQ, 'table');
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    // What the store held when each bot move's answer reached the model.
    const storedWhenShown: [number, number][] = [];
    const client = {
      call: async (name: string, ...args: unknown[]) => {
        const res = await (host as unknown as Record<string, (...a: unknown[]) => Promise<{ ok: boolean; snapshot?: { head: { moveCount: number } } }>>)[name]!(...args);
        if (name === 'playBot' && res.ok) storedWhenShown.push([res.snapshot!.head.moveCount, (await store.getGame(id))!.moveCount]);
        return res;
      },
      onRestart: () => () => undefined,
    } as unknown as EngineClient;
    const game = GameModel.from(created.snapshot, client);
    const pilot = new BotPilot(game);
    pilot.pace.value = 'fastest';
    // Round 1 is all bots until the person (seat 3) is to act in the shares phase or later.
    await vi.waitFor(() => expect(game.toAct.value).toBe(3), { timeout: 30_000, interval: 20 });
    pilot.dispose();
    expect(storedWhenShown.length).toBeGreaterThan(0);
    for (const [shown, stored] of storedWhenShown) expect(stored).toBe(shown);
    const log = await store.readLog(id);
    expect(log).toHaveLength(game.moveCount.value);
    // Each bot move is in the log as an ordinary move of its seat.
    for (const e of log) expect(e.kind === 'move' && e.move && REQ.seats[(e.move as { seat: number }).seat]!.bot).toBeTruthy();
    game.close();
  });
});
