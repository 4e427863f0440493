// Every catalogue the app can file, for the tests that check them all: the shared ones and every rule system's texts
// (the app loads a system's texts lazily, src/ui/rules/texts.ts; here they are all imported at once).
import type { Catalogue } from '../../src/ui/i18n/format';
import { sharedMessages, sharedSources } from '../../src/ui/i18n/catalogues';
import type { RuleSystemTexts } from '../../src/ui/rules/texts';

const systemModules = import.meta.glob<Record<string, unknown>>('/src/ui/rules/*/messages.ts', { eager: true });

function isSystemTexts(v: unknown): v is RuleSystemTexts {
  return typeof v === 'object' && v !== null && typeof (v as RuleSystemTexts).id === 'string' && typeof (v as RuleSystemTexts).catalogue === 'object';
}

/** Each rule system's texts, in the order of their folders. */
export const everySystemTexts: readonly RuleSystemTexts[] = Object.entries(systemModules)
  .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .flatMap(([, mod]) => Object.values(mod).filter(isSystemTexts));

/** Every catalogue with where it came from (shared and per system). */
export const sources: { source: string; system?: string; catalogue: Catalogue }[] = [
  ...sharedSources,
  ...everySystemTexts.map((s) => ({ source: `src/ui/rules (${s.id})`, system: s.id, catalogue: s.catalogue })),
];

/**
 * Every key any catalogue has, unprefixed (shared first, then the systems in order): for the tests that check a key
 * has a text somewhere. The translator never reads it.
 */
export const allMessages: Catalogue = Object.assign({}, ...everySystemTexts.toReversed().map((s) => s.catalogue), sharedMessages);
