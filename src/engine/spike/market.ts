// The market table ([003:L75], [003:L184-188], P12): columns of three price markers, the top row worth $3, the middle
// $2, the bottom $1. Connecting a city scores its good's row value; the marker then drops to the bottom of its column
// and the markers below it move up; other columns stay as they are.

/** Dollars of each row, top first. */
export const MARKET_ROWS: readonly number[] = [3, 2, 1];

/** The value of `good` now ($3, $2, $1), or 0 when it is not on the market. */
export function marketValue(market: readonly (readonly string[])[], good: string): number {
  for (const col of market) {
    const row = col.indexOf(good);
    if (row >= 0) return MARKET_ROWS[row] ?? 0;
  }
  return 0;
}

/** The market after `good` was scored: its marker at the bottom of its column, the ones below it one row up. */
export function marketAfterScoring(market: readonly (readonly string[])[], good: string): string[][] {
  return market.map((col) => (col.includes(good) ? [...col.filter((g) => g !== good), good] : col.slice()));
}
