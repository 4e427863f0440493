// The rule systems that have a UI module (src/ui/rules/<id>/): the ids the registry in index.ts loads. Kept apart from
// index.ts so the game list can ask "can this system be shown?" without importing the modules' types (and, through
// them, the models that import the game list).
export const RULES_UI_IDS = ['age-of-steam', 'steam', 'spike'] as const;
export type RulesUiId = (typeof RULES_UI_IDS)[number];

/** Whether the UI has a module for rule system `id`. */
export function hasRulesUi(id: string): id is RulesUiId {
  return (RULES_UI_IDS as readonly string[]).includes(id);
}
