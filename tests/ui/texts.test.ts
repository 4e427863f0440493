// Sentences players read (issue 14 point 6): plurals through the catalogue in English and German, money with one
// real minus sign, a map for one player count said so, and no placeholder left empty, unfilled or doubled.
import '../support/system-texts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/engine/aos/index';
import { checkSetup } from '../../src/engine/aos/setup';
import { formatText, textPlaceholders, textPlurals } from '../../src/engine/message-text';
import { checkForm, type NewGameForm } from '../../src/ui/game/new-game-model';
import { sources } from '../support/every-catalogue';
import { LANGS } from '../../src/ui/i18n/format';
import { formatMoneyChange, formatSigned, setLang, t, tReason } from '../../src/ui/i18n/i18n';
import { scoreCells } from '../../src/ui/rules/aos/panels/score-cells';
import type { ScoreLine } from '../../src/engine/aos/score';
import type { MapInfo } from '../../src/worker/protocol';
import { loadMap, setupFor } from '../engine/aos/random-harness';

afterEach(() => setLang('en'));

describe('plurals', () => {
  it('pick the form by the count in each language ("1 shares" no more)', () => {
    setLang('en');
    expect(t('ui.shares.now', { shares: 1, cash: '$5' })).toBe('You have one share and $5.');
    expect(t('ui.shares.now', { shares: 3, cash: '$5' })).toBe('You have 3 shares and $5.');
    expect(t('ui.shares.now', { shares: 0, cash: '$5' })).toBe('You have no shares and $5.');
    expect(t('ui.shares.issue', { count: 1 })).toBe('Issue 1 share');
    expect(t('ui.history.undo', { count: 1 })).toBe('Took back one move of their own turn.');
    expect(t('ui.production.pick', { n: 2 })).toBe('Choose 2 empty fields of the goods display.');
    setLang('de');
    expect(t('ui.shares.now', { shares: 1, cash: '$5' })).toBe('Du hast eine Aktie und $5.');
    expect(t('ui.shares.issue', { count: 2 })).toBe('2 Aktien ausgeben');
    expect(t('ui.history.undoCasual', { count: 2 })).toBe('Hat mit Zustimmung aller 2 Züge zurückgenommen.');
  });

  it("work in the engine's own texts (history, events, refusals)", () => {
    expect(formatMessage({ key: 'moveDesc.issueShares', params: { name: 'Ada', count: 1, cash: 5 } }, 'en')).toBe('Ada issues 1 share (+$5).');
    expect(formatMessage({ key: 'event.buildTurnEnded', params: { name: 'Ada', tiles: 1, spent: 2 } }, 'en')).toBe('Ada built 1 tile for $2.');
    expect(formatMessage({ key: 'event.delivered', params: { name: 'Ada', color: 'red', place: 'A', to: 'B', links: 1, owners: 'Ada +1' } }, 'de')).toBe(
      'Ada liefert einen Würfel der Farbe rot von A nach B über 1 Linie; Einkommen: Ada +1.',
    );
    expect(formatMessage({ key: 'event.sharesIssued', params: { name: 'Ada', count: 0, cash: 10 } }, 'en')).toBe('Ada issues no shares and now has $10.');
  });

  it('read "#" as the count, prefer an exact form, and leave a missing count visible', () => {
    const text = '{n, plural, =0 {none} one {# cube of {color}} other {# cubes}}';
    expect(formatText(text, 'en', (k) => ({ n: 1, color: 'red' })[k])).toBe('1 cube of red');
    expect(formatText(text, 'en', (k) => ({ n: 0 })[k])).toBe('none');
    expect(formatText(text, 'de', (k) => ({ n: 5 })[k])).toBe('5 cubes');
    expect(formatText(text, 'en', () => undefined)).toBe(text);
    expect(textPlaceholders(text)).toEqual(['color', 'n']);
  });
});

