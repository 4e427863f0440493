// A map's own rules in a few sentences (the engine's MAP_RULES), in the current language: shown by the new-game screen
// (RulesUi.mapRules) and the help. Part of Age of Steam's lazy UI chunk, so the start-up bundle does not carry them.
import { lang } from '../../i18n/i18n';
import { MAP_RULES } from './engine';

/** The rules of the map variant `id` in the current language; null when the map has none. */
export function mapRulesText(id: string): string | null {
  return MAP_RULES[id]?.[lang.value] ?? null;
}
