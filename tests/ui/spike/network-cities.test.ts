// How the Spike panels ask the worker which cities a seat's network holds (use-query.ts askNetworkCities, behind the
// contracts' and route card's "connected" marks): the public networkCities query, for the game and seat named, as the
// table; a worker that dies meanwhile is a refusal, never an unhandled rejection.
import { describe, expect, it } from 'vitest';
import { TABLE } from '../../../src/engine/rule-system';
import { WorkerCrashedError } from '../../../src/worker/client';
import { askNetworkCities } from '../../../src/ui/rules/spike/use-query';

type Call = (...args: unknown[]) => Promise<unknown>;
const clientOf = (call: Call) => ({ call }) as unknown as Parameters<typeof askNetworkCities>[2];

describe('askNetworkCities', () => {
  it('asks networkCities for the game and seat, as the table, and answers a set of cities', async () => {
    const asked: unknown[][] = [];
    const r = await askNetworkCities('g1', 2, clientOf(async (...args) => (asked.push(args), { ok: true, value: ['omaha', 'topeka'] })));
    expect(asked).toEqual([['query', 'g1', 'networkCities', [2], TABLE]]);
    expect(r.ok && [...r.value].toSorted()).toEqual(['omaha', 'topeka']);
  });

  it('a refused query marks nothing', async () => {
    await expect(askNetworkCities('g1', 0, clientOf(async () => ({ ok: false, reason: { key: 'x' } })))).resolves.toEqual({ ok: false });
  });

  it('a worker that crashes or restarts meanwhile is a refusal, not a rejection', async () => {
    await expect(askNetworkCities('g1', 0, clientOf(() => Promise.reject(new WorkerCrashedError())))).resolves.toEqual({ ok: false });
    await expect(askNetworkCities('g1', 0, clientOf(() => Promise.reject(new Error('gone'))))).resolves.toEqual({ ok: false });
  });
});
