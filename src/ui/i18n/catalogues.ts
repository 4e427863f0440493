// Gathers every message catalogue of the app: the shared ones (the UI's own, the models', the board's, the app shell's
// and the engine kernel's) unprefixed, and each rule system's (its engine's catalogue plus its UI module's texts,
// src/ui/rules/<id>/messages.ts) filed under `<id>/` as it loads, so two systems' keys never overwrite each other.
import type { RuleSystemTexts } from '../rules/texts';
import type { Catalogue, Message } from './format';
import { uiMessages } from './ui-messages';

// Vite resolves the glob at build time; a catalogue that does not exist yet simply contributes nothing.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/engine/messages.ts', '/src/ui/board/messages.ts', '/src/board/messages.ts', '/src/ui/model/messages.ts', '/src/pwa/messages.ts'],
  { eager: true },
);
// A system's texts are not in the start-up bundle: they load with its UI module (src/ui/rules/index.ts) or when a
// screen asks for them (src/ui/rules/load-texts.ts: the home screen for an imported file's reason, the new-game screen), so
// a game of one system never starts slower for another system's existence (issue 18).

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

// Plain code-unit order: `localeCompare` would load ICU collation data at start-up (~40 ms on a phone) for a sort of
// file paths that only has to be stable.
const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** The shared catalogues, by where each came from (the UI's own first: it wins a duplicate key). */
export const sharedSources: { source: string; catalogue: Catalogue }[] = [
  { source: 'src/ui/i18n/ui-messages.ts', catalogue: uiMessages },
  ...Object.entries(modules)
    .toSorted(byPath)
    .flatMap(([path, mod]) => cataloguesIn(mod).map((catalogue) => ({ source: path, catalogue }))),
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

/** Each rule system's texts loaded so far, by id (the order the translator tries them in when no system is shown). */
export const systemTexts: RuleSystemTexts[] = [];

/** The table the translator reads; a system's keys join it as its texts load (fileSystemTexts). */
export const filedMessages: Catalogue = fileCatalogues(sharedMessages, []);

/** Files a system's texts under `<id>/` once (a second load of the same system changes nothing); true if new. */
export function fileSystemTexts(texts: RuleSystemTexts): boolean {
  if (systemTexts.some((s) => s.id === texts.id)) return false;
  Object.assign(filedMessages, fileCatalogues({}, [texts]));
  systemTexts.push(texts);
  systemTexts.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return true;
}
