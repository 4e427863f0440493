// Message formatting: fills `{name}` placeholders and finds the placeholders a text uses (for the catalogue test).

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

/** One message in both languages; the shape every catalogue (engine, track, board, UI) uses. */
export interface Message {
  en: string;
  de: string;
}

export type Catalogue = Record<string, Message>;
export type Params = Record<string, string | number>;

const placeholderRe = /\{([a-zA-Z0-9_]+)\}/g;

/** Replaces `{name}` by params.name; an unknown placeholder stays visible so a missing parameter is noticed, not hidden. */
export function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(placeholderRe, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

/** The sorted, de-duplicated placeholder names in a text. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderRe)].map((m) => m[1]!))].toSorted();
}

/** Picks the first supported language from the browser's preference list; English otherwise. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}
