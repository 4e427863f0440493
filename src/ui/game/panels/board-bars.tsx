// The controls beside the board in the phases played on it: build (tiles and money this turn, finish building) and
// move goods (goods round, engine, raise engine, move nothing, and the engine's list of possible deliveries).
import { useEffect, useState } from 'preact/hooks';
import type { Delivery } from '../../../engine/track/types';
import type { GameModel, GameState } from '../../model';
import { GoodsCube } from '../../components/goods-cube';
import { formatMoney, t } from '../../i18n/i18n';
import { movesOf, useLegalMoves } from '../use-game';

export function BuildBar({ game, state, seat }: { game: GameModel; state: GameState; seat: number }) {
  const b = state.build;
  const pending = game.pending.value;
  const legal = useLegalMoves(game);
  const max = state.actions.engineer === seat ? 4 : 3;
  return (
    <section class="panel bar" data-testid="build-bar">
      <h2>{t('phaseName.buildTrack')}</h2>
      <p data-testid="build-status">
        {t('ui.build.status', { tiles: b?.tilesThisTurn ?? 0, max, spent: formatMoney(b?.spentThisTurn ?? 0), cash: formatMoney(state.players[seat]!.cash) })}
      </p>
      <p class="note">{t('ui.build.onBoard')}</p>
      <div class="panel-actions">
        <button type="button" class="btn primary" data-testid="end-build" disabled={pending || movesOf(legal, 'endBuild').length === 0} onClick={() => void game.dispatch({ type: 'endBuild', seat })}>
          {t('ui.build.endBuild')}
        </button>
      </div>
    </section>
  );
}

function placeName(state: GameState, hex: string): string {
  const nc = state.track.newCities[hex];
  if (nc) return t('ui.goods.newCity', { letter: nc.letter });
  return state.map.places.find((p) => p.hex === hex)?.name ?? hex;
}

export function GoodsBar({ game, state, seat }: { game: GameModel; state: GameState; seat: number }) {
  const mg = state.moveGoods;
  const pending = game.pending.value;
  const legal = useLegalMoves(game);
  const canUpgrade = movesOf(legal, 'upgradeEngine').length > 0;
  const engine = state.players[seat]!.engine;
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  const moveCount = game.moveCount.value;
  useEffect(() => {
    let live = true;
    void game.deliveryOptions(seat).then((r) => live && setDeliveries(r.ok ? (r.value as Delivery[]) : []));
    return () => {
      live = false;
    };
  }, [game, seat, moveCount]);
  const sorted = (deliveries ?? []).toSorted((a, b) => (b.incomeBy[seat] ?? 0) - (a.incomeBy[seat] ?? 0) || a.route.length - b.route.length);
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
      <details class="deliveries" open={sorted.length > 0 && sorted.length <= 6}>
        <summary>
          {t('ui.goods.deliveries')} ({sorted.length})
        </summary>
        {deliveries !== null && sorted.length === 0 && <p>{t('ui.goods.noDeliveries')}</p>}
        <ul class="delivery-list">
          {sorted.map((d, i) => (
            <li key={i} data-testid="delivery-option">
              <GoodsCube color={d.color} size={20} />
              <span>
                {t('ui.goods.deliveryLine', { from: placeName(state, d.from), to: placeName(state, d.to), links: d.route.length })}
                {' · '}
                {Object.entries(d.incomeBy)
                  .filter(([, n]) => n > 0)
                  .map(([s, n]) => t('ui.goods.incomeFor', { name: state.seats[Number(s)]!.name, n }))
                  .join(', ')}
              </span>
              <button
                type="button"
                class="btn"
                data-testid="deliver"
                disabled={pending}
                onClick={() => void game.dispatch({ type: 'deliver', seat, from: d.from, color: d.color, route: d.route.slice() })}
              >
                {t('ui.goods.deliver')}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
