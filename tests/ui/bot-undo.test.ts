// The casual undo at a table with bots (src/ui/game/panels/undo.tsx): the dialog names the person's move the undo
// reaches back to (the worker's casualReach) and counts the computer moves after it, in English and German.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/worker/protocol';
import { casualUndoMoves } from '../../src/ui/game/panels/undo';
import { setLang, t } from '../../src/ui/i18n/i18n';

const move = (n: number | null, seat: number, key: string): HistoryEntry => ({ kind: 'move', logIndex: n ?? 99, n, seat, text: { key }, events: [] });
const restates = () => false;

describe('casual undo with bots', () => {
  // Ada (seat 0) moved as move 3; two bots moved after her (4, 5); an undone move stays in the log with n null.
  const entries: HistoryEntry[] = [move(1, 1, 'bot1'), move(2, 2, 'bot2'), move(null, 0, 'undone'), move(3, 0, 'ada'), move(4, 1, 'bot3'), move(5, 2, 'bot4')];

  it("names the person's move the undo reaches back to, and how many computer moves go with it", () => {
    expect(casualUndoMoves(entries, 5, 3, restates)).toEqual({ move: { key: 'ada' }, bots: 2 });
    // No bot moved after the person: the last move alone.
    expect(casualUndoMoves(entries, 5, 1, restates)).toEqual({ move: { key: 'bot4' }, bots: 0 });
    expect(casualUndoMoves([], 0, 0, restates)).toBeNull();
  });

  it('counts the computer moves in the singular and the plural, in English and German', () => {
    setLang('en');
    expect(t('ui.undo.andBots', { count: 1 })).toBe('… and the computer move after it.');
    expect(t('ui.undo.andBots', { count: 2 })).toBe('… and the 2 computer moves after it.');
    setLang('de');
    expect(t('ui.undo.andBots', { count: 1 })).toBe('… und der Zug des Computerspielers danach.');
    expect(t('ui.undo.andBots', { count: 3 })).toBe('… und die 3 Züge der Computerspieler danach.');
    setLang('en');
  });
});
