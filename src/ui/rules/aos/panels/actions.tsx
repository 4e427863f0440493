// Phase 3 for one player: all seven actions with what each does; taken ones are marked with the taker's badge.
import type { ActionId } from '../engine';
import { offeredActions } from '../engine';
import { ACTIONS } from '../engine';
import { PlayerBadge } from '../../../components/player-badge';
import { t, tFirst } from '../../../i18n/i18n';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';

export function ActionsPanel({ game, state, seat, legal }: PanelProps) {
  const open = new Set<ActionId>(movesOf(legal, 'selectAction').map((m) => m.action));
  // The engine's word on which actions this map's game has at all (Barbados four, St. Lucia six); `open`, from the legal
  // moves, says which of them can be taken now.
  const offered = new Set<ActionId>(offeredActions(state));
  const pending = game.pending.value;
  return (
    <section class="panel" data-testid="actions-panel" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('ui.actions.title')}</h2>
      <ul class="action-grid">
        {ACTIONS.map((action) => {
          const by = state.actions[action];
          const taker = by === null ? null : state.seats[by]!;
          // Why the action cannot be taken, when it cannot: taken, marked (Barbados) or not on this map.
          const note = taker ? t('ui.actions.takenBy', { name: taker.name })
            : state.actionMarkers.includes(action) ? t('ui.actions.marked')
            : !offered.has(action) ? t('ui.actions.notHere')
            : null;
          return (
            <li key={action}>
              <button
                type="button"
                class={`action-card${taker ? ' is-taken' : ''}`}
                data-testid={`action-${action}`}
                data-taken={taker ? 'true' : 'false'}
                disabled={pending || !open.has(action)}
                aria-label={note ? `${t(`actionName.${action}`)} — ${note}` : t('ui.actions.take', { action })}
                onClick={() => void game.dispatch({ type: 'selectAction', seat, action })}
              >
                <strong>{t(`actionName.${action}`)}</strong>
                <span class="action-help">{tFirst([`actionHelp.${action}.${state.options.variant}`, `actionHelp.${action}`])}</span>
                {/* Barbados: a marker stays on a chosen action; some maps leave actions out (the engine's offeredActions). */}
                {!taker && note && <span class="tag">{note}</span>}
                {taker && (
                  <span class="taken-by">
                    <PlayerBadge name={taker.name} color={taker.color} size={22} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
