// The registry of rule-system UI modules: id → a lazy import of src/ui/rules/<id>/, so a game of one system never loads
// another's panels; its texts load beside it (texts.ts) and are filed before the module counts as loaded. Adding a
// system is one line here, one in load-texts.ts (and one in src/engine/rule-systems.ts).
import type { AnyRulesUi } from './rules-ui';
import { loadSystemTexts } from './load-texts';
import { hasRulesUi, type RulesUiId } from './ui-ids';

export { hasRulesUi };

// One loader per id of ui-ids.ts: the compiler holds the two lists together.
const LOADERS: Readonly<Record<RulesUiId, () => Promise<AnyRulesUi>>> = {
  'age-of-steam': () => import('./aos/index').then((m) => m.aosUi),
  steam: () => import('./steam/index').then((m) => m.steamUi),
  spike: () => import('./spike/index').then((m) => m.spikeUi),
};

const loaded = new Map<string, AnyRulesUi>();
const loading = new Map<string, Promise<AnyRulesUi>>();

/** The UI module of rule system `id` (loaded once). */
export function loadRulesUi(id: string): Promise<AnyRulesUi> {
  if (!hasRulesUi(id)) return Promise.reject(new Error(`no UI for rule system ${id}`));
  let p = loading.get(id);
  if (!p) {
    // The module and its texts in parallel: a panel's first frame already says its texts.
    p = Promise.all([LOADERS[id](), loadSystemTexts(id)]).then(([ui]) => {
      loaded.set(id, ui);
      return ui;
    });
    // A failed load (offline before the chunk was cached) may be tried again.
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** The module if it is already loaded (the game screen's first render then needs no loading state), else null. */
export function rulesUiNow(id: string): AnyRulesUi | null {
  return loaded.get(id) ?? null;
}
