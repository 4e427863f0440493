// Every reason key the auction module emits has an English and a German text with the same placeholders, and the
// catalogue holds no key that nothing emits.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '../../../src/engine/auction';
import { textPlaceholders } from '../../../src/engine/message-text';

const dir = fileURLToPath(new URL('../../../src/engine/auction/', import.meta.url));
const emitted = new Set<string>();
for (const f of readdirSync(dir)) {
  if (!f.endsWith('.ts') || f === 'messages.ts') continue;
  for (const m of readFileSync(dir + f, 'utf8').matchAll(/['"](auction\.[A-Za-z0-9]+)['"]/g)) emitted.add(m[1]!);
}

describe('auction messages', () => {
  it('the sources emit reason keys (the scan works)', () => {
    expect(emitted).toContain('auction.bidTooLow');
    expect(emitted).toContain('auction.privilegeTwoLeft');
  });
  it('every emitted key is in the catalogue, and nothing else', () => {
    expect([...emitted].filter((k) => !(k in AUCTION_MESSAGES))).toEqual([]);
    expect(Object.keys(AUCTION_MESSAGES).filter((k) => !emitted.has(k))).toEqual([]);
  });
  it('every text exists in English and German with the same placeholders', () => {
    for (const [key, m] of Object.entries(AUCTION_MESSAGES)) {
      expect(m.en.length, key).toBeGreaterThan(5);
      expect(m.de.length, key).toBeGreaterThan(5);
      expect(textPlaceholders(m.de), key).toEqual(textPlaceholders(m.en));
    }
  });
});
