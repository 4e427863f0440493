// Steam's deliveries panel under the board: tap a cube to list every legal delivery for it (destination, links, points
// per owner: "you +3, Bo +1"), choose one to see its path on the board, confirm; a "best deliveries" list.
import { placeAt } from '../../../../engine/map/query';
import type { BoardMap, GoodsColor } from '../../../../engine/map/types';
import { GoodsCube } from '../../../components/goods-cube';
import { t, tReason } from '../../../i18n/i18n';
import type { SteamView } from '../engine';
import { pointsText } from '../money-text';
import type { Delivery } from './board-game';
import type { GoodsModel } from './goods-model';

function placeName(map: BoardMap, hex: string): string {
  return placeAt(map, hex)?.name ?? hex;
}

export function GoodsPanel({ goods, view, onConfirm }: { goods: GoodsModel; view: SteamView; onConfirm: () => void }) {
  const seat = goods.seat.value;
  if (seat === null) return null;
  const map = view.map;
  const cube = goods.cube.value;
  const chosen = goods.chosen.value;
  const points = (d: Delivery) => pointsText(d.incomeBy, seat, view.seats);
  const pickFrom = goods.pickFrom.value;
  return (
    <section class="gb-panel" aria-label={t('board.goods.title')} data-testid="goods-panel">
      <header class="gb-row">
        <strong>{t('board.goods.title')}</strong>
      </header>
      {goods.reason.value && (
        <p class="gb-reason" role="alert" data-testid="goods-reason">
          {tReason(goods.reason.value)}
        </p>
      )}
      {chosen && (
        <div class="gb-row gb-wrap">
          <button type="button" class="gb-btn gb-primary" disabled={goods.busy.value} onClick={onConfirm} data-testid="confirm-delivery">
            {t('board.goods.confirm', { to: placeName(map, chosen.to), points: points(chosen) })}
          </button>
          <button type="button" class="gb-btn" onClick={() => goods.clear()}>
            {t('board.build.cancel')}
          </button>
        </div>
      )}
      {pickFrom && <CubePicker goods={goods} hex={pickFrom} colours={view.cubes[pickFrom] ?? []} />}
      {cube && goods.candidates.value.length > 0 && (
        <div class="gb-block">
          <strong>{t('board.goods.cube', { color: cube.color })}</strong>
          <ul class="gb-list" role="listbox">
            {goods.candidates.value.map((d, i) => (
              <li key={i}>
                <button
                  type="button"
                  role="option"
                  aria-selected={d === chosen}
                  class={`gb-btn gb-wide ${d === chosen ? 'is-on' : ''}`}
                  onClick={() => goods.choose(d)}
                  data-testid="board-delivery-option"
                  data-to={d.to}
                  data-links={d.route.length}
                  data-route={d.route.join(' ')}
                >
                  {t('board.goods.option', { to: placeName(map, d.to), links: d.route.length, points: points(d) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!cube && !pickFrom && (
        <>
          <p class="gb-hint">{goods.deliveries.value.length ? t('board.goods.hint') : t('board.goods.none')}</p>
          {goods.best.value.length > 0 && (
            <div class="gb-block">
              <strong>{t('board.goods.best')}</strong>
              <ul class="gb-list">
                {goods.best.value.map((d, i) => (
                  <li key={i}>
                    <button type="button" class="gb-btn gb-wide" onClick={() => goods.choose(d)} data-testid="best-delivery" data-points={d.incomeBy[seat] ?? 0}>
                      <GoodsCube color={d.color} size={18} /> {t('board.goods.bestItem', { from: placeName(map, d.from), to: placeName(map, d.to), points: points(d) })}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Big buttons for the cubes on a city, so a finger need not hit a small cube on the board. */
function CubePicker({ goods, hex, colours }: { goods: GoodsModel; hex: string; colours: GoodsColor[] }) {
  return (
    <div class="gb-block">
      <strong>{t('board.goods.pickCube')}</strong>
      <div class="gb-row gb-wrap">
        {colours.map((color, index) => (
          <button type="button" class="gb-btn" key={index} onClick={() => goods.selectCube({ hex, index, color })} data-testid="pick-cube" data-color={color}>
            <GoodsCube color={color} size={22} /> {t('board.goods.cube', { color })}
          </button>
        ))}
      </div>
    </div>
  );
}
