// The game screen's notice while another tab plays this game (src/ui/model/tab-lock.ts): it says so in a sentence and
// offers to play it here. It covers the board and the panels, so nothing in this tab looks playable meanwhile.
import type { GameModel } from '../model';
import { t } from '../i18n/i18n';
import { navigate } from '../route';

export function TabNotice({ game }: { game: GameModel }) {
  const holding = game.holding.value;
  if (holding === 'held' || holding === 'checking') return null;
  const taken = holding === 'taken';
  return (
    <div class="overlay tab-notice" data-testid="tab-notice" data-holding={holding}>
      <div class="panel card" role="alertdialog" aria-modal="true" aria-labelledby="tab-notice-text">
        <p class="big-line" id="tab-notice-text">
          {taken ? t('ui.tabs.taken') : t('ui.tabs.elsewhere')}
        </p>
        <div class="dialog-actions">
          <button type="button" class="btn" onClick={() => navigate({ name: 'home' })}>
            {t('ui.game.leave')}
          </button>
          <button type="button" class="btn primary big" data-testid="tab-take-over" onClick={() => game.takeOver()}>
            {taken ? t('ui.tabs.takeBack') : t('ui.tabs.takeOver')}
          </button>
        </div>
      </div>
    </div>
  );
}
