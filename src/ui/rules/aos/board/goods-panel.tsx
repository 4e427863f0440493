// The deliveries panel: tap a cube to list every legal delivery for it (destination, links, income per owner), choose
// one to see its path on the board, confirm; a "best deliveries" list; raise the engine or move nothing instead.
import { placeAt } from '../../../../engine/map/query';
import type { BoardMap, GoodsColor } from '../../../../engine/map/types';
import type { PlayerColor } from '../../../../engine/api';
import { GOODS_LOOK } from '../../../../board/palette';
import { PlayerBadge } from '../../../components/player-badge';
import { t, tReason } from '../../../i18n/i18n';
import type { Delivery } from './board-game';
import { incomeBySeat } from '../engine';
import { othersProfit } from '../money-text';
import type { GoodsModel } from './goods-model';

function placeName(map: BoardMap, hex: string): string {
  return placeAt(map, hex)?.name ?? hex;
}

export function GoodsPanel({
  goods,
  map,
  cubes,
  seats,
  onConfirm,
}: {
  goods: GoodsModel;
  map: BoardMap;
  cubes: Record<string, GoodsColor[]>;
  seats: readonly { name: string; color: PlayerColor }[];
  onConfirm: () => void;
}) {
  const seat = goods.seat.value;
  if (seat === null) return null;
  const cube = goods.cube.value;
  const chosen = goods.chosen.value;
  // Who profits, by name ("you +3, Daria +1"); the chosen delivery's east–west bonus goes where the player put it.
  const profit = (d: Delivery) => {
    const [own, ...rest] = incomeBySeat(d, seat, d === chosen ? goods.bonusTo.value : undefined);
    return { own: own!.income, others: othersProfit(rest, seat, seats) };
  };
  const view = (d: Delivery) => t('board.goods.option', { to: placeName(map, d.to), links: d.route.length, ...profit(d) });
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
      {/* Confirm first: on a phone the panel is short and the list of deliveries can be long. */}
      {chosen && (
        <div class="gb-row gb-wrap">
          <button type="button" class="gb-btn gb-primary" disabled={goods.busy.value} onClick={onConfirm} data-testid="confirm-delivery">
            {t('board.goods.confirm', { to: placeName(map, chosen.to) })}
          </button>
          <button type="button" class="gb-btn" onClick={() => goods.clear()}>
            {t('board.build.cancel')}
          </button>
        </div>
      )}
      {chosen?.bonusOwners && chosen.bonusOwners.length > 0 && (
        <div class="gb-block" data-testid="bonus-choice">
          <strong>{t('board.goods.bonusTitle')}</strong>
          <p class="gb-hint">{t('board.goods.bonusHint')}</p>
          <div class="gb-row gb-wrap" role="group" aria-label={t('board.goods.bonusTitle')}>
            {chosen.bonusOwners.map((o) => (
              <button
                type="button"
                key={o}
                aria-pressed={goods.bonusTo.value === o}
                class={`gb-btn ${goods.bonusTo.value === o ? 'is-on' : ''}`}
                onClick={() => goods.chooseBonus(o)}
                data-testid={`bonus-to-${o}`}
              >
                <PlayerBadge name={seats[o]?.name ?? '?'} color={seats[o]?.color ?? 'blue'} size={22} /> {seats[o]?.name ?? '?'}
              </button>
            ))}
          </div>
        </div>
      )}
      {pickFrom && <CubePicker goods={goods} hex={pickFrom} colours={cubes[pickFrom] ?? []} />}
      {cube && goods.candidates.value.length > 0 && (
        <div class="gb-block">
          <strong>{t('board.goods.cube', { color: t(`color.${cube.color}`) })}</strong>
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
                >
                  {view(d)}
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
                {goods.best.value.map((d, i) => {
                  return (
                    <li key={i}>
                      <button type="button" class="gb-btn gb-wide" onClick={() => goods.choose(d)} data-testid="best-delivery">
                        {t('board.goods.bestItem', { color: t(`color.${d.color}`), from: placeName(map, d.from), to: placeName(map, d.to), ...profit(d) })}
                      </button>
                    </li>
                  );
                })}
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
            <CubeIcon color={color} /> {t('board.goods.cube', { color: t(`color.${color}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}

const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** The cube's colour, shape and letter as on the board. */
function CubeIcon({ color }: { color: GoodsColor }) {
  const look = GOODS_LOOK[color];
  const shape = {
    square: <rect x="-8" y="-8" width="16" height="16" />,
    circle: <circle r="9" />,
    diamond: <polygon points="0,-10 10,0 0,10 -10,0" />,
    triangle: <polygon points="0,-10 10,8 -10,8" />,
    hexagon: <polygon points="9,0 4.5,7.8 -4.5,7.8 -9,0 -4.5,-7.8 4.5,-7.8" />,
    star: <polygon points="0,-10 2.4,-3.2 9.5,-3.1 3.8,1.2 5.9,8.1 0,4 -5.9,8.1 -3.8,1.2 -9.5,-3.1 -2.4,-3.2" />,
  }[look.shape];
  return (
    <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
      <g fill={css(look.fill)} stroke={css(look.edge)} stroke-width="1.5">
        {shape}
      </g>
      <text y="3.5" text-anchor="middle" font-size="9" font-weight="700" fill={css(look.ink)}>
        {look.letter}
      </text>
    </svg>
  );
}
