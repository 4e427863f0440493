// The conformance suite every rule system passes (issue 15, point 6): every registered system (through the registry)
// and the two fixture systems play random games by their legal moves, and at every position: the invariants hold,
// the state is plain JSON and its snapshot gives it back, toAct/head/legalMoves agree, apply never changed the state it
// was given (every state is deep-frozen before its move), and no viewer is shown another seat's secrets. At the end,
// the record of the moves replays to the same state. Age of Steam's states are not frozen by the engine itself (it
// copies before it changes), so what is tested is the promise it makes: apply never writes to its input.
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import type { GameRecord } from '../../src/engine/api';
import { replay, toRecord } from '../../src/engine/record';
import type { AnyRuleSystem } from '../../src/engine/rule-system';
import { isRuleSystemId, RULE_SYSTEM_IDS, ruleSystems } from '../../src/engine/rule-systems';
import { counting, fixtureMap, hiddenCardsSystem, type CardsLeaks } from '../fixtures/rule-systems/index';
import { fixtureCases, registeredCases, type Case } from './conformance/cases';
import { decisionProblems, deepFreeze, plainJsonProblems, snapshotProblems } from './conformance/checks';
import { leakProblems } from './conformance/leaks';
import { botPlayout, randomPlayout } from './conformance/playout';

/** How often the dearer checks (snapshot, every viewer's view as JSON) run: every position of short games, a sample of long ones. */
const every = (moves: number) => Math.max(1, Math.floor(moves / 40));

function conforms(c: Case, by: 'random' | 'bot' = 'random'): string[] {
  const { system, setup } = c;
  const seats = setup.seats.length;
  const problems: string[] = [];
  const say = (where: string, ps: string[]) => ps.slice(0, 3).forEach((p) => problems.push(`${where}: ${p}`));
  say('map', plainJsonProblems('map', setup.map));
  const game = (by === 'bot' ? botPlayout : randomPlayout)(system, setup, c.pick, { onState: (s) => deepFreeze(s) });
  say('playout', game.problems);
  const check = (state: unknown, legal: unknown[], label: string, sample: boolean) => {
    say(label, system.invariants(state));
    const { map: _map, ...rest } = state as Record<string, unknown>;
    say(label, plainJsonProblems('state', rest));
    say(label, decisionProblems(system, state, legal));
    if (sample) {
      if (!isDeepStrictEqual(structuredClone(state), state)) problems.push(`${label}: a structured clone of the state differs from it`);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state)) problems.push(`${label}: the state does not survive JSON`);
      say(label, snapshotProblems(system, state, setup.map));
      for (const v of ['table', ...Array.from({ length: seats }, (_, seat) => ({ seat }))] as const) {
        const { map: _m, ...view } = { ...(system.viewFor(state, v) as Record<string, unknown>) };
        say(label, plainJsonProblems(`view for ${JSON.stringify(v)}`, view));
        say(label, plainJsonProblems(`summary for ${JSON.stringify(v)}`, system.summary(state, v)));
      }
    }
  };
  check(game.start, game.startLegal, 'start', true);
  say('start', leakProblems(system, seats, game.start, game.startEvents));
  const n = every(game.steps.length);
  game.steps.forEach((step, i) => {
    const label = `move ${i} ${JSON.stringify(step.move)}`;
    check(step.after, step.legal, label, i % n === 0);
    say(label, plainJsonProblems('events', step.events));
    say(label, leakProblems(system, seats, step.after, step.events, step));
  });
  // Replay equals play, from the setup and from the final state's own record, each through JSON as a file is.
  const moves = game.steps.map((s) => s.move);
  for (const [from, record] of [
    ['setup', toRecord(system, setup, moves)],
    ['final state', toRecord(system, game.final, moves)],
  ] as const) {
    const r = replay(system, JSON.parse(JSON.stringify(record)) as GameRecord, setup.map);
    if (!r.ok) problems.push(`the record from the ${from} does not replay: ${r.reason.key} at move ${r.atMove}`);
    else if (!isDeepStrictEqual(r.state, game.final)) problems.push(`the record from the ${from} replays to another state`);
  }
  return problems;
}

