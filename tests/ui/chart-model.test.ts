// The chart geometry puts every round on the x axis and keeps every value inside the plot area.
import { describe, expect, it } from 'vitest';
import type { RoundHistory } from '../../src/engine/aos/state';
import { chartModel } from '../../src/ui/components/chart-model';

const history: RoundHistory[] = [1, 2, 3, 4].map((round) => ({
  round,
  seats: [
    { cash: 10 + round, income: round * 2, score: round * 6 - 6, eliminated: false },
    { cash: 5 - round * 3, income: round, score: -3 + round, eliminated: false },
  ],
}));

describe('chartModel', () => {
  it('maps every round and seat into the plot area', () => {
    const m = chartModel(history, 'cash', 2);
    expect(m.series).toHaveLength(2);
    expect(m.rounds).toEqual([1, 2, 3, 4]);
    for (const s of m.series) {
      expect(s.points).toHaveLength(4);
      for (const [x, y] of s.points) {
        expect(x).toBeGreaterThanOrEqual(m.left);
        expect(x).toBeLessThanOrEqual(m.right);
        expect(y).toBeGreaterThanOrEqual(m.top);
        expect(y).toBeLessThanOrEqual(m.bottom);
      }
    }
    // Negative cash (seat 1, round 4: −7) pulls the axis below zero.
    expect(m.min).toBeLessThan(0);
    expect(m.series[1]!.values).toEqual([2, -1, -4, -7]);
    // The axis prints values below zero with a real minus, as every text does (issue 14 point 6).
    expect(m.yTicks.filter((tk) => tk.value < 0).map((tk) => tk.label)).toEqual(m.yTicks.filter((tk) => tk.value < 0).map((tk) => `−${-tk.value}`));
    expect(m.yTicks.some((tk) => tk.value < 0)).toBe(true);
    expect(m.yTicks.map((tk) => tk.label).join(' ')).not.toMatch(/-\d/);
    // Higher value = higher on screen = smaller y.
    expect(m.series[0]!.points[3]![1]).toBeLessThan(m.series[0]!.points[0]![1]);
  });

  it('spaces rounds evenly from left to right', () => {
    const m = chartModel(history, 'income', 2, 600, 260);
    const xs = m.series[0]!.points.map((p) => p[0]);
    expect(xs[0]).toBe(m.left);
    expect(xs[3]).toBe(m.right);
    expect(xs[2]! - xs[1]!).toBeCloseTo(xs[1]! - xs[0]!, 1);
  });

  it('handles a game with no recorded rounds', () => {
    const m = chartModel([], 'score', 3);
    expect(m.series.every((s) => s.points.length === 0)).toBe(true);
    expect(m.max).toBeGreaterThan(m.min);
  });

  // Issue 14: the chart was laid out 600 units wide and shrunk to fit a phone, so its labels came out 6–7 px.
  it('lays the chart out at the width it is shown, so every label reads at least 11 px', () => {
    for (const shown of [300, 340, 600, 960]) {
      const m = chartModel(history, 'score', 2, shown);
      // The SVG is drawn at the model's width: CSS px per unit = shown / model width.
      const pxPerUnit = shown / m.width;
      expect(m.text.tick * pxPerUnit).toBeGreaterThanOrEqual(11);
      expect(m.text.letter * pxPerUnit).toBeGreaterThanOrEqual(11);
      // The players' letters fit inside their discs.
      expect(m.text.pointR * 2).toBeGreaterThan(m.text.letter);
      expect(m.right).toBeLessThanOrEqual(m.width);
      expect(m.bottom).toBeLessThanOrEqual(m.height);
    }
  });
});
