// Game records (docs/game-record.md), with Age of Steam as the system: recorded self-play games replay to their stored
// summaries; bad records are answered with a reason and the move index; a record file is read by the kernel and its
// options checked by Age of Steam; undo barriers follow the random events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  isUndoBarrier,
  legalMoves,
  replay,
  summary,
  toRecord,
  undoableCount,
  type AosMove,
  type GameRecord,
} from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import { ageOfSteam } from '../../../src/engine/aos/module';
import { parseRecord, parseSetupOptions, readRecord, replay as replayWith, toRecord as toRecordWith } from '../../../src/engine/record';
import { counting, fixtureMap } from '../../fixtures/rule-systems/index';
import { game } from './helpers';

const dir = join(import.meta.dirname, '../../fixtures/engine');
const RUST_BELT = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/rust-belt.json'), 'utf8')) as BoardMap;
const load = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;

/** undoableCount's stop predicate over a list of stops, newest last. */
const stops = (list: boolean[]) => (i: number) => list[i]!;

describe('recorded games', () => {
  for (const name of ['rust-belt-deluxe-3p', 'rust-belt-2002-5p', 'rust-belt-deluxe-6p']) {
    it(`${name} replays to the end with its stored summary`, () => {
      const r = replay(load(`${name}.json`) as GameRecord, RUST_BELT);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.state.phase).toBe('gameOver');
      expect(summary(r.state)).toEqual(load(`${name}.summary.json`));
    });
  }

  it('a Southern U.S. record written by engine 0.1.0 (base rules then) replays by the base rules to its stored summary', () => {
    const sus = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/southern-us.json'), 'utf8')) as BoardMap;
    const rec = load('southern-us-deluxe-3p-0.1.0.json') as GameRecord;
    expect(rec.engineVersion).toBe('0.1.0');
    expect(rec.options?.baseRules).toBeUndefined();
    const r = replay(rec, sus);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.options.variant).toBe('rust-belt');
    expect(summary(r.state)).toEqual(load('southern-us-deluxe-3p-0.1.0.summary.json'));
    // Played by the map's own rules, the same moves break down: the record must not be read that way.
    expect(replay({ ...rec, engineVersion: '0.2.0' }, sus).ok).toBe(false);
  });

  it('a refused move stops the replay with its index and reason', () => {
    const rec = load('rust-belt-deluxe-3p.json') as GameRecord<AosMove>;
    const broken = { ...rec, moves: rec.moves.map((m, i) => (i === 5 ? { ...m, seat: (m.seat + 1) % 3 } : m)) };
    const r = replay(broken, RUST_BELT);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.atMove).toBe(5);
      expect(r.reason.key).toBe('turn.notYourTurn');
    }
  });

  it('refuses a record of another format or for another map', () => {
    const rec = load('rust-belt-deluxe-3p.json') as GameRecord;
    expect(replay({ ...rec, format: 'x' as never }, RUST_BELT)).toEqual({ ok: false, reason: { key: 'record.format', params: { format: 'x' } }, atMove: -1 });
    expect(replay({ ...rec, map: 'germany' }, RUST_BELT)).toEqual({ ok: false, reason: { key: 'record.map', params: { expected: 'germany', given: 'rust-belt' } }, atMove: -1 });
    const seats = rec.seats.slice(0, 2);
    const r = replay({ ...rec, seats }, RUST_BELT);
    expect(r.ok ? null : r.reason.key).toBe('setup.playerCount');
  });

  it('toRecord from a state names map, seats, seed and edition; keepStates returns one state per move plus setup', () => {
    const s = game(3, '2002', 77);
    const moves: AosMove[] = [];
    let t = s;
    for (let i = 0; i < 6; i++) {
      const m = legalMoves(t)[0]!;
      const r = applyMove(t, m);
      if (!r.ok) throw new Error('refused');
      t = r.state;
      moves.push(m);
    }
    const rec = toRecord(t, moves);
    expect(rec).toMatchObject({ format: 'railhex-record/1', ruleSystem: 'age-of-steam', edition: '2002', map: 'scenario', seed: 77, options: { casualUndo: false } });
    const r = replay(rec, s.map, { keepStates: true });
    expect(r.ok && r.states?.length).toBe(7);
    expect(r.ok && r.state).toEqual(t);
  });
});

/** The 3-player fixture record's text with some fields replaced. */
const text = (over: Record<string, unknown>) => JSON.stringify({ ...(load('rust-belt-deluxe-3p.json') as object), ...over });
const key = (r: { ok: boolean; reason?: { key: string } }) => (r.ok ? null : r.reason!.key);

