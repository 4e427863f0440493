// The loader of the rule systems' texts (texts.ts): each system's are a lazy chunk of their own, loaded with its UI
// module (index.ts) or when a shared screen asks (the home screen for a saved file's reason, the new-game screen for
// the systems' names), never in the start-up bundle, so one system's game never starts slower for another system's
// existence (issue 18).
import { addSystemTexts } from '../i18n/i18n';
import type { RuleSystemTexts } from './texts';
import { RULES_UI_IDS, hasRulesUi, type RulesUiId } from './ui-ids';

// One loader per id of ui-ids.ts: the compiler holds the two lists together.
const TEXT_LOADERS: Readonly<Record<RulesUiId, () => Promise<RuleSystemTexts>>> = {
  'age-of-steam': () => import('./aos/messages').then((m) => m.aosTexts),
  steam: () => import('./steam/messages').then((m) => m.steamTexts),
  spike: () => import('./spike/messages').then((m) => m.spikeTexts),
};

const loading = new Map<string, Promise<RuleSystemTexts>>();

/** Rule system `id`'s texts, loaded once and filed for the translator before the promise resolves. */
export function loadSystemTexts(id: string): Promise<RuleSystemTexts> {
  if (!hasRulesUi(id)) return Promise.reject(new Error(`no texts for rule system ${id}`));
  let p = loading.get(id);
  if (!p) {
    p = TEXT_LOADERS[id]().then((texts) => {
      addSystemTexts(texts);
      return texts;
    });
    // A failed load (offline before the chunk was cached) may be tried again.
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** Every rule system's texts (a reason from a saved file may be any system's). */
export function loadEverySystemTexts(): Promise<RuleSystemTexts[]> {
  return Promise.all(RULES_UI_IDS.map(loadSystemTexts));
}
