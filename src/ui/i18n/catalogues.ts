// Gathers every message catalogue of the app: the shared ones (the UI's own, the models', the board's, the app shell's
// and the engine kernel's) unprefixed, and each rule system's (its engine's catalogue plus its UI module's texts,
// src/ui/rules/<id>/messages.ts) filed under `<id>/`, so two systems' keys never overwrite each other.
import type { RuleSystemTexts } from '../rules/texts';
import type { Catalogue, Message } from './format';
import { uiMessages } from './ui-messages';

// Vite resolves the glob at build time; a catalogue that does not exist yet simply contributes nothing.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/engine/messages.ts', '/src/ui/board/messages.ts', '/src/board/messages.ts', '/src/ui/model/messages.ts', '/src/pwa/messages.ts'],
  { eager: true },
);
// Texts are small: every system's are at hand from the start, so a reason from a saved file of any system (an import
// refused on the home screen) is said in words. The systems' code stays in their lazy chunks.
const systemModules = import.meta.glob<Record<string, unknown>>('/src/ui/rules/*/messages.ts', { eager: true });

function isMessage(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && typeof (v as Message).en === 'string' && typeof (v as Message).de === 'string';
}

function isTextTable(v: unknown): v is Record<string, string> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
}

function isSystemTexts(v: unknown): v is RuleSystemTexts {
  return typeof v === 'object' && v !== null && typeof (v as RuleSystemTexts).id === 'string' && typeof (v as RuleSystemTexts).catalogue === 'object';
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

// Plain code-unit order: `localeCompare` would load ICU collation data at start-up (~40 ms on a phone) for a sort of
// file paths that only has to be stable.
const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** The shared catalogues, by where each came from (the UI's own first: it wins a duplicate key). */
const sharedSources: { source: string; catalogue: Catalogue }[] = [
  { source: 'src/ui/i18n/ui-messages.ts', catalogue: uiMessages },
  ...Object.entries(modules)
    .toSorted(byPath)
    .flatMap(([path, mod]) => cataloguesIn(mod).map((catalogue) => ({ source: path, catalogue }))),
];

/** Each rule system's texts, in the order of their folders. */
export const systemTexts: readonly RuleSystemTexts[] = Object.entries(systemModules)
  .toSorted(byPath)
  .flatMap(([, mod]) => Object.values(mod).filter(isSystemTexts));

/** Every catalogue with where it came from (shared and per system), for the tests that check them all. */
export const sources: { source: string; system?: string; catalogue: Catalogue }[] = [
  ...sharedSources,
  ...systemTexts.map((s) => ({ source: `src/ui/rules (${s.id})`, system: s.id, catalogue: s.catalogue })),
];

/** The shared catalogue: on a duplicate key the earlier source wins (the test forbids UI keys elsewhere). */
export const sharedMessages: Catalogue = Object.assign({}, ...sharedSources.toReversed().map((s) => s.catalogue));

/**
 * The table the translator reads: the shared keys as they are and each system's keys as `<id>/<key>`. A system's key
 * never overwrites the shared one of the same name nor another system's: each lives under its own prefix.
 */
export function fileCatalogues(shared: Catalogue, systems: readonly Pick<RuleSystemTexts, 'id' | 'catalogue'>[]): Catalogue {
  const filed: Catalogue = { ...shared };
  for (const s of systems) for (const [key, m] of Object.entries(s.catalogue)) filed[`${s.id}/${key}`] = m;
  return filed;
}

export const filedMessages: Catalogue = fileCatalogues(sharedMessages, systemTexts);

/**
 * Every key any catalogue has, unprefixed (shared first, then the systems in order): for the tests that check a key
 * has a text somewhere. The translator never reads it.
 */
export const allMessages: Catalogue = Object.assign({}, ...systemTexts.toReversed().map((s) => s.catalogue), sharedMessages);
