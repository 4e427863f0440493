// Turns the engine's per-round history into polylines for the end-of-game charts (income, cash, score per seat).
// Pure geometry, so it is tested without a DOM; the SVG component only draws what this returns.
import type { RoundHistory } from '../../engine/aos/state';

export type ChartMetric = 'income' | 'cash' | 'score';

export interface ChartSeries {
  seat: number;
  /** [x, y] in chart pixels, one per round recorded. */
  points: [number, number][];
  values: number[];
}

export interface ChartModel {
  width: number;
  height: number;
  /** Plot area inside the axes. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  min: number;
  max: number;
  rounds: number[];
  series: ChartSeries[];
  yTicks: { value: number; y: number }[];
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

export function chartModel(history: RoundHistory[], metric: ChartMetric, seats: number, width = 600, height = 260): ChartModel {
  const left = 44;
  const top = 12;
  const right = width - 12;
  const bottom = height - 28;
  const rounds = history.map((h) => h.round);
  const values = Array.from({ length: seats }, (_, seat) => history.map((h) => h.seats[seat]?.[metric] ?? 0));
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
  for (let v = min; v <= max; v += step) yTicks.push({ value: v, y: round2(yOf(v)) });
  const every = Math.ceil(rounds.length / 10);
  const xTicks = rounds.map((round, i) => ({ round, x: round2(xOf(i)) })).filter((_, i) => i % every === 0);
  return { width, height, left, top, right, bottom, min, max, rounds, series, yTicks, xTicks };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
