// The game screen's notice while this tab may not play its game: another tab plays it (src/ui/model/tab-lock.ts), and
// it offers to play it here; or another tab deleted it (src/ui/model/tab-sync.ts), and it leads back to the games. It
// covers the whole game screen, so nothing in this tab looks playable meanwhile; as an alert dialog it takes the focus
// (its main button) while it shows and the game screen gives it back when it goes (`giveFocusBack`). The screen behind
// it is made inert by the game screen (src/ui/screens/game.tsx, from `tabNoticeShown`), so whatever mounts there later
// is inert too.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { GameModel } from '../model';
import { t } from '../i18n/i18n';
import { navigate } from '../route';

const home = () => navigate({ name: 'home' });

/** Whether the notice shows: the game was deleted in another tab, or this tab does not hold it. */
export function tabNoticeShown(game: GameModel): boolean {
  const holding = game.holding.value;
  return game.deletedElsewhere.value || (holding !== 'held' && holding !== 'checking');
}

export function TabNotice({ game }: { game: GameModel }) {
  if (!tabNoticeShown(game)) return null;
  if (game.deletedElsewhere.value) {
    return (
      <Notice kind="deleted" text={t('ui.tabs.deleted')}>
        <button type="button" class="btn primary big" data-testid="tab-notice-primary" onClick={home}>
          {t('ui.game.leave')}
        </button>
      </Notice>
    );
  }
  const holding = game.holding.value;
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
    root.current?.querySelector<HTMLButtonElement>('.dialog-actions button:last-child')?.focus();
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
 * After the notice closed, where the keyboard goes (else it falls to <body>, and a keyboard or screen reader user starts
 * over from the top of the page): the element of the screen that had the focus last before the notice, if it is still
 * there and usable; else the board, the game screen's main content.
 */
export function giveFocusBack(screen: HTMLElement, before: HTMLElement | null): void {
  if (before && before.isConnected && screen.contains(before) && !before.closest('[inert]')) {
    before.focus();
    if (document.activeElement === before) return;
  }
  screen.querySelector<HTMLElement>('[data-testid="board-host"][tabindex="0"]')?.focus();
}
