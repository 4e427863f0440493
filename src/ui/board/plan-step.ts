// One line of the plan list: "1. straight on Chicago, $2" on a place, but "1. straight, 2 hexes north-east of Chicago,
// $2" off the places ("straight on 2 hexes north-east of …" read wrong), as the engine's texts use their …Near keys.
import type { HexId } from '../../engine/hex/coords';
import type { BoardMap } from '../../engine/map/types';
import { whereIs } from '../../engine/map/where';
import { formatMoney, t } from '../i18n/i18n';

/** The plan's step `n` (from 1): the tile, where it goes and its cost (null: not priced yet, shown as a dash). */
export function planStepText(map: BoardMap, n: number, tile: string, hex: HexId, cost: number | null): string {
  const where = whereIs(map, hex);
  const params = { n, tile: t(`board.tile.${tile}`), cost: cost === null ? '—' : formatMoney(cost) };
  if (where?.dir) return t('board.plan.stepNear', { ...params, dist: where.distance, dir: where.dir, place: where.place.name });
  return t('board.plan.step', { ...params, place: where ? where.place.name : hex });
}
