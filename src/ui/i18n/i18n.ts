// The current language (browser default, switchable, remembered) and the translator `t(key, params)` every screen uses.
// A text of the open game's rule system is looked up as `<system>/<key>` first, then in the shared catalogue
// (src/ui/i18n/catalogues.ts), so two systems' keys never meet.
import { signal } from '@preact/signals';
import type { Reason } from '../../engine/reason';
import type { RuleSystemTexts } from '../rules/texts';
import { filedMessages, fileSystemTexts, systemTexts } from './catalogues';
import { fill, pickLang, type Lang, type Message, type Params } from './format';

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

/**
 * The rule system of the game on screen (src/ui/screens/game.tsx sets it): its texts are found first. Null elsewhere:
 * then a key that is not shared is looked up in each system's catalogue in turn (a reason from a saved file on the
 * home screen names no system).
 */
export const ruleSystemShown = signal<string | null>(null);

/**
 * The rule systems whose texts are in (src/ui/rules/load-texts.ts loads them): read by every look-up, so a text shown before
 * its system's texts arrived is said again once they are.
 */
export const loadedSystemTexts = signal<readonly RuleSystemTexts[]>([]);

/** Adds a loaded system's texts to the translator's table (once). */
export function addSystemTexts(texts: RuleSystemTexts): void {
  if (fileSystemTexts(texts)) loadedSystemTexts.value = [...systemTexts];
}

const textsOf = (id: string): RuleSystemTexts | undefined => systemTexts.find((s) => s.id === id);

/** The filed message of `k`; own keys only: `in` would also find "constructor" or "toString" on Object.prototype. */
const own = (k: string): Message | undefined => (Object.hasOwn(filedMessages, k) ? filedMessages[k]! : undefined);

/** A key's message and the system whose catalogue holds it (null: shared), as seen from `system`. */
function lookup(key: string, system: string | null): { m: Message; owner: RuleSystemTexts | null } | null {
  void loadedSystemTexts.value;
  if (system) {
    const m = own(`${system}/${key}`);
    if (m) return { m, owner: textsOf(system) ?? null };
  }
  const shared = own(key);
  if (shared) return { m: shared, owner: system ? (textsOf(system) ?? null) : null };
  if (system) return null;
  for (const s of systemTexts) {
    const m = own(`${s.id}/${key}`);
    if (m) return { m, owner: s };
  }
  return null;
}

export function hasMessage(key: string, system: string | null = ruleSystemShown.value): boolean {
  return lookup(key, system) !== null;
}

/** The text for `key` in the current language; the key itself when it is missing, so a gap shows instead of hiding. */
export function t(key: string, params?: Params): string {
  return tIn(ruleSystemShown.value, key, params);
}

/** `t` for a text of rule system `system` (null: the shared texts, then any system's). */
export function tIn(system: string | null, key: string, params?: Params): string {
  const found = lookup(key, system);
  if (!found) return params ? `${key} ${JSON.stringify(params)}` : key;
  const { m, owner } = found;
  return fill(m[lang.value] || m.en, translateParams(params, system ?? owner?.id ?? null, owner), m[lang.value] ? lang.value : 'en');
}

/**
 * Parameters that carry an id with its own catalogue entry are translated, as the engine's formatMessage does, by the
 * families the system names (RuleSystemTexts.params; Age of Steam: {action: "engineer"} → "Engineer"/"Ingenieur",
 * likewise phases, goods colours, display areas and compass directions); lists of ids are put into words by its
 * listParam (display field ids, colour lists). A shared text seen outside any game uses every system's families.
 */
function translateParams(params: Params | undefined, system: string | null, owner: RuleSystemTexts | null): Params | undefined {
  if (!params) return params;
  const systems = owner ? [owner] : systemTexts;
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) {
    let said: string | number = v;
    for (const s of systems) {
      const family = s.params?.[k];
      const key = family ? `${family}.${v}` : '';
      if (family && lookup(key, system ?? s.id)) said = tIn(system ?? s.id, key);
      else if (s.listParam) said = s.listParam(k, v, lang.value);
      if (said !== v) break;
    }
    out[k] = said;
  }
  return out;
}

/** An engine Reason in words. */
export function tReason(reason: Reason): string {
  return tReasonIn(ruleSystemShown.value, reason);
}

/** `tReason` for a reason of rule system `system`. */
export function tReasonIn(system: string | null, reason: Reason): string {
  // A wrapped refusal (Reason.cause) is said in the same language in place of {cause}.
  return tIn(system, reason.key, reason.cause ? { ...reason.params, cause: tReasonIn(system, reason.cause) } : reason.params);
}

/** The first key that exists, e.g. the engine's phase name or the UI's fallback for it. */
export function tFirst(keys: string[], params?: Params): string {
  const key = keys.find((k) => hasMessage(k)) ?? keys[0]!;
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
