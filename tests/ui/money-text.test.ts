// Money in words (src/ui/game/money-text.ts, issue 14 §8 and §12): the sentence the build and goods bars and the build
// panel show about the end of the round, for each outcome of the engine's roundOutlook, in English and German; and a
// delivery's profit named per owner.
import '../support/system-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { roundOutlook } from '../../src/engine/aos/round-info';
import { incomeBySeat } from '../../src/engine/aos/round-info';
import type { Delivery } from '../../src/engine/track/types';
import { othersProfit, outlookSentence } from '../../src/ui/rules/aos/money-text';
import { lang } from '../../src/ui/i18n/i18n';
import { game } from '../engine/aos/helpers';

function seat0(e: { cash: number; income: number; shares: number; engine: number }) {
  const s = game(3);
  return { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, ...e } : p)) };
}

afterEach(() => {
  lang.value = 'en';
});

describe('outlookSentence', () => {
  it('says the expenses, the cash after the build and the income lost when short', () => {
    lang.value = 'en';
    const s = seat0({ cash: 7, income: 1, shares: 4, engine: 2 });
    expect(outlookSentence(roundOutlook(s, 0, { spend: 3 })!, 'build')).toBe(
      'Expenses $6 at the end of the round; cash after this build $4, income $1 → $1 short: you lose $1 income.',
    );
    lang.value = 'de';
    expect(outlookSentence(roundOutlook(s, 0, { spend: 3 })!, 'build')).toBe(
      'Ausgaben $6 am Rundenende; Geld nach diesem Bau $4, Einkommen $1 → $1 fehlen: Du verlierst $1 Einkommen.',
    );
  });

  it('says when the seat would be out of the game, and what is left when all is paid', () => {
    lang.value = 'en';
    const s = seat0({ cash: 2, income: 1, shares: 4, engine: 2 });
    expect(outlookSentence(roundOutlook(s, 0)!, 'now')).toBe('Expenses $6 at the end of the round; cash now $2, income $1 → $3 short: you would be out of the game.');
    const rich = seat0({ cash: 20, income: 4, shares: 2, engine: 1 });
    expect(outlookSentence(roundOutlook(rich, 0, { spend: 12 })!, 'plan')).toBe('Expenses $3 at the end of the round; cash after this plan $8, income $4 → paid, $9 left.');
    expect(outlookSentence(roundOutlook(rich, 0, { engine: 1 })!, 'engine', 2)).toBe('With engine 2: expenses $4 at the end of the round; cash $20, income $4 → paid, $20 left.');
  });
});

describe('outlookSentence for the start price and a tile on top of a plan', () => {
  it('says the cash if he pays for the start, and after the plan and the ghost tile together', () => {
    lang.value = 'en';
    const s = seat0({ cash: 6, income: 0, shares: 2, engine: 1 });
    expect(outlookSentence(roundOutlook(s, 0, { spend: 5 })!, 'start')).toBe('Expenses $3 at the end of the round; cash if you pay for the start $1, income $0 → $2 short: you would be out of the game.');
    expect(outlookSentence(roundOutlook(s, 0, { spend: 4 })!, 'planTile')).toBe('Expenses $3 at the end of the round; cash after the plan and this tile $2, income $0 → $1 short: you would be out of the game.');
    lang.value = 'de';
    expect(outlookSentence(roundOutlook(s, 0, { spend: 5 })!, 'start')).toBe('Ausgaben $3 am Rundenende; Geld, wenn du für den Start zahlst, $1, Einkommen $0 → $2 fehlen: Du würdest aus dem Spiel ausscheiden.');
  });
});

describe('othersProfit', () => {
  const seats = [{ name: 'Petra' }, { name: 'Daria' }, { name: 'Viola' }];
  const d: Delivery = { from: '0,0', color: 'red', to: '3,0', route: ['a', 'b', 'c', 'd'], stops: [], incomeBy: { 0: 2, 1: 1, 2: 1 } };

  it('names each other owner with his income, not "others"', () => {
    const [, ...rest] = incomeBySeat(d, 0);
    expect(othersProfit(rest, 0, seats)).toBe(', Daria +1, Viola +1');
    expect(othersProfit(incomeBySeat({ ...d, incomeBy: { 0: 4 } }, 0), 0, seats)).toBe('');
  });
});
