// The game screen's notice while this tab may not play its game: another tab plays it (src/ui/model/tab-lock.ts), and
// it offers to play it here; or another tab deleted it (src/ui/model/tab-sync.ts), and it leads back to the games. It
// covers the board and the panels, so nothing in this tab looks playable meanwhile; as an alert dialog it takes the
// focus (its main button) and makes the screen behind it inert, so a keyboard cannot reach the board under it either.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { GameModel } from '../model';
import { t } from '../i18n/i18n';
import { navigate } from '../route';

const home = () => navigate({ name: 'home' });

export function TabNotice({ game }: { game: GameModel }) {
  const holding = game.holding.value;
  if (game.deletedElsewhere.value) {
    return (
      <Notice kind="deleted" text={t('ui.tabs.deleted')}>
        <button type="button" class="btn primary big" data-testid="tab-notice-primary" onClick={home}>
          {t('ui.game.leave')}
        </button>
      </Notice>
    );
  }
  if (holding === 'held' || holding === 'checking') return null;
  const taken = holding === 'taken';
  return (
    <Notice kind={holding} text={taken ? t('ui.tabs.taken') : t('ui.tabs.elsewhere')}>
      <button type="button" class="btn" onClick={home}>
        {t('ui.game.leave')}
      </button>
      <button type="button" class="btn primary big" data-testid="tab-take-over" onClick={() => game.takeOver()}>
        {taken ? t('ui.tabs.takeBack') : t('ui.tabs.takeOver')}
      </button>
    </Notice>
  );
}

/** The dialog: `kind` for tests and styles; the last child is its primary button, which gets the focus. */
function Notice({ kind, text, children }: { kind: string; text: string; children: ComponentChildren }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const shut = inertAround(el);
    el.querySelector<HTMLButtonElement>('.dialog-actions button:last-child')?.focus();
    return shut;
  }, [kind]);
  return (
    <div class="overlay tab-notice" data-testid="tab-notice" data-holding={kind} ref={root}>
      <div class="panel card" role="alertdialog" aria-modal="true" aria-labelledby="tab-notice-text">
        <p class="big-line" id="tab-notice-text">
          {text}
        </p>
        <div class="dialog-actions">{children}</div>
      </div>
    </div>
  );
}

/**
 * Make everything of the game screen but the notice inert (the siblings of the notice and of each of its ancestors up
 * to the screen): aria-modal alone keeps neither Tab nor a screen reader's browse mode out. Returns the undo.
 */
function inertAround(notice: HTMLElement): () => void {
  const screen = notice.closest('[data-testid="game-screen"]') ?? notice.parentElement;
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = notice; node && node !== screen; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        made.push(sibling);
      }
    }
  }
  return () => {
    for (const el of made) el.inert = false;
  };
}