describe('money', () => {
  it('keeps the sign before the dollar: "−$2", never "$-2" or "+−$2"', () => {
    expect(formatMessage({ key: 'event.incomeCollected', params: { name: 'Ada', amount: -2, cash: 3 } }, 'en')).toBe('Ada collects −$2 and has $3.');
    setLang('de');
    expect(tReason({ key: 'event.incomeReduced', params: { name: 'Ada', from: 1, to: -1 } })).toBe('Das Einkommen von Ada sinkt von $1 auf −$1.');
    expect(formatMoneyChange(-3)).toBe('−$3');
    expect(formatMoneyChange(4)).toBe('+$4');
    expect(formatMoneyChange(-0)).toBe('$0');
  });
});

describe('negative numbers', () => {
  /** Every catalogue text (engine, board, UI) with every placeholder, counts too, filled with a negative number. */
  const negatives = sources.flatMap(({ catalogue }) =>
    Object.entries(catalogue).flatMap(([key, m]) => LANGS.map((lang) => ({ key, lang, text: formatText(m[lang], lang, () => -6) }))),
  );

  it('print every negative number with a real minus, never an ASCII hyphen before a digit ("−3 points per share (-6 points)")', () => {
    expect(negatives.some((x) => x.key === 'ui.shares.costPoints')).toBe(true);
    const mixed = negatives.filter((x) => /-\d/.test(x.text)).map((x) => `${x.key} (${x.lang}): ${x.text}`);
    expect(mixed).toEqual([]);
    setLang('de');
    expect(t('ui.shares.costPoints', { points: -6 })).toBe('Am Ende: −3 Punkte je Aktie (−6 Punkte).');
    expect(formatSigned(-6)).toBe('−6');
    expect(formatSigned(-0)).toBe('0');
  });

  it('in the end-game table too: "2 × −3 = −6", a total below zero with the same minus', () => {
    const line: ScoreLine = { seat: 0, income: -2, incomePoints: -6, segments: 3, shares: 2, sharesPenalty: 6, total: -9, rank: 1, winner: true, eliminated: false, scoring: 'points', cash: 0, cashBefore: 0 };
    const { cells, total } = scoreCells(line);
    expect(cells).toEqual(['−2 × 3 = −6', '3', '2 × −3 = −6']);
    expect(total).toBe('−9');
    expect(scoreCells({ ...line, shares: 0, sharesPenalty: 0 }).cells[2]).toBe('0 × −3 = 0');
    expect(scoreCells({ ...line, scoring: 'money', cashBefore: 12, total: 2, shares: 2, sharesPenalty: 10 })).toEqual({ cells: ['$12', '2 × −$5 = −$10'], total: '$2' });
  });
});

describe('player counts', () => {
  const barbados: MapInfo = { id: 'barbados', title: 'Barbados', ruleSystem: 'age-of-steam', players: { min: 1, max: 1 }, ownRules: true, options: [] };
  const form: NewGameForm = { ruleSystem: 'age-of-steam', edition: 'deluxe', mapId: 'barbados', seats: [{ name: 'A', color: 'blue' }, { name: 'B', color: 'green' }], seedText: '1', casual: false, mapOptions: [], title: '' };

  it('say "for one player" or "for exactly N players" when a map allows one count, not "1–1 players"', () => {
    expect(tReason(checkForm(form, barbados)!)).toBe('Barbados is for one player; you have 2.');
    expect(tReason(checkForm({ ...form, seats: form.seats.slice(0, 1) }, { ...barbados, players: { min: 3, max: 3 } })!)).toBe('Barbados is for exactly 3 players; you have 1.');
    setLang('de');
    expect(tReason(checkForm(form, barbados)!)).toBe('Barbados ist für einen Spieler; ihr seid 2.');
  });

  it('in the engine\'s refusal too', () => {
    const setup = setupFor(2, 'deluxe', 1, loadMap('barbados'));
    const r = checkSetup(setup)!;
    expect(formatMessage(r, 'en')).toBe('This map is for one player, not 2.');
    expect(formatMessage(r, 'de')).toBe('Diese Karte ist für einen Spieler, nicht für 2.');
  });
});

