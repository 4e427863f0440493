// Every reason key the engine, the worker and the store can answer with has a sentence in English and German in the
// app's merged catalogue, so a refusal the player reads (an import's "move 19: …" included) is never its key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../support/every-catalogue';

const SRC = join(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** Literal keys as the code writes reasons: reason('k'…), fail('k'…), bad('k'…), { key: 'k' }, and the import.* keys. */
const PATTERNS = [/\b(?:reason|fail|bad)\(\s*'([a-zA-Z]+\.[\w.]+)'/g, /\bkey: '([a-zA-Z]+\.[\w.]+)'/g, /'(import\.[\w.]+)'/g];

function reasonKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const dir of ['engine', 'worker', 'store']) {
    for (const f of files(join(SRC, dir))) {
      const text = readFileSync(f, 'utf8');
      for (const re of PATTERNS) for (const m of text.matchAll(re)) keys.set(m[1]!, f.slice(SRC.length + 1));
    }
  }
  return keys;
}

describe('reason keys', () => {
  it('every reason key written in src/engine, src/worker and src/store has English and German text', () => {
    const keys = reasonKeys();
    expect(keys.size).toBeGreaterThan(120);
    const missing = [...keys]
      .filter(([k]) => !Object.hasOwn(allMessages, k) || !allMessages[k]!.en.trim() || !allMessages[k]!.de.trim())
      .map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });
});
