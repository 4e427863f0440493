// Choosing an action tile ([000:L147-215]): all seven with their number, what each does and what it costs now (the
// engine's actionOptions: the basic game's prices with the borrowing they need), taken ones marked with the taker, the
// engine's reason where one cannot be taken, and — basic game — turning Goods supply or Urbanization over for nothing.
import { PlayerBadge } from '../../../components/player-badge';
import { t, tFirst, tReason } from '../../../i18n/i18n';
import { ACTIONS } from '../engine';
import { PayLine } from '../money-line';
import { movesOf, type PanelProps } from '../types';
import { useSteamQuery } from '../use-query';

export function ActionsPanel({ game, view, seat, legal }: PanelProps) {
  const options = useSteamQuery(game, 'actionOptions', seat);
  const takes = movesOf(legal, 'takeAction');
  const pending = game.pending.value;
  return (
    <section class="panel" data-testid="actions-panel" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('decision.selectAction')}</h2>
      <ul class="action-grid">
        {ACTIONS.map((action) => {
          const by = view.actions[action];
          const taker = by === null ? null : view.seats[by]!;
          const o = options?.find((x) => x.action === action);
          const open = takes.some((m) => m.action === action && !m.forgo);
          const forgo = takes.some((m) => m.action === action && m.forgo);
          const name = t(`actionName.${action}`);
          return (
            <li key={action} class="action-item">
              <button
                type="button"
                class={`action-card${taker ? ' is-taken' : ''}`}
                data-testid={`action-${action}`}
                data-taken={taker ? 'true' : 'false'}
                data-cost={o?.cost ?? ''}
                disabled={pending || !open}
                // The engine's refusal goes into the name too, so a screen reader says why a tile is dimmed (as in AoS).
                aria-label={
                  taker
                    ? `${name} — ${t('ui.actions.takenBy', { name: taker.name })}`
                    : o?.refused
                      ? `${t('ui.actions.take', { action })} — ${tReason(o.refused)}`
                      : t('ui.actions.take', { action })
                }
                onClick={() => void game.dispatch({ type: 'takeAction', seat, action })}
              >
                <strong>{name}</strong>
                <span class="action-help">{tFirst([`actionHelp.${action}.${view.edition}`, `actionHelp.${action}`])}</span>
                {taker && (
                  <span class="taken-by">
                    <PlayerBadge name={taker.name} color={taker.color} size={22} />
                  </span>
                )}
                {!taker && o && o.refused && <span class="tag" data-testid={`action-refused-${action}`}>{tReason(o.refused)}</span>}
              </button>
              {!taker && o && !o.refused && o.cost > 0 && <PayLine view={view} seat={seat} cost={o.cost} pay={o.pay} testId={`action-money-${action}`} />}
              {forgo && (
                <button type="button" class="btn" data-testid={`action-forgo-${action}`} disabled={pending} onClick={() => void game.dispatch({ type: 'takeAction', seat, action, forgo: true })}>
                  {t('ui.actions.forgo', { action })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p class="note">{t(view.edition === 'basic' ? 'ui.actions.orderNoteBasic' : 'ui.actions.orderNoteStandard')}</p>
    </section>
  );
}