/** Every catalogue text filled with a distinct token per placeholder, for counts 0, 1, 2 and 5. */
function rendered(): { key: string; lang: string; text: string }[] {
  const out: { key: string; lang: string; text: string }[] = [];
  for (const { catalogue } of sources) {
    for (const [key, m] of Object.entries(catalogue)) {
      for (const lang of LANGS) {
        const counts = new Set(textPlurals(m[lang]).map((p) => p.name));
        for (const n of [0, 1, 2, 5]) out.push({ key, lang, text: formatText(m[lang], lang, (k) => (counts.has(k) ? n : `‹${k}›`)) });
      }
    }
  }
  return out;
}

describe('catalogue texts, filled', () => {
  const texts = rendered();

  it('leave no placeholder unfilled and no plural form missing for the language', () => {
    const bad = texts.filter((x) => /[{}]/.test(x.text)).map((x) => `${x.key} (${x.lang}): ${x.text}`);
    expect(bad).toEqual([]);
    for (const { catalogue } of sources) {
      for (const [key, m] of Object.entries(catalogue)) {
        for (const lang of LANGS) {
          for (const p of textPlurals(m[lang])) {
            const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c === 'other' || c === 'one');
            for (const c of needed) expect(p.selectors, `${key} (${lang}) ${p.name}`).toContain(c);
          }
        }
      }
    }
  });

  it('never put the same value twice in a row ("Ada Ada agrees") or a hyphen beside a money minus', () => {
    const doubled = texts.filter((x) => /(‹\w+›)\s*\1/.test(x.text)).map((x) => `${x.key} (${x.lang})`);
    expect(doubled).toEqual([]);
    const hyphen = texts.filter((x) => /-\s*\$|\$\s*[-−]|[-−]\s*‹(cost|cash|amount|income|spent|due|paid|price)›/.test(x.text)).map((x) => `${x.key} (${x.lang}): ${x.text}`);
    expect(hyphen).toEqual([]);
  });

  it('hedge no plural ("move(s)", "Zug/Züge"): a count picks its form', () => {
    const hedged = texts.filter((x) => /\w\((s|e|n|en|er)\)|Zug\/Züge/.test(x.text)).map((x) => `${x.key} (${x.lang}): ${x.text}`);
    expect(hedged).toEqual([]);
    expect(tReason({ key: 'undo.notAllowed', params: { count: 1 } })).toBe('Only one move can be taken back now.');
  });

  it('leave no gap where a value was empty: no doubled spaces, no space before a comma or full stop, no empty brackets', () => {
    const gaps = texts.filter((x) => / {2}| [,.;]|\(\s*\)/.test(x.text)).map((x) => `${x.key} (${x.lang}): ${x.text}`);
    expect(gaps).toEqual([]);
  });
});

describe('the screens pass no empty placeholder values', () => {
  const UI = join(import.meta.dirname, '../../src/ui');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !n.includes('.test.') ? [p] : [];
    });

  it("no t(key, { x: '' }) and no t(key, { x: cond ? … : '' }): a text of its own instead (e.g. 'straight: tile , $2')", () => {
    const bad: string[] = [];
    for (const f of files(UI)) {
      for (const [i, line] of readFileSync(f, 'utf8').split('\n').entries()) {
        if (/\bt\(\s*['`][^'`]+['`]\s*,\s*\{[^}]*:\s*[^,}]*(''|"")\s*[,}]/.test(line)) bad.push(`${f.slice(UI.length)}:${i + 1}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('the casual undo', () => {
  it("asks each player's agreement beside their badge without their name again", () => {
    setLang('en');
    expect(t('ui.undo.agree', { name: 'Ada' })).toBe('agrees');
    expect(t('ui.undo.takesBack', { move: 'Ada bids $3.' })).toBe('The move taken back: Ada bids $3.');
  });
});

