// Legal-move counts at fixed positions of a recorded game, pinned in a snapshot (like chess "perft" files): a change in
// move generation — flow or track — shows up here as a diff to explain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalMoves, replay, toAct, type GameRecord } from '../../../src/engine/aos/index';
import { RUST_BELT } from './random-harness';

const record = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/engine/rust-belt-deluxe-6p.json'), 'utf8')) as GameRecord;

describe('legal-move counts', () => {
  it('at every 10th position of the recorded 6-player game', () => {
    const r = replay(record, RUST_BELT, { keepStates: true });
    if (!r.ok) throw new Error('fixture refused');
    const rows: string[] = [];
    r.states!.forEach((s, i) => {
      if (i % 10 !== 0) return;
      const counts: Record<string, number> = {};
      for (const m of legalMoves(s)) counts[m.type] = (counts[m.type] ?? 0) + 1;
      const who = toAct(s);
      rows.push(`${i} r${s.round} ${s.phase} ${who ? `seat ${who.seat} ${who.decision}` : '-'}: ${JSON.stringify(counts)}`);
    });
    expect(rows.join('\n')).toMatchSnapshot();
  }, 60_000);
});
