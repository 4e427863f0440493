// Each rule system's texts are filed under its own prefix: two systems with the same short key ("action.engineer")
// each say their own text through the translator and never overwrite each other or the shared catalogue; and every
// Age of Steam key has both languages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from '../../src/ui/i18n/catalogues';
import type { RuleSystemTexts } from '../../src/ui/rules/texts';

const steamish: RuleSystemTexts = {
  id: 'sys-a',
  catalogue: {
    'action.engineer': { en: 'Engineer (A)', de: 'Ingenieur (A)' },
    'action.take': { en: 'Take {action}', de: '{action} nehmen' },
    'actionName.engineer': { en: 'A’s engineer', de: 'A-Ingenieur' },
  },
  params: { action: 'actionName' },
};
const spikeish: RuleSystemTexts = {
  id: 'sys-b',
  catalogue: {
    'action.engineer': { en: 'Engineer (B)', de: 'Ingenieur (B)' },
    'action.take': { en: 'Take {action}', de: '{action} nehmen' },
    'actionName.engineer': { en: 'B’s engineer', de: 'B-Ingenieur' },
  },
  params: { action: 'actionName' },
};
const shared = { 'ui.hello': { en: 'Hello', de: 'Hallo' }, 'action.engineer': { en: 'Shared engineer', de: 'Gemeinsamer Ingenieur' } };

// The translator reads the catalogues module: here it holds two fake systems with colliding keys.
vi.mock('../../src/ui/i18n/catalogues', async (importActual) => {
  const actual = await importActual<typeof Catalogues>();
  return {
    ...actual,
    systemTexts: [steamish, spikeish],
    sharedMessages: shared,
    filedMessages: actual.fileCatalogues(shared, [steamish, spikeish]),
  };
});

const { ruleSystemShown, setLang, t, tIn, hasMessage } = await import('../../src/ui/i18n/i18n');

afterEach(() => {
  ruleSystemShown.value = null;
  setLang('en');
});

describe('catalogues filed per rule system', () => {
  it('keep two systems’ texts of the same key apart, and apart from the shared one', async () => {
    const { fileCatalogues } = await vi.importActual<typeof Catalogues>('../../src/ui/i18n/catalogues');
    const filed = fileCatalogues(shared, [steamish, spikeish]);
    expect(filed['sys-a/action.engineer']!.en).toBe('Engineer (A)');
    expect(filed['sys-b/action.engineer']!.en).toBe('Engineer (B)');
    expect(filed['action.engineer']!.en).toBe('Shared engineer');
    // Filing B after A changed none of A's entries.
    expect(fileCatalogues(shared, [steamish])['sys-a/action.engineer']).toEqual(filed['sys-a/action.engineer']);
  });

  it('translate a key of the game on screen from its own system first, in both languages', () => {
    expect(tIn('sys-a', 'action.engineer')).toBe('Engineer (A)');
    expect(tIn('sys-b', 'action.engineer')).toBe('Engineer (B)');
    setLang('de');
    expect(tIn('sys-a', 'action.engineer')).toBe('Ingenieur (A)');
    expect(tIn('sys-b', 'action.engineer')).toBe('Ingenieur (B)');
    ruleSystemShown.value = 'sys-b';
    expect(t('action.engineer')).toBe('Ingenieur (B)');
  });

  it('put id parameters into words from the same system', () => {
    expect(tIn('sys-a', 'action.take', { action: 'engineer' })).toBe('Take A’s engineer');
    expect(tIn('sys-b', 'action.take', { action: 'engineer' })).toBe('Take B’s engineer');
  });

  it('fall back to the shared catalogue, never to another system, inside a game', () => {
    expect(tIn('sys-a', 'ui.hello')).toBe('Hello');
    expect(hasMessage('action.take', 'sys-c')).toBe(false);
    expect(tIn('sys-c', 'action.take')).toBe('action.take');
    // Outside a game (no system on screen) the shared text wins a shared key.
    expect(t('action.engineer')).toBe('Shared engineer');
  });
});

describe('Age of Steam texts', () => {
  it('have every key in English and German', async () => {
    const { aosTexts } = await import('../../src/ui/rules/aos/messages');
    const missing = Object.entries(aosTexts.catalogue)
      .filter(([, m]) => !m.en.trim() || !m.de.trim())
      .map(([k]) => k);
    expect(Object.keys(aosTexts.catalogue).length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('are filed under age-of-steam/ in the app once loaded', async () => {
    const actual = await vi.importActual<typeof Catalogues>('../../src/ui/i18n/catalogues');
    const { aosTexts } = await import('../../src/ui/rules/aos/messages');
    actual.fileSystemTexts(aosTexts);
    expect(actual.filedMessages['age-of-steam/actionName.engineer']!.en).toBe('Engineer');
    expect(Object.hasOwn(actual.filedMessages, 'actionName.engineer')).toBe(false);
  });
});
