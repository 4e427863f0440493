// Turns an engine's per-round history into polylines for the end-of-game charts (a number per seat and round: income,
// cash, score, VP …). Pure geometry, so it is tested without a DOM; the SVG component only draws what this returns.
// Shared by the rule systems' end screens: each names the figures its history records.
import { formatSigned } from '../../engine/message-text';

/** One round of a game's history: a record of figures per seat (the metric picks one; a missing one counts 0). */
export interface ChartRound {
  round: number;
  seats: readonly object[];
}

export interface ChartSeries {
  seat: number;
  /** [x, y] in chart pixels, one per round recorded. */
  points: [number, number][];
  values: number[];
}

/**
 * Text sizes of the charts' labels and the radius of a point's disc, CSS px. The chart is laid out at the width it is
 * shown (one SVG unit per CSS pixel; charts.tsx measures it), so these are the sizes a player reads: a chart drawn at
 * 600 units and shrunk to a 340 px phone made 12 px ticks 6.8 px and the players' letters 5.7 px (issue 14).
 */
export const CHART_TEXT = { tick: 12, letter: 11, pointR: 9 } as const;
/** Narrowest layout: below it the chart scrolls sideways rather than squeezing its rounds together. */
export const CHART_MIN_WIDTH = 280;

export interface ChartModel {
  /** Layout size in SVG units, which are CSS px (the chart is laid out at the width it is shown). */
  width: number;
  height: number;
  /** Label sizes and the points' radius, CSS px. */
  text: typeof CHART_TEXT;
  /** Plot area inside the axes. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  min: number;
  max: number;
  rounds: number[];
  series: ChartSeries[];
  /** `label`: the value as printed, below zero with a real minus ("−6", never "-6"). */
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { round: number; x: number }[];
}

/** Round tick marks stay readable: at most ~10 labels. */
function niceStep(range: number, targetTicks: number): number {
  const raw = range / Math.max(1, targetTicks);
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const norm = raw / mag;
  const step = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10;
  return Math.max(1, step * mag);
}

/** The chart of `metric`, laid out for `shownWidth` CSS px (at least CHART_MIN_WIDTH); its height follows. */
export function chartModel(history: readonly ChartRound[], metric: string, seats: number, shownWidth = 600, height = Math.round(Math.min(300, Math.max(200, shownWidth * 0.45)))): ChartModel {
  const width = Math.max(CHART_MIN_WIDTH, Math.round(shownWidth));
  const left = 44;
  const top = 12;
  const right = width - 12;
  const bottom = height - 28;
  const rounds = history.map((h) => h.round);
  const values = Array.from({ length: seats }, (_, seat) => history.map((h) => figure(h.seats[seat], metric)));
  const flat = values.flat();
  const step = niceStep(Math.max(1, Math.max(0, ...flat) - Math.min(0, ...flat)), 5);
  const min = Math.floor(Math.min(0, ...flat) / step) * step;
  const max = Math.max(step, Math.ceil(Math.max(0, ...flat) / step) * step);
  const xOf = (i: number) => (rounds.length <= 1 ? (left + right) / 2 : left + ((right - left) * i) / (rounds.length - 1));
  const yOf = (v: number) => bottom - ((bottom - top) * (v - min)) / (max - min);
  const series = values.map((vals, seat) => ({
    seat,
    values: vals,
    points: vals.map((v, i) => [round2(xOf(i)), round2(yOf(v))] as [number, number]),
  }));
  const yTicks: ChartModel['yTicks'] = [];
  for (let v = min; v <= max; v += step) yTicks.push({ value: v, y: round2(yOf(v)), label: formatSigned(v) });
  const every = Math.ceil(rounds.length / 10);
  const xTicks = rounds.map((round, i) => ({ round, x: round2(xOf(i)) })).filter((_, i) => i % every === 0);
  return { width, height, text: CHART_TEXT, left, top, right, bottom, min, max, rounds, series, yTicks, xTicks };
}

/** A seat's figure `metric` in one round; 0 when the record has none. */
function figure(seat: object | undefined, metric: string): number {
  const v = (seat as Record<string, unknown> | undefined)?.[metric];
  return typeof v === 'number' ? v : 0;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
