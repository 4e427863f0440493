// Message formatting: fills `{name}` placeholders and plural forms (`{n, plural, one {…} other {…}}`, the engine's
// text format, shared so both say the same) and finds the placeholders a text uses (for the catalogue test).
import { formatText, textPlaceholders } from '../../engine/message-text';

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

/** One message in both languages; the shape every catalogue (engine, track, board, UI) uses. */
export interface Message {
  en: string;
  de: string;
}

export type Catalogue = Record<string, Message>;
export type Params = Record<string, string | number>;

/**
 * Replaces `{name}` by params.name and picks plural forms by the count in `lang`; an unknown placeholder stays visible
 * so a missing parameter is noticed, not hidden.
 */
export function fill(text: string, params?: Params, lang: Lang = 'en'): string {
  return formatText(text, lang, (name) => params?.[name]);
}

/** The sorted, de-duplicated placeholder names in a text (plural counts and the placeholders in their forms too). */
export function placeholders(text: string): string[] {
  return textPlaceholders(text);
}

/** Picks the first supported language from the browser's preference list; English otherwise. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}
