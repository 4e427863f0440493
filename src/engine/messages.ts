// The kernel's own message texts (records, src/engine/record.ts), in English and German. Each rule system keeps its
// texts in its own folder (RuleSystem.messages); these keys belong to no system.
export const KERNEL_MESSAGES: Record<string, { en: string; de: string }> = {
  'record.format': { en: 'This is not a Railhex game record ({format}).', de: 'Das ist keine Railhex-Partie ({format}).' },
  'record.ruleSystem': { en: 'The record is for the game {given}, not {expected}.', de: 'Die Partie gehört zum Spiel {given}, nicht zu {expected}.' },
  'record.map': { en: 'The record is for map {expected}, but map {given} was loaded.', de: 'Die Partie gehört zur Karte {expected}, geladen ist aber {given}.' },
};