describe('conformance: the registry', () => {
  it('loads every registered system under its own id, with editions, a version and a seat range', async () => {
    expect(RULE_SYSTEM_IDS).toContain('age-of-steam');
    for (const id of RULE_SYSTEM_IDS) {
      const system: AnyRuleSystem = await ruleSystems.load(id);
      expect(system.id).toBe(id);
      expect(system.editions.length).toBeGreaterThan(0);
      expect(system.version.length).toBeGreaterThan(0);
      expect(system.players.min).toBeLessThanOrEqual(system.players.max);
      for (const q of system.privateQueries) expect(Object.hasOwn(system.queries, q), q).toBe(true);
      // The registry's static facts (read without loading the code) are the module's own.
      const { id: _, editions, boardKind, players, hiddenInformation } = system;
      expect(ruleSystems.facts(id)).toEqual({ id, editions: [...editions], boardKind, players, hiddenInformation });
    }
    expect(isRuleSystemId('no-such-game')).toBe(false);
    await expect(ruleSystems.load('no-such-game')).rejects.toThrow();
  });
});

describe('conformance: every registered system', async () => {
  const cases = await registeredCases();
  for (const c of cases) {
    it(`${c.name}: random legal playout keeps invariants, JSON, privacy; replay equals play`, () => {
      expect(conforms(c)).toEqual([]);
    }, 120_000);
  }
  // Random legal moves end games early (seats go bankrupt); the system's bot plays whole games, from seat views.
  for (const c of cases.filter((x, i) => x.system.bot && cases.findIndex((y) => y.system === x.system && y.setup.seats.length > 2) === i)) {
    it(`${c.name}: a whole game by the system's bot, from each seat's view, keeps the same promises`, () => {
      expect(conforms(c, 'bot')).toEqual([]);
    }, 120_000);
  }
});

describe('conformance: the fixture systems', () => {
  for (const c of fixtureCases()) {
    it(`${c.name}: random legal playout keeps invariants, JSON, privacy; replay equals play`, () => {
      expect(conforms(c)).toEqual([]);
    });
    it(`${c.name}: the fixture's bot, from each seat's view, keeps the same promises`, () => {
      expect(conforms(c, 'bot')).toEqual([]);
    });
  }

  it('the hidden-cards fixture has secrets to find: seats hold cards, and the hand query is private', () => {
    const c = fixtureCases().find((x) => x.system.id === 'hidden-cards')!;
    const game = randomPlayout(c.system, c.setup, c.pick);
    const held = [game.start, ...game.steps.map((s) => s.after)].filter((s) => c.system.secretsOf(s, 0).length > 0);
    expect(held.length).toBeGreaterThan(0);
    expect(c.system.privateQueries).toEqual(['hand']);
  });
});

describe('conformance: the leak test can fail', () => {
  const leaks: CardsLeaks[] = [{ view: true }, { describe: true }, { event: true }, { summary: true }, { query: true }, { seed: true }];
  for (const leak of leaks) {
    it(`finds the leak when the hidden-cards fixture leaks through ${Object.keys(leak)[0]}`, () => {
      const system = hiddenCardsSystem({ leaks: leak });
      const setup = { ruleSystem: system.id, edition: 'standard', map: fixtureMap(), seats: [0, 1, 2].map((i) => ({ name: `P${i}`, color: (['blue', 'green', 'yellow'] as const)[i]! })), seed: 42 };
      const problems = conforms({ name: 'leaky', system, setup, pick: 3 });
      expect(problems.some((p) => / shows seat \d's secret |does not declare hiddenInformation/.test(p))).toBe(true);
    });
  }
});

describe('conformance: the frozen-input check can fail', () => {
  it('a system whose apply writes to the state it was given is caught (the state is frozen)', () => {
    const careless: typeof counting = {
      ...counting,
      apply(s, m) {
        // A careless cache on the input: any write to a state it was given.
        (s as unknown as Record<string, unknown>).lastMove = m.type;
        return counting.apply(s, m);
      },
    };
    const setup = { ruleSystem: careless.id, edition: 'standard', map: fixtureMap(), seats: [{ name: 'A', color: 'blue' as const }], seed: 5 };
    expect(() => conforms({ name: 'careless', system: careless, setup, pick: 1 })).toThrow(TypeError);
  });
});
