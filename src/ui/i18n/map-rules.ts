// The map-rules texts (engine/aos/map-rules.ts), loaded on first use so the start-up bundle does not carry them; a
// component reads them through this signal and renders again once they are in.
import { signal } from '@preact/signals';
import { lang } from './i18n';

type Texts = Readonly<Record<string, { en: string; de: string }>>;

const texts = signal<Texts | null>(null);
let loading: Promise<void> | null = null;

/** Starts loading the texts (once); resolves when they are in. */
export function loadMapRules(): Promise<void> {
  loading ??= import('../../engine/aos/map-rules').then((m) => {
    texts.value = m.MAP_RULES;
  });
  return loading;
}

/** The rules of the map variant `id` in the current language; null while loading or when the map has none. */
export function mapRulesText(id: string): string | null {
  const all = texts.value;
  if (!all) {
    void loadMapRules();
    return null;
  }
  return all[id]?.[lang.value] ?? null;
}
