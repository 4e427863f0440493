// The controls beside the board in the phases played on it: build (tiles and money this turn, finish building) and
// move goods (goods round, engine, raise engine, move nothing). Building and delivering — the tile choice, the cube's
// deliveries and the best-deliveries list — happen on the board and its own panel, never here.
import { t } from '../../i18n/i18n';
import { movesOf } from '../use-game';
import type { PanelProps } from './shares';

/** Building itself happens on the board (tiles, cost, cash and tiles left are shown there); this ends the turn. */
export function BuildBar({ game, seat }: PanelProps) {
  const pending = game.pending.value;
  return (
    <section class="panel bar" data-testid="build-bar" aria-label={t('phaseName.buildTrack')}>
      <p class="note">{t('ui.build.onBoard')}</p>
      <div class="panel-actions">
        <button type="button" class="btn primary" data-testid="end-build" disabled={pending} onClick={() => void game.dispatch({ type: 'endBuild', seat })}>
          {t('ui.build.endBuild')}
        </button>
      </div>
    </section>
  );
}

export function GoodsBar({ game, state, seat, legal }: PanelProps) {
  const mg = state.moveGoods;
  const pending = game.pending.value;
  const canUpgrade = movesOf(legal, 'upgradeEngine').length > 0;
  const engine = state.players[seat]!.engine;
  return (
    <section class="panel bar" data-testid="goods-bar">
      <h2>{t('phaseName.moveGoods')}</h2>
      <p data-testid="goods-status">{t('ui.goods.round', { n: mg?.round ?? 1, engine })}</p>
      <div class="panel-actions">
        {canUpgrade && (
          <button type="button" class="btn" data-testid="upgrade-engine" disabled={pending} onClick={() => void game.dispatch({ type: 'upgradeEngine', seat })}>
            {t('ui.goods.upgrade', { level: engine + 1 })}
          </button>
        )}
        <button type="button" class="btn primary" data-testid="pass-goods" disabled={pending || movesOf(legal, 'passGoods').length === 0} onClick={() => void game.dispatch({ type: 'passGoods', seat })}>
          {t('ui.goods.pass')}
        </button>
      </div>
      <p class="note">{t('ui.goods.onBoard')}</p>
    </section>
  );
}
