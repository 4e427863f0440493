import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';

describe('splitGraphemes', () => {
  it('splits plain text into characters', () => {
    expect(splitGraphemes('Pittsburgh 3')).toEqual([...'Pittsburgh 3']);
    expect(splitGraphemes('')).toEqual([]);
  });

  it('keeps a composed umlaut as one character', () => {
    expect(splitGraphemes('Düsseldorf')).toEqual(['D', 'ü', 's', 's', 'e', 'l', 'd', 'o', 'r', 'f']);
  });

  it('keeps a decomposed letter and its combining marks together', () => {
    const decomposed = 'Mu\u0308nster';
    expect(splitGraphemes(decomposed)).toEqual(['M', 'u\u0308', 'n', 's', 't', 'e', 'r']);
    expect(splitGraphemes('e\u0301\u0323x')).toEqual(['e\u0301\u0323', 'x']);
  });

  it('keeps astral characters, variation selectors and joined sequences whole', () => {
    expect(splitGraphemes('a😀b')).toEqual(['a', '😀', 'b']);
    expect(splitGraphemes('☎\uFE0F!')).toEqual(['☎\uFE0F', '!']);
    expect(splitGraphemes('🧑\u200D💻x')).toEqual(['🧑\u200D💻', 'x']);
  });

  it('agrees with Intl.Segmenter on every place name the maps use', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../assets/maps/', import.meta.url);
    const seg = new Intl.Segmenter();
    let names = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const m of text.matchAll(/"name"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
        const name = JSON.parse(`"${m[1]}"`) as string;
        expect(splitGraphemes(name)).toEqual([...seg.segment(name)].map((s) => s.segment));
        names++;
      }
    }
    expect(names).toBeGreaterThan(50);
  });
});
