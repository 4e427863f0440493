// The catalogue text format shared by the engine's formatMessage and the UI's translator: `{name}` placeholders,
// plural forms chosen by a count through Intl.PluralRules (`{count, plural, one {# share} other {# shares}}`, `#` is
// the count), and money (`${cash}`) that keeps its sign in front of the dollar ("−$3", never "$-3").
// Pure: no rules, no host state; Intl.PluralRules is a fixed table per language.

export type TextLang = 'en' | 'de';
/** The value of a placeholder, or undefined to leave it visible (a missing parameter is noticed, not hidden). */
export type TextValue = (name: string) => string | number | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();

/** Intl's plural category of `n` in `lang` ("one", "other" …). */
export function pluralCategory(lang: TextLang, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/** Index of the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

interface Plural {
  name: string;
  /** Selector ("one", "other", "=0") → its text. */
  forms: Map<string, string>;
}

const pluralHead = /^(\w+),\s*plural,\s*/;

function parsePlural(inner: string): Plural | null {
  const head = pluralHead.exec(inner);
  if (!head) return null;
  const forms = new Map<string, string>();
  let i = head[0].length;
  while (i < inner.length) {
    const sel = /^\s*(=\d+|\w+)\s*\{/.exec(inner.slice(i));
    if (!sel) break;
    const open = i + sel[0].length - 1;
    const close = closing(inner, open);
    if (close < 0) return null;
    forms.set(sel[1]!, inner.slice(open + 1, close));
    i = close + 1;
  }
  return { name: head[1]!, forms };
}

/** Calls `visit` for each top-level `{…}` of a text with its inner text; returns the text with them replaced. */
function eachBrace(text: string, visit: (inner: string, whole: string) => string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '{') {
      const close = closing(text, i);
      if (close < 0) return out + text.slice(i);
      out += visit(text.slice(i + 1, close), text.slice(i, close + 1));
      i = close + 1;
    } else {
      out += c === '#' && hash !== undefined ? hash : c;
      i++;
    }
  }
  return out;
}

/** A number as players read it: a negative one with a real minus (U+2212) like the money's "−$3", never "-6". */
export function formatSigned(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

// Every number a text prints goes through formatSigned, so no screen can pass a bare negative and show a hyphen.
const shown = (v: string | number): string => (typeof v === 'number' ? formatSigned(v) : String(v));

function render(text: string, lang: TextLang, value: TextValue, hash?: string): string {
  // Money: "${x}" with a negative x reads "−$3" (U+2212, as formatMoney writes it), not "$-3".
  const signed = text.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const v = value(name);
    return typeof v === 'number' && v < 0 ? `−$${-v}` : whole;
  });
  return eachBrace(
    signed,
    (inner, whole) => {
      const plural = parsePlural(inner);
      if (plural) {
        const v = value(plural.name);
        if (v === undefined || !Number.isFinite(Number(v))) return whole;
        const n = Number(v);
        const form = plural.forms.get(`=${n}`) ?? plural.forms.get(pluralCategory(lang, n)) ?? plural.forms.get('other') ?? '';
        return render(form, lang, value, shown(v));
      }
      if (!/^\w+$/.test(inner)) return whole;
      const v = value(inner);
      return v === undefined ? whole : shown(v);
    },
    hash,
  );
}

/** Fills a catalogue text in `lang`. */
export function formatText(text: string, lang: TextLang, value: TextValue): string {
  return render(text, lang, value);
}

/** The sorted, de-duplicated placeholder names a text uses, plural counts and the placeholders inside forms included. */
export function textPlaceholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (t: string) =>
    eachBrace(t, (inner) => {
      const plural = parsePlural(inner);
      if (plural) {
        names.add(plural.name);
        for (const form of plural.forms.values()) walk(form);
      } else if (/^\w+$/.test(inner)) names.add(inner);
      return '';
    });
  walk(text);
  return [...names].toSorted();
}

/** Every plural in a text: its count's name and its selectors, for the test that each language has the forms it needs. */
export function textPlurals(text: string): { name: string; selectors: string[] }[] {
  const out: { name: string; selectors: string[] }[] = [];
  const walk = (t: string) =>
    eachBrace(t, (inner) => {
      const plural = parsePlural(inner);
      if (plural) {
        out.push({ name: plural.name, selectors: [...plural.forms.keys()] });
        for (const form of plural.forms.values()) walk(form);
      }
      return '';
    });
  walk(text);
  return out;
}
