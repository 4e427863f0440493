// The registry of rule systems: id → a lazy import of its module, so each system is its own chunk and a game of one
// system never loads another's code. Adding a system is one line here (and one in src/ui/rules/index.ts).
import type { AnyRuleSystem } from './rule-system';

const LOADERS: Readonly<Record<string, () => Promise<AnyRuleSystem>>> = {
  'age-of-steam': () => import('./aos/module').then((m) => m.ageOfSteam),
};

/** Ids of the registered systems, in the order the new-game screen offers them. */
export const RULE_SYSTEM_IDS: readonly string[] = Object.keys(LOADERS);

export function isRuleSystemId(id: unknown): id is string {
  return typeof id === 'string' && Object.hasOwn(LOADERS, id);
}

/** The system's module (loaded once; the import is cached by the module loader). */
export function loadRuleSystem(id: string): Promise<AnyRuleSystem> {
  if (!isRuleSystemId(id)) return Promise.reject(new Error(`unknown rule system ${id}`));
  return LOADERS[id]!();
}

/** Something that hands out rule systems by id: the registry above, or a test's fixtures. */
export interface RuleSystemSource {
  ids: readonly string[];
  load(id: string): Promise<AnyRuleSystem>;
}

export const ruleSystems: RuleSystemSource = { ids: RULE_SYSTEM_IDS, load: loadRuleSystem };
