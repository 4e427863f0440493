// Spike's bot levels at the worker (issue 21 points 1-2): the table is offered easy, medium and hard (never the
// baseline reference), and a game whose seats are all bots of the three levels plays to its end through playBot —
// the gift, the advanced game's private choice of sides and route card, every turn — with no stand-in ever needed
// and no hand-over (a bot's private decision is its own), and offers Suggest.
import { describe, expect, it } from 'vitest';
import type { SpikeSystemTypes } from '../../../src/engine/spike/module';
import { ruleSystems } from '../../../src/engine/rule-systems';
import { mapSource, parseBoard } from '../../../src/worker/maps';
import { hostsOn } from '../../worker/hosts';

const maps = mapSource({ ...import.meta.glob('../../../assets/lattice/*.json', { import: 'default' }) }, parseBoard);
const hostOn = hostsOn('spike', () => maps);
const newHost = () => hostOn<SpikeSystemTypes>(ruleSystems, 'spike').then((h) => h.host);

describe('Spike bots at the worker', () => {
  it('are offered as easy, medium and hard, with Suggest', async () => {
    const facts = await (await newHost()).botFacts('spike');
    expect(facts).toEqual({ ok: true, levels: ['easy', 'medium', 'hard'], hint: true });
  });

  it('play a whole advanced game of three levels through playBot, private decisions included, with no stand-in', async () => {
    const host = await newHost();
    const made = await host.createGame(
      {
        ruleSystem: 'spike',
        edition: 'advanced',
        map: 'spike-eastern-us',
        seats: [
          { name: 'Ada', color: 'blue', bot: 'hard' },
          { name: 'Bo', color: 'green', bot: 'medium' },
          { name: 'Cy', color: 'yellow', bot: 'easy' },
        ],
        seed: 99,
      },
      'table',
    );
    if (!made.ok) throw new Error(made.reason.key);
    const id = made.snapshot.head.id;
    const decisions = new Set<string>();
    let moves = 0;
    for (let toAct = made.snapshot.toAct; toAct !== null && moves < 2000; moves++) {
      decisions.add(toAct.decision);
      const r = await host.playBot(id, moves, 'table');
      if (!r.ok) throw new Error(r.reason.key);
      expect(r.fallback).toBeUndefined();
      toAct = r.snapshot.toAct;
    }
    expect(moves).toBeLessThan(2000);
    for (const d of ['chooseSetup', 'gift', 'placeLoco', 'action']) expect(decisions).toContain(d);
  }, 120_000);
});
