// The history shows each move once, with place names instead of hex or field ids, newest first; the casual undo names
// the move it takes back (issue 14 point 16 and the raw-id texts of point 6).
import '../support/system-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engine/aos/selfplay';
import { restatesMove } from '../../src/engine/aos/restated';
import { applyMove, describeEvent, describeMove } from '../../src/engine/aos/index';
import { historyItems, moveLines } from '../../src/ui/game/history-model';
import { setLang, tReason } from '../../src/ui/i18n/i18n';
import type { HistoryEntry } from '../../src/ui/model';
import { loadMap, setupFor } from '../engine/aos/random-harness';

afterEach(() => setLang('en'));

/** The history of a random game as the worker builds it: each move's text and its events' texts. */
function history(map: string, players: number, seed: number): HistoryEntry[] {
  const g = playRandomGame(setupFor(players, 'deluxe', seed, loadMap(map)), seed, { keepStates: true });
  return g.moves.map((move, i) => {
    const before = g.states![i]!;
    const r = applyMove(before, move);
    if (!r.ok) throw new Error(r.reason.key);
    return { kind: 'move', logIndex: i, n: i + 1, seat: move.seat, text: describeMove(before, move), events: r.events.map((e) => describeEvent(e, r.state)) };
  });
}

const games = [history('rust-belt', 4, 11), history('germany', 3, 12), history('southern-us', 5, 13)];

describe('history lines', () => {
  it('show each move once: its own event replaces the move text and is not listed again beneath', () => {
    let replaced = 0;
    for (const entries of games) {
      for (const item of historyItems(entries, restatesMove)) {
        if (item.kind !== 'move') continue;
        const entry = entries.find((e) => e.logIndex === item.logIndex) as Extract<HistoryEntry, { kind: 'move' }>;
        const lines = [item.line, ...item.after];
        // No line restates the move a second time, and the move itself is there exactly once.
        expect(lines.filter((l) => l === entry.text || restatesMove(entry.text, l)), entry.text.key).toHaveLength(1);
        if (item.line !== entry.text) replaced++;
      }
    }
    expect(replaced).toBeGreaterThan(100);
  });

  it('name places and display fields in words in both languages, never a hex id or a field id', () => {
    const raw = /\b\d+,\d+\b|\b(?:[LD][1-6]|[A-H])\.\d\b|\{/;
    let built = 0;
    for (const lang of ['en', 'de'] as const) {
      setLang(lang);
      for (const entries of games) {
        for (const item of historyItems(entries, restatesMove)) {
          if (item.kind !== 'move') continue;
          for (const text of [item.line, ...item.after].map(tReason)) expect(text).not.toMatch(raw);
          if (item.line.key.startsWith('event.tileBuilt')) built++;
        }
      }
    }
    expect(built).toBeGreaterThan(20);
  });

  it('name the town a New City is built on ("builds New City A on Erie", not "on New City A")', () => {
    const urbanized = games.flat().flatMap((e) => (e.kind === 'move' ? [e.text, ...e.events] : [])).filter((r) => r.key === 'moveDesc.urbanize' || r.key === 'event.urbanized');
    expect(urbanized.length).toBeGreaterThan(0);
    for (const r of urbanized) expect(tReason(r)).not.toMatch(/on New City/);
  });

  it('list the newest first', () => {
    const items = historyItems(games[0]!, restatesMove);
    expect(items[0]!.logIndex).toBe(games[0]!.length - 1);
    expect(items.at(-1)!.logIndex).toBe(0);
  });
});


describe('a move and the events that restate it', () => {
  it('keeps the move text when no event restates it', () => {
    const text = { key: 'moveDesc.endBuild', params: { name: 'Ada' } };
    expect(moveLines(text, [{ key: 'event.roundStarted', params: { round: 2 } }], restatesMove)).toEqual({ line: text, after: [{ key: 'event.roundStarted', params: { round: 2 } }] });
  });
});
