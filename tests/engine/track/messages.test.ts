// Every reason key the track module can emit has an English and a German text with the same placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRACK_MESSAGES } from '../../../src/engine/track';

const dir = fileURLToPath(new URL('../../../src/engine/track/', import.meta.url));
const keyRe = /['"]((?:build|urbanize|deliver)\.[A-Za-z0-9]+)['"]/g;
const emitted = new Set<string>();
for (const f of readdirSync(dir)) {
  if (!f.endsWith('.ts') || f === 'messages.ts') continue;
  for (const m of readFileSync(dir + f, 'utf8').matchAll(keyRe)) emitted.add(m[1]!);
}
const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).toSorted();

describe('track messages', () => {
  it('the sources emit reason keys (the scan works)', () => {
    expect(emitted.size).toBeGreaterThan(30);
    expect(emitted).toContain('build.cannotAfford');
    expect(emitted).toContain('deliver.tooManyLinks');
  });
  it('every emitted key is in the catalogue', () => {
    expect([...emitted].filter((k) => !(k in TRACK_MESSAGES))).toEqual([]);
  });
  it('every text exists in English and German with the same placeholders', () => {
    for (const [key, m] of Object.entries(TRACK_MESSAGES)) {
      expect(m.en.length, key).toBeGreaterThan(5);
      expect(m.de.length, key).toBeGreaterThan(5);
      expect(placeholders(m.de), key).toEqual(placeholders(m.en));
    }
  });
  it('the catalogue holds no key that nothing emits', () => {
    expect(Object.keys(TRACK_MESSAGES).filter((k) => !emitted.has(k))).toEqual([]);
  });
});