describe('a record file, read by the kernel and checked by its system', () => {

  it('takes a good record and keeps only the options the system knows, false flags dropped', () => {
    const r = parseRecord(text({ options: { casualUndo: true, rounds: 5, baseRules: false, easier: false } }), ageOfSteam);
    expect(r.ok && r.record.options).toEqual({ casualUndo: true, rounds: 5 });
    expect(r.ok && r.record.moves.length).toBeGreaterThan(100);
  });

  it("refuses what the file gets wrong: the kernel's shape first, then Age of Steam's edition and options", () => {
    expect(key(parseRecord('{', ageOfSteam))).toBe('import.notJson');
    expect(key(parseRecord(text({ format: 'x' }), ageOfSteam))).toBe('import.record.format');
    expect(key(parseRecord(text({ ruleSystem: 'steam' }), ageOfSteam))).toBe('import.record.ruleSystem');
    expect(key(parseRecord(text({ ruleSystem: 'Not An Id!' }), ageOfSteam))).toBe('import.record.ruleSystem');
    expect(key(parseRecord(text({ edition: '1999' }), ageOfSteam))).toBe('import.record.edition');
    expect(key(parseRecord(text({ seed: -1 }), ageOfSteam))).toBe('import.record.seed');
    expect(key(parseRecord(text({ moves: {} }), ageOfSteam))).toBe('import.record.moves');
    expect(key(parseRecord(text({ options: { rounds: 21 } }), ageOfSteam))).toBe('import.record.rounds');
    expect(key(parseRecord(text({ options: { turbo: true } }), ageOfSteam))).toBe('import.record.options');
    expect(key(parseRecord(text({ options: { casualUndo: 'yes' } }), ageOfSteam))).toBe('import.record.options');
    // The kernel alone reads any system's record up to its options; the counting fixture knows none of Age of Steam's.
    expect(readRecord(text({ ruleSystem: 'counting', edition: 'standard', options: { rounds: 5 } })).ok).toBe(true);
    expect(key(parseRecord(text({ ruleSystem: 'counting', edition: 'standard', options: { rounds: 5 } }), counting))).toBe('import.record.options');
  });

  it('one reading of setup options (parseSetupOptions) serves a record, a new-game request and toRecord alike', () => {
    expect(parseSetupOptions(ageOfSteam, undefined)).toEqual({ ok: true, options: undefined });
    expect(parseSetupOptions(ageOfSteam, { casualUndo: true, rounds: 5, baseRules: false, easier: undefined })).toEqual({ ok: true, options: { casualUndo: true, rounds: 5 } });
    expect(parseSetupOptions(ageOfSteam, { easier: false })).toEqual({ ok: true, options: undefined });
    expect(parseSetupOptions(ageOfSteam, { casualUndo: 'yes' })).toEqual({ ok: false, reason: { key: 'import.record.options' } });
    expect(parseSetupOptions(ageOfSteam, [true])).toEqual({ ok: false, reason: { key: 'import.record.options' } });
    expect(parseSetupOptions(ageOfSteam, { rounds: 99 })).toMatchObject({ ok: false, reason: { key: 'import.record.rounds' } });
    // The same options read from a record file.
    const r = parseRecord(text({ options: { casualUndo: true, rounds: 5, baseRules: false } }), ageOfSteam);
    expect(r.ok && r.record.options).toEqual(parseSetupOptions(ageOfSteam, { casualUndo: true, rounds: 5, baseRules: false }).ok && { casualUndo: true, rounds: 5 });
  });

  it('a record of one system is not replayed by another', () => {
    const rec = toRecordWith(counting, { ruleSystem: 'counting', edition: 'standard', map: fixtureMap(), seats: [{ name: 'A', color: 'blue' }], seed: 1 }, []);
    expect(replayWith(ageOfSteam, rec, fixtureMap())).toMatchObject({ ok: false, reason: { key: 'record.ruleSystem' }, atMove: -1 });
  });

  it('toRecord from a setup writes the options as the system reads them (no false flags) and leaves out none', () => {
    const setup = { ruleSystem: 'age-of-steam', edition: 'deluxe', map: RUST_BELT, seats: [{ name: 'A', color: 'blue' as const }, { name: 'B', color: 'green' as const }, { name: 'C', color: 'pink' as const }], seed: 3 };
    expect(toRecord(setup, []).options).toBeUndefined();
    expect(toRecord({ ...setup, options: { baseRules: false, easier: false } }, []).options).toBeUndefined();
    expect(toRecord({ ...setup, options: { casualUndo: false, rounds: 4 } }, []).options).toEqual({ casualUndo: false, rounds: 4 });
  });
});

describe('undo barriers', () => {
  it('moves whose events show dice or bag draws are barriers', () => {
    expect(isUndoBarrier(null, [{ type: 'bid' }])).toBe(false);
    expect(isUndoBarrier(null, [{ type: 'growthDice', group: 'light', dice: [1] }])).toBe(true);
    expect(isUndoBarrier(null, [{ type: 'productionDrawn', seat: 0, cubes: ['red'] }])).toBe(true);
    expect(isUndoBarrier(null, [{ type: 'startOrderRolled', rolls: [] }])).toBe(true);
  });

  it('only moves after the last barrier can be taken back, unless the game is casual', () => {
    expect(undoableCount(4, stops([false, true, false, false]), false)).toBe(2);
    expect(undoableCount(3, stops([false, false, true]), false)).toBe(0);
    expect(undoableCount(3, stops([false, true, false]), true)).toBe(3);
  });
});
