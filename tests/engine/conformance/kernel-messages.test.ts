// The kernel's own reasons (src/engine/*.ts, outside every system folder) have English and German texts in
// src/engine/messages.ts, with the same placeholders; a rule system's catalogue never holds a kernel key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNEL_MESSAGES } from '../../../src/engine/messages';
import { textPlaceholders } from '../../../src/engine/message-text';
import { ageOfSteam } from '../../../src/engine/aos/module';

const ENGINE = join(import.meta.dirname, '../../../src/engine');

describe('kernel messages', () => {
  it('every reason key the kernel files write is in the kernel catalogue, in both languages', () => {
    const keys = new Set<string>();
    for (const f of readdirSync(ENGINE).filter((n) => n.endsWith('.ts'))) {
      for (const m of readFileSync(join(ENGINE, f), 'utf8').matchAll(/reason\('([\w.]+)'/g)) keys.add(m[1]!);
    }
    expect(keys.has('record.format')).toBe(true);
    for (const k of keys) expect(KERNEL_MESSAGES[k], k).toBeDefined();
    for (const [k, t] of Object.entries(KERNEL_MESSAGES)) {
      expect(t.en.length * t.de.length, k).toBeGreaterThan(0);
      expect(textPlaceholders(t.de), k).toEqual(textPlaceholders(t.en));
    }
  });

  it("no rule system's catalogue repeats a kernel key", async () => {
    const messages = await ageOfSteam.messages();
    for (const k of Object.keys(KERNEL_MESSAGES)) expect(Object.hasOwn(messages, k), k).toBe(false);
  });
});
