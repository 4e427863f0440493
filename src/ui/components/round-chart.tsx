// Line charts of a figure per seat over the rounds (income, cash, score, VP …) or moves, drawn as plain SVG from chartModel (no
// chart library); shared by the rule systems' end screens, whose catalogues say `ui.end.chart.<metric>`.
// Each player's line also carries their letter at every point, so the lines are told apart without colour. The chart is
// laid out at the width its box has (measured), one SVG unit per CSS pixel, so its labels keep their size on a phone.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PlayerColor } from '../../engine/api';
import { PLAYER_LOOK, cssColor } from '../../board/palette';
import { t } from '../i18n/i18n';
import { chartModel, type ChartRound } from './chart-model';

const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 4', '10 4'];

/** The content width of `el`'s box, followed as it changes (rotation, a drawer opening). */
function useShownWidth(el: { current: HTMLElement | null }): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = el.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const ro = new ResizeObserver(() => setWidth(box.clientWidth));
    ro.observe(box);
    return () => ro.disconnect();
  }, [el]);
  return width;
}

/** The keys of the x axis's name and the chart's description ({metric}). */
export interface ChartTexts {
  axis: string;
  describe: string;
}

/** Rounds on the x axis (Steam's and Age of Steam's catalogues hold these texts); a system whose x values are no rounds
 * (Spike samples its moves) passes keys of its own. */
export const ROUND_TEXTS: ChartTexts = { axis: 'ui.end.chartRound', describe: 'ui.end.chartDesc' };

export function RoundChart({
  history,
  seats,
  metric,
  texts = ROUND_TEXTS,
}: {
  history: readonly ChartRound[];
  seats: readonly { color: PlayerColor }[];
  metric: string;
  texts?: ChartTexts;
}) {
  const box = useRef<HTMLElement>(null);
  const shown = useShownWidth(box);
  const m = chartModel(history, metric, seats.length, shown ?? undefined);
  const title = t(`ui.end.chart.${metric}`);
  return (
    <figure class="chart" data-testid={`chart-${metric}`} ref={box}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${m.width} ${m.height}`} width={m.width} height={m.height} role="img" aria-label={t(texts.describe, { metric: title })}>
        {m.yTicks.map((tk) => (
          <g key={tk.value}>
            <line x1={m.left} x2={m.right} y1={tk.y} y2={tk.y} class={tk.value === 0 ? 'axis' : 'grid'} />
            <text x={m.left - 6} y={tk.y + 4} text-anchor="end" class="tick" font-size={m.text.tick}>
              {tk.label}
            </text>
          </g>
        ))}
        {m.xTicks.map((tk) => (
          <text key={tk.round} x={tk.x} y={m.bottom + 18} text-anchor="middle" class="tick" font-size={m.text.tick}>
            {tk.round}
          </text>
        ))}
        {m.series.map((s) => {
          const seat = seats[s.seat]!;
          const { fill, ink, letter } = PLAYER_LOOK[seat.color];
          const look = { fill: cssColor(fill), ink: cssColor(ink), letter };
          return (
            <g key={s.seat} data-seat={s.seat}>
              <polyline points={s.points.map((p) => p.join(',')).join(' ')} fill="none" stroke={look.fill} stroke-width="3" stroke-dasharray={DASHES[s.seat % DASHES.length]} />
              {s.points.map(([x, y], i) => (
                <g key={i}>
                  <circle cx={x} cy={y} r={m.text.pointR} fill={look.fill} stroke="#1b1b1b" stroke-width="1" />
                  <text x={x} y={y + m.text.letter * 0.36} text-anchor="middle" class="point-letter" fill={look.ink} font-size={m.text.letter}>
                    {look.letter}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
        <text x={(m.left + m.right) / 2} y={m.height - 2} text-anchor="middle" class="tick" font-size={m.text.tick}>
          {t(texts.axis)}
        </text>
      </svg>
    </figure>
  );
}
