// The hooks that give a screen the UI module of a game's rule system (at once when it is loaded: a cold start loads it
// beside the game; else after its lazy chunk arrives) and the rule systems' texts a shared screen names.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Reason } from '../../engine/reason';
import { loadedSystemTexts, ruleSystemShown } from '../i18n/i18n';
import { loadRulesUi, rulesUiNow } from './index';
import type { AnyRulesUi } from './rules-ui';
import { loadEverySystemTexts } from './load-texts';
import type { RuleSystemTexts } from './texts';

export type RulesUiState = { status: 'loading'; ui?: undefined } | { status: 'ready'; ui: AnyRulesUi } | { status: 'failed'; ui?: undefined; reason: Reason };

function now(id: string | null): RulesUiState {
  const ui = id ? rulesUiNow(id) : null;
  return ui ? { status: 'ready', ui } : { status: 'loading' };
}

/** The module of rule system `id` (null: no game yet, stays loading). */
export function useRulesUi(id: string | null): RulesUiState {
  const [state, setState] = useState<RulesUiState>(() => now(id));
  useEffect(() => {
    if (!id) return;
    const ready = now(id);
    if (ready.status === 'ready') return setState(ready);
    let live = true;
    loadRulesUi(id).then(
      (ui) => live && setState({ status: 'ready', ui }),
      (err: unknown) => live && setState({ status: 'failed', reason: { key: 'ui.game.rulesFailed', params: { message: String((err as Error)?.message ?? err) } } }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  // A new id renders its own module (or loading) at once, not the previous game's for one frame.
  return state.status === 'ready' && state.ui.id !== id ? now(id) : state;
}

/** The screen that last said whose texts are shown (a new game screen may mount before the old one unmounts). */
let shower: object | null = null;

/**
 * While the calling screen shows a game of rule system `id`, the translator finds that system's texts first
 * (ruleSystemShown). Set during the render, so the screen's first frame already says them; cleared when it goes.
 */
export function useRuleSystemTexts(id: string | null): void {
  const me = useRef({}).current;
  if (id !== null) {
    shower = me;
    if (ruleSystemShown.peek() !== id) ruleSystemShown.value = id;
  }
  useEffect(
    () => () => {
      if (shower !== me) return;
      shower = null;
      ruleSystemShown.value = null;
    },
    [me],
  );
}

/**
 * Every rule system's texts, for a shared screen that names the systems or says a saved file's reason (any system's):
 * loaded once `when` holds, not at start-up. The texts in so far; the screen renders again as each system's arrive.
 */
export function useEverySystemTexts(when = true): readonly RuleSystemTexts[] {
  const texts = loadedSystemTexts.value;
  useEffect(() => {
    // A failed load (offline before the chunk was cached) leaves the key showing, as for any missing text.
    if (when) loadEverySystemTexts().catch(() => undefined);
  }, [when]);
  return texts;
}
