// The current language (browser default, switchable, remembered) and the translator `t(key, params)` every screen uses.
import { signal } from '@preact/signals';
import type { Reason } from '../../engine/reason';
import { idListParam } from '../../engine/aos/messages';
import { allMessages } from './catalogues';
import { fill, pickLang, type Lang, type Params } from './format';

const STORAGE_KEY = 'railhex.lang';

function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'de') return saved;
  } catch {
    // Storage can be blocked (private mode); fall through to the browser's language.
  }
  const nav = globalThis.navigator;
  return pickLang(nav?.languages?.length ? nav.languages : [nav?.language ?? 'en']);
}

/** Reading `lang.value` inside a component re-renders it when the language changes. */
export const lang = signal<Lang>(initialLang());

export function setLang(next: Lang): void {
  lang.value = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // Not remembered, but still switched for this session.
  }
  if (globalThis.document) document.documentElement.lang = next;
}

export function hasMessage(key: string): boolean {
  // Own keys only: `in` would also find "constructor" or "toString" on Object.prototype.
  return Object.hasOwn(allMessages, key);
}

/** The text for `key` in the current language; the key itself when it is missing, so a gap shows instead of hiding. */
export function t(key: string, params?: Params): string {
  const m = allMessages[key];
  if (!m) return params ? `${key} ${JSON.stringify(params)}` : key;
  return fill(m[lang.value] || m.en, translateParams(params), m[lang.value] ? lang.value : 'en');
}

/**
 * Parameters that carry an id with its own catalogue entry are translated, as the engine's formatMessage does:
 * {action: "engineer"} → "Engineer"/"Ingenieur", likewise phases, goods colours, display areas and compass
 * directions; display field ids and colour lists are put into words (idListParam).
 */
const TRANSLATED_PARAMS: Readonly<Record<string, string>> = { action: 'actionName', phase: 'phaseName', color: 'color', group: 'group', dir: 'direction' };

function translateParams(params?: Params): Params | undefined {
  if (!params) return params;
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) {
    const prefix = TRANSLATED_PARAMS[k];
    const key = prefix ? `${prefix}.${v}` : '';
    // Display fields and colour lists are put into words as the engine's formatMessage does (never "L5.0").
    out[k] = prefix && hasMessage(key) ? t(key) : idListParam(k, v, lang.value);
  }
  return out;
}

/** An engine Reason in words. */
export function tReason(reason: Reason): string {
  // A wrapped refusal (Reason.cause) is said in the same language in place of {cause}.
  return t(reason.key, reason.cause ? { ...reason.params, cause: tReason(reason.cause) } : reason.params);
}

/** The first key that exists, e.g. the engine's phase name or the UI's fallback for it. */
export function tFirst(keys: string[], params?: Params): string {
  const key = keys.find(hasMessage) ?? keys[0]!;
  return t(key, params);
}

/** A number with a real minus when negative ("−6"); the catalogue's own formatter, for numbers a screen prints itself. */
export { formatSigned } from '../../engine/message-text';

export function formatMoney(n: number): string {
  return n < 0 ? `−$${-n}` : `$${n}`;
}

/** A change of money with its sign shown: "+$3", "−$2", "$0" (one real minus, never "+−$2" or "−−$2"). */
export function formatMoneyChange(n: number): string {
  return n > 0 ? `+${formatMoney(n)}` : formatMoney(n === 0 ? 0 : n);
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
