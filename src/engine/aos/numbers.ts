// The rulebook's fixed numbers for shares, expenses and scoring, with no imports: the rules use them, and so does the
// share preview (round-info.ts projectShares), which the UI reads without pulling the engine (and its move-generation
// tables) into the page's start-up.

/** Shares may be issued up to 15 over the whole game, the initial 2 included (A-D19); each brings $5. */
export const MAX_SHARES = 15;
export const SHARE_VALUE = 5;

/** Victory points per income step, and lost per share issued (001:L647, L653). */
export const POINTS_PER_INCOME = 3;
export const POINTS_PER_SHARE = 3;

/** Barbados: dollars to pay per issued share at the end (001:L897-899). */
export const SHARE_REDEMPTION = 5;

/** St. Lucia: dollars the start player pays for the start (001:L917-918); the start-player panel shows it too. */
export const START_PLAYER_PRICE = 5;

/** Points `shares` issued shares cost at the end (games scored in points). */
export function sharePoints(shares: number): number {
  return POINTS_PER_SHARE * shares;
}

/** What `shares` issued shares cost at the end in a game scored in money (Barbados). */
export function redemptionDue(shares: number): number {
  return SHARE_REDEMPTION * shares;
}

/** Expenses due: $1 per share issued + $1 per engine level (001:L574-577). */
export function expensesDue(shares: number, engine: number): number {
  return shares + engine;
}

/**
 * Pays `due` from cash; each dollar that cannot be paid costs 1 income (001:L579-582).
 * `eliminated` when income falls below 0 (001:L582-586). Here, beside the numbers, so the round's end (phases/economy.ts)
 * and the warning before a spend (round-outlook.ts) run the same code.
 */
export function payFrom(cash: number, income: number, due: number): { cash: number; income: number; paid: number; incomeLost: number; eliminated: boolean } {
  const paid = Math.min(cash, due);
  const incomeLost = due - paid;
  const after = income - incomeLost;
  return { cash: cash - paid, income: after, paid, incomeLost, eliminated: after < 0 };
}
