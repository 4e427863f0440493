// The shape of a rule system's texts as its UI module files them (src/ui/rules/<id>/messages.ts): the engine's
// catalogue (RuleSystem.messages) plus the UI module's own texts, by the system's own keys, and the few facts the
// shared screens need before the module's lazy chunk is in. They load lazily (load-texts.ts); the app files them under
// `<id>/` (src/ui/i18n/catalogues.ts), so two systems' "action.engineer" never meet.
import type { Catalogue, Lang } from '../i18n/format';

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

