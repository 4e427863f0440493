// A goods cube for the panels: its colour plus its own shape and letter (the board's palette), so colour is not alone.
import type { GoodsColor } from '../../engine/map/types';
import { GOODS_LOOK, cssColor as hex } from '../../board/palette';
import { t } from '../i18n/i18n';

const SHAPES: Record<string, string> = {
  square: 'M3 3H21V21H3Z',
  circle: 'M12 2.5A9.5 9.5 0 1 1 11.99 2.5Z',
  diamond: 'M12 1.5L22.5 12L12 22.5L1.5 12Z',
  triangle: 'M12 2L22.5 21H1.5Z',
  hexagon: 'M6.5 2.5H17.5L23 12L17.5 21.5H6.5L1 12Z',
  star: 'M12 1.5L14.9 8.6L22.5 9.2L16.7 14.1L18.5 21.5L12 17.5L5.5 21.5L7.3 14.1L1.5 9.2L9.1 8.6Z',
};

export function GoodsCube({ color, size = 24 }: { color: GoodsColor | string; size?: number }) {
  const look = GOODS_LOOK[color as GoodsColor];
  if (!look) return <span>{color}</span>;
  return (
    <svg class="goods-cube" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('ui.goods.cube', { color })}>
      <path d={SHAPES[look.shape]} fill={hex(look.fill)} stroke={hex(look.edge)} stroke-width="1.5" />
      <text x="12" y={look.shape === 'triangle' ? 18 : 16} text-anchor="middle" font-size="9" font-weight="700" fill={hex(look.ink)} font-family="system-ui, sans-serif">
        {look.letter}
      </text>
    </svg>
  );
}
