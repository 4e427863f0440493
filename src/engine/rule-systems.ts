// The registry of rule systems: id → its static facts and a lazy import of its module, so each system is its own chunk
// and a game of one system never loads another's code. Adding a system is one entry here (and one in
// src/ui/rules/index.ts). The facts repeat the module's own (the conformance suite checks that they agree), so the
// new-game screen and the game list need no system's code.
import type { AnyRuleSystem, RuleSystem } from './rule-system';

/** What the registry knows of a system without loading it. */
export type RuleSystemFacts = Pick<RuleSystem, 'id' | 'editions' | 'boardKind' | 'players' | 'hiddenInformation'>;

interface Entry {
  facts: RuleSystemFacts;
  load(): Promise<AnyRuleSystem>;
}

const ENTRIES: Readonly<Record<string, Entry>> = {
  'age-of-steam': {
    facts: { id: 'age-of-steam', editions: ['deluxe', '2002'], boardKind: 'hex', players: { min: 1, max: 6 }, hiddenInformation: false },
    load: () => import('./aos/module').then((m) => m.ageOfSteam),
  },
  steam: {
    facts: { id: 'steam', editions: ['basic', 'standard'], boardKind: 'hex', players: { min: 3, max: 6 }, hiddenInformation: false },
    load: () => import('./steam/module').then((m) => m.steam),
  },
  spike: {
    facts: { id: 'spike', editions: ['basic', 'advanced'], boardKind: 'lattice', players: { min: 2, max: 4 }, hiddenInformation: true },
    load: () => import('./spike/module').then((m) => m.spike),
  },
};

/** Ids of the registered systems, in the order the new-game screen offers them. */
export const RULE_SYSTEM_IDS: readonly string[] = Object.keys(ENTRIES);

export function isRuleSystemId(id: unknown): id is string {
  return typeof id === 'string' && Object.hasOwn(ENTRIES, id);
}

/** The system's module (loaded once; the import is cached by the module loader). */
export function loadRuleSystem(id: string): Promise<AnyRuleSystem> {
  if (!isRuleSystemId(id)) return Promise.reject(new Error(`unknown rule system ${id}`));
  return ENTRIES[id]!.load();
}

/** Something that hands out rule systems by id: the registry above, or a test's fixtures. */
export interface RuleSystemSource {
  ids: readonly string[];
  /** The system's static facts (one of `ids`), known without loading its code. */
  facts(id: string): RuleSystemFacts;
  /** The system's code; rejects when its chunk cannot be fetched (a stale hash after an update). */
  load(id: string): Promise<AnyRuleSystem>;
}

export const ruleSystems: RuleSystemSource = { ids: RULE_SYSTEM_IDS, facts: (id) => ENTRIES[id]!.facts, load: loadRuleSystem };
