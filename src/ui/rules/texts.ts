// A rule system's texts as its UI module files them (src/ui/rules/<id>/messages.ts): the engine's catalogue
// (RuleSystem.messages) plus the UI module's own texts, by the system's own keys, and the few facts the shared screens
// need before the module's lazy chunk is in; and their loader. Each system's texts are a lazy chunk of their own, loaded
// with its UI module (index.ts) or when a shared screen asks (the home screen for a saved file's reason, the new-game
// screen for the systems' names): never in the start-up bundle, so one system's game never starts slower for another
// system's existence. The app files them under `<id>/` (src/ui/i18n/catalogues.ts), so two systems' "action.engineer"
// never meet.
import type { Catalogue, Lang } from '../i18n/format';
import { addSystemTexts } from '../i18n/i18n';
import { RULES_UI_IDS, hasRulesUi, type RulesUiId } from './ui-ids';

/**
 * A choice the new-game screen offers for one of the system's own setup options (its parseOptions checks it again):
 * named by the catalogue's `setupOption.<id>` and `setupOption.<id>.<value>`.
 */
export interface SetupChoice {
  /** The option's key in the new game's options. */
  id: string;
  /** Its values, the system's default first (the default is not sent). */
  values: readonly string[];
  /** The editions that have the option; absent: every edition. */
  editions?: readonly string[];
}

export interface RuleSystemTexts {
  /** The rule system's id (src/engine/rule-systems.ts). */
  id: string;
  catalogue: Catalogue;
  /**
   * Parameters whose values are ids with their own entry in this catalogue, by parameter name → key family:
   * `{action: 'actionName'}` puts {action: "engineer"} into words as `actionName.engineer`.
   */
  params?: Readonly<Record<string, string>>;
  /** The map the new-game screen lists first (the system's base map); the others follow by title. */
  firstMap?: string;
  /** The system's own setup options the new-game screen offers (Steam: the basic game's first turn order). */
  setupChoices?: readonly SetupChoice[];
  /** Parameters that need more than a look-up (lists of ids, field ids) in words; anything else comes back unchanged. */
  listParam?(name: string, value: string | number, lang: Lang): string | number;
}

// One loader per id of ui-ids.ts: the compiler holds the two lists together.
const TEXT_LOADERS: Readonly<Record<RulesUiId, () => Promise<RuleSystemTexts>>> = {
  'age-of-steam': () => import('./aos/messages').then((m) => m.aosTexts),
  steam: () => import('./steam/messages').then((m) => m.steamTexts),
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
