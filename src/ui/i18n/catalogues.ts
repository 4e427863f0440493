// Gathers every message catalogue of the app into one: the UI's own plus those the engine, track rules and board keep
// beside their code (rules/board keys are emitted as Reason keys there, so their texts live there too).
import type { Catalogue, Message } from './format';
import { uiMessages } from './ui-messages';

// Vite resolves the glob at build time; a catalogue that does not exist yet simply contributes nothing.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/engine/**/messages.ts', '/src/ui/board/messages.ts', '/src/board/messages.ts', '/src/ui/model/messages.ts', '/src/pwa/messages.ts'],
  { eager: true },
);

function isMessage(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && typeof (v as Message).en === 'string' && typeof (v as Message).de === 'string';
}

function isTextTable(v: unknown): v is Record<string, string> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
}

/**
 * A module's catalogues: any exported object whose values are all {en, de} messages, or one shaped
 * {en: {key: text}, de: {key: text}} (turned into the first shape; a key missing in one language becomes '' so the
 * catalogue test reports it).
 */
export function cataloguesIn(mod: Record<string, unknown>): Catalogue[] {
  const found: Catalogue[] = [];
  for (const value of Object.values(mod)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const rec = value as Record<string, unknown>;
    const entries = Object.values(rec);
    if (entries.length > 0 && entries.every(isMessage)) found.push(value as Catalogue);
    else if (Object.keys(rec).length === 2 && isTextTable(rec.en) && isTextTable(rec.de)) {
      const en = rec.en;
      const de = rec.de;
      const cat: Catalogue = {};
      for (const key of new Set([...Object.keys(en), ...Object.keys(de)])) cat[key] = { en: en[key] ?? '', de: de[key] ?? '' };
      found.push(cat);
    }
  }
  return found;
}

/** Where each catalogue came from, for the test that checks them all. */
export const sources: { source: string; catalogue: Catalogue }[] = [
  { source: 'src/ui/i18n/ui-messages.ts', catalogue: uiMessages },
  ...Object.entries(modules)
    // Plain code-unit order: `localeCompare` would load ICU collation data at start-up (~40 ms on a phone) for a
    // sort of file paths that only has to be stable.
    .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([path, mod]) => cataloguesIn(mod).map((catalogue) => ({ source: path, catalogue }))),
];

/** All messages; on a duplicate key the earlier source wins (the UI's own first; the test forbids UI keys elsewhere). */
export const allMessages: Catalogue = Object.assign({}, ...sources.toReversed().map((s) => s.catalogue));
