// Every message in every catalogue the app merges exists in English and German with the same placeholders,
// and the translator fills parameters, follows the language switch and reports missing keys visibly.
import '../support/system-texts';
import { describe, expect, it } from 'vitest';
import { cataloguesIn } from '../../src/ui/i18n/catalogues';
import { sources, allMessages } from '../support/every-catalogue';
import { fill, pickLang, placeholders } from '../../src/ui/i18n/format';
import { lang, setLang, t, tReason } from '../../src/ui/i18n/i18n';

describe('message catalogues', () => {
  it('include the UI catalogue', () => {
    expect(sources.some((s) => s.source.endsWith('ui-messages.ts'))).toBe(true);
    expect(Object.keys(allMessages).length).toBeGreaterThan(100);
  });

  for (const { source, catalogue } of sources) {
    it(`${source}: every key has non-empty English and German with matching placeholders`, () => {
      const problems: string[] = [];
      for (const [key, m] of Object.entries(catalogue)) {
        if (!m.en.trim()) problems.push(`${key}: empty en`);
        if (!m.de.trim()) problems.push(`${key}: empty de`);
        const a = placeholders(m.en).join(',');
        const b = placeholders(m.de).join(',');
        if (a !== b) problems.push(`${key}: en {${a}} vs de {${b}}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('keeps the UI keys (ui.*) to the UI catalogue and the rule systems’ UI texts so no other catalogue can shadow or be shadowed by them', () => {
    const strays = sources
      .filter((s) => !s.source.endsWith('ui-messages.ts') && !s.system)
      .flatMap((s) => Object.keys(s.catalogue).filter((k) => k.startsWith('ui.')).map((k) => `${k} (${s.source})`));
    expect(strays).toEqual([]);
    // A system's UI text never shares a key with the shared UI texts: inside a game it would hide the shared one.
    const shared = sources.find((s) => s.source.endsWith('ui-messages.ts'))!.catalogue;
    const hidden = sources.filter((s) => s.system).flatMap((s) => Object.keys(s.catalogue).filter((k) => Object.hasOwn(shared, k)));
    expect(hidden).toEqual([]);
    for (const { source, catalogue } of sources) {
      if (source.endsWith('ui-messages.ts')) expect(Object.keys(catalogue).every((k) => k.startsWith('ui.'))).toBe(true);
    }
  });
});

describe('cataloguesIn', () => {
  it('picks exported {en, de} records and ignores other exports', () => {
    const found = cataloguesIn({ messages: { a: { en: 'A', de: 'Ä' } }, VERSION: '1', other: { x: 1 } });
    expect(found).toEqual([{ a: { en: 'A', de: 'Ä' } }]);
  });
  it('reads catalogues kept per language and marks a missing text', () => {
    const found = cataloguesIn({ msgs: { en: { a: 'A', b: 'B' }, de: { a: 'Ä' } } });
    expect(found).toEqual([{ a: { en: 'A', de: 'Ä' }, b: { en: 'B', de: '' } }]);
  });
});

describe('formatting', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('You need {cost} and have {cash}', { cost: '$4', cash: '$2' })).toBe('You need $4 and have $2');
    expect(fill('Hi {name}', {})).toBe('Hi {name}');
    expect(placeholders('{b} and {a} and {b}')).toEqual(['a', 'b']);
  });

  it('picks the browser language, English when unsupported', () => {
    expect(pickLang(['de-AT', 'en'])).toBe('de');
    expect(pickLang(['fr-FR', 'en-US'])).toBe('en');
    expect(pickLang(['fr'])).toBe('en');
  });

  it('translates in the current language and switches', () => {
    setLang('en');
    expect(t('ui.home.new')).toBe('New game');
    expect(t('ui.shares.issue', { count: 3 })).toBe('Issue 3 shares');
    setLang('de');
    expect(lang.value).toBe('de');
    expect(t('ui.home.new')).toBe('Neues Spiel');
    expect(tReason({ key: 'ui.shares.issue', params: { count: 2 } })).toBe('2 Aktien ausgeben');
    setLang('en');
  });

  it('translates id parameters such as actions, phases and goods colours', () => {
    setLang('de');
    expect(t('ui.actions.take', { action: 'engineer' })).toBe('Ingenieur wählen');
    setLang('en');
    expect(t('ui.actions.take', { action: 'engineer' })).toBe('Take Engineer');
    expect(t('ui.actions.take', { action: 'noSuchAction' })).toBe('Take noSuchAction');
  });

  it('shows a missing key instead of hiding it', () => {
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { n: 1 })).toContain('no.such.key');
  });
});
