// Steam's money in words (src/ui/rules/steam/money-text.ts): what a payment does in the basic game (cash, then $5
// loans that cost income, at −$10 VP) and the standard game (cash short or not), what the end of the round does (the
// engine's roundOutlook), and a delivery's points per owner — in English and German, with the engine's own figures.
import '../../support/system-texts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentFor } from '../../../src/engine/steam/finance';
import { roundOutlook } from '../../../src/engine/steam/queries';
import { lang, ruleSystemShown } from '../../../src/ui/i18n/i18n';
import { outlookText, payText, pointsText } from '../../../src/ui/rules/steam/money-text';
import { startSteam, withSeats } from '../../engine/steam/helpers';

beforeEach(() => {
  ruleSystemShown.value = 'steam';
  lang.value = 'en';
});
afterEach(() => {
  ruleSystemShown.value = null;
  lang.value = 'en';
});

const seat = (cash: number, income: number, vp = 0) => ({ cash, income, vp, engine: 1, bankrupt: false, bankruptInRound: null, action: null, forgone: false, performed: false, hasBuilt: false, tilesBuilt: 0, deliveries: 0, borrowed: 0 });

describe('payText', () => {
  it('says the borrowing a basic-game price needs: "you borrow $5, income −1"', () => {
    expect(payText(4, paymentFor('basic', seat(0, 0), 4), 0)).toBe('This costs $4: you borrow $5, income −1; $1 cash left.');
    expect(payText(4, paymentFor('basic', seat(6, 0), 4), 6)).toBe('This costs $4: paid in cash, $2 left.');
    lang.value = 'de';
    expect(payText(12, paymentFor('basic', seat(1, 3), 12), 1)).toBe('Das kostet $12: Du nimmst $15 auf, Einkommen −3; $4 Geld bleiben.');
  });

  it('names the VP a loan costs at −$10 income, and a price that cannot be paid', () => {
    expect(payText(3, paymentFor('basic', seat(0, -10, 4), 3), 0)).toBe('This costs $3: you borrow $5 at −$10 income, −2 VP; $2 cash left.');
    expect(payText(8, paymentFor('basic', seat(0, -9, 4), 8), 0)).toBe('This costs $8: you borrow $10, income −1 and −2 VP; $2 cash left.');
    expect(payText(8, paymentFor('basic', seat(0, -10, 1), 8), 0)).toBe('This costs $8: more than your cash and all you can still borrow.');
  });

  it('says in the standard game only whether cash suffices', () => {
    expect(payText(8, paymentFor('standard', seat(5, 0), 8), 5)).toBe('This costs $8 but you have $5: cash is short.');
    expect(payText(3, paymentFor('standard', seat(5, 0), 3), 5)).toBe('This costs $3: paid in cash, $2 left.');
    expect(payText(0, paymentFor('standard', seat(5, 0), 0), 5)).toBe('This costs nothing.');
  });

  it('takes the shortage from the engine’s answer, never from its own sum', () => {
    // An engine rule that found $5 short for $3 (say, cash set aside) is said as it is, not reckoned again here.
    expect(payText(3, { ...paymentFor('standard', seat(5, 0), 3), shortOfCash: true }, 5)).toBe('This costs $3 but you have $5: cash is short.');
  });
});

describe('outlookText', () => {
  it('says what the income phase pays or takes, as the engine sees it', () => {
    const s = startSteam({ players: 3, startOrder: 'random' });
    const rich = withSeats(s, { 0: { cash: 3, income: 4 } });
    expect(outlookText(roundOutlook(rich, 0), rich.players[0]!)).toBe('End of the round: you receive $4; cash then $7.');
    const poor = withSeats(s, { 0: { cash: 0, income: -3, vp: 0 } });
    expect(outlookText(roundOutlook(poor, 0), poor.players[0]!)).toBe('End of the round: you pay $3; income −3 → −4, cash $2.');
    const broke = withSeats(s, { 0: { cash: 0, income: -10, vp: 0 } });
    expect(outlookText(roundOutlook(broke, 0), broke.players[0]!)).toBe('End of the round: you must pay $10 and cannot: you would go bankrupt.');
  });

  it('names the engine costs of the standard game', () => {
    const s = withSeats(startSteam({ players: 3, edition: 'standard' }), { 1: { cash: 2, income: 5, engine: 2 } });
    expect(outlookText(roundOutlook(s, 1), s.players[1]!)).toBe('End of the round: income $5 less engine costs $2: you receive $3; cash then $5.');
    lang.value = 'de';
    expect(outlookText(roundOutlook(s, 1), s.players[1]!)).toBe('Rundenende: Einkommen $5 abzüglich Lokkosten $2: Du erhältst $3; dann $5 Geld.');
  });
});

describe('pointsText', () => {
  it('names the points per owner, the mover first: "you +3, Bo +1"', () => {
    const seats = [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }];
    expect(pointsText({ 0: 1, 2: 3 }, 2, seats)).toBe('you +3, Ada +1');
    lang.value = 'de';
    expect(pointsText({ 1: 2 }, 1, seats)).toBe('du +2');
  });
});

describe('the points decision in words', () => {
  it('says one point in the singular, in both languages', async () => {
    const { t } = await import('../../../src/ui/i18n/i18n');
    expect(t('ui.points.yourDelivery', { n: 1 })).toBe('Your delivery earns you 1 point.');
    expect(t('ui.points.yourDelivery', { n: 3 })).toBe('Your delivery earns you 3 points.');
    lang.value = 'de';
    expect(t('ui.points.otherDelivery', { n: 1, name: 'Bo' })).toBe('Der Transport von Bo nutzte deine Verbindungen: 1 Punkt für dich.');
  });
});
