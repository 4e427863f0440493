// A rule system's texts are not in the start-up bundle (issue 18: Age of Steam's cold start must not pay for Steam's
// texts): the translator starts with the shared texts only and files a system's when its loader runs.
import { describe, expect, it } from 'vitest';
import { systemTexts } from '../../../src/ui/i18n/catalogues';
import { hasMessage, lang, loadedSystemTexts, tIn } from '../../../src/ui/i18n/i18n';
import { loadSystemTexts } from '../../../src/ui/rules/load-texts';

describe('rule systems’ texts', () => {
  it('are not filed at start-up: a system key is said only once that system’s texts are loaded, and only that system’s', async () => {
    lang.value = 'en';
    expect(systemTexts).toEqual([]);
    expect(hasMessage('ruleSystem.name', 'steam')).toBe(false);
    const seen: number[] = [];
    const stop = loadedSystemTexts.subscribe((l) => seen.push(l.length));
    const texts = await loadSystemTexts('steam');
    stop();
    expect(texts.id).toBe('steam');
    expect(tIn('steam', 'ruleSystem.name')).toBe('Steam');
    // The screens that read a text re-render: the signal they read said the new list.
    expect(seen).toEqual([0, 1]);
    expect(systemTexts.map((s) => s.id)).toEqual(['steam']);
    expect(hasMessage('ruleSystem.name', 'age-of-steam')).toBe(false);
    // Loading again files nothing twice.
    await loadSystemTexts('steam');
    expect(systemTexts.map((s) => s.id)).toEqual(['steam']);
  });

  it('refuse a system without texts', async () => {
    await expect(loadSystemTexts('no-such-game')).rejects.toThrow(/no-such-game/);
  });
});
