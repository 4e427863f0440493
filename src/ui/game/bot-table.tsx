// Computer players at the table: the bar that says which bot is thinking, pauses it and sets its pace (the pilot in
// src/ui/model/bot-pilot.ts asks the worker for each bot move), and the Suggest button every person's decision gets
// when the game's rule system gives suggestions (RuleSystem.hint): the move in words and why, never made for them.
import { useEffect, useState } from 'preact/hooks';
import type { SeatSetup } from '../../engine/api';
import type { GameModel } from '../model';
import type { Hint } from '../../worker/protocol';
import { PACE_ORDER, type BotPilot } from '../model/bot-pilot';
import { t, tReason } from '../i18n/i18n';
import { BotMark } from '../components/bot-mark';
import './bots.css';

/**
 * Which bot is thinking (or that they wait, and why when a bot failed), Pause / Play on, the pace, and once per seat
 * that a stand-in moved for a bot.
 */
export function BotBar({ pilot, players }: { pilot: BotPilot; players: readonly SeatSetup[] }) {
  const seat = pilot.thinking.value;
  const stopped = pilot.paused.value;
  const failure = pilot.failure.value;
  const notice = pilot.notice.value;
  return (
    <div class="bot-bar" data-testid="bot-bar">
      <span class="bot-status" role="status" data-testid="bot-status">
        {seat !== null && <BotMark size={22} />}
        {stopped ? t('ui.bot.paused') : seat !== null ? t('ui.bot.thinking', { name: players[seat]!.name }) : ''}
      </span>
      {failure && (
        <p class="bot-failure" role="alert" data-testid="bot-failure">
          {tReason(failure)}
        </p>
      )}
      {notice && (
        <p class="bot-notice" role="status" data-testid="bot-notice">
          {tReason(notice)}{' '}
          <button type="button" class="btn" data-testid="bot-notice-ok" onClick={() => pilot.dismissNotice()}>
            {t('ui.common.close')}
          </button>
        </p>
      )}
      {stopped ? (
        <button type="button" class="btn primary" data-testid="bot-resume" onClick={() => pilot.resume()}>
          ▶ {t('ui.bot.resume')}
        </button>
      ) : (
        <button type="button" class="btn" data-testid="bot-pause" onClick={() => pilot.pause()}>
          ⏸ {t('ui.bot.pause')}
        </button>
      )}
      <fieldset class="bot-pace">
        <legend>{t('ui.bot.pace')}</legend>
        {PACE_ORDER.map((p) => (
          <label key={p} class={`chip${pilot.pace.value === p ? ' is-on' : ''}`}>
            <input type="radio" name="bot-pace" value={p} data-testid={`bot-pace-${p}`} checked={pilot.pace.value === p} onChange={() => (pilot.pace.value = p)} />
            {t(`ui.bot.pace.${p}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The Suggest button of a person's decision: asks the worker, shows the move and why; a new position clears it. */
export function SuggestBox({ game }: { game: GameModel }) {
  const moveCount = game.moveCount.value;
  const [shown, setShown] = useState<{ at: number; hint: Hint | null } | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => setShown(null), [moveCount]);
  const ask = async () => {
    setAsking(true);
    const res = await game.hint();
    setAsking(false);
    if (res.ok) setShown({ at: moveCount, hint: res.hint });
  };
  const hint = shown && shown.at === moveCount ? shown : null;
  return (
    <div class="suggest" data-testid="suggest">
      {hint ? (
        <button type="button" class="btn" data-testid="suggest-hide" onClick={() => setShown(null)}>
          {t('ui.hint.hide')}
        </button>
      ) : (
        <button type="button" class="btn" data-testid="suggest-button" disabled={asking} onClick={() => void ask()}>
          💡 {asking ? t('ui.hint.asking') : t('ui.hint.suggest')}
        </button>
      )}
      {hint && (
        <div class="suggest-box" role="status" data-testid="suggest-box">
          {hint.hint ? (
            <>
              <p class="note">{t('ui.hint.title')}</p>
              <p class="suggest-move" data-testid="suggest-move">
                {tReason(hint.hint.text)}
              </p>
              <p data-testid="suggest-why">{tReason(hint.hint.why)}</p>
              <p class="note">{t('ui.hint.notMade')}</p>
            </>
          ) : (
            <p>{t('ui.hint.none')}</p>
          )}
        </div>
      )}
    </div>
  );
}
