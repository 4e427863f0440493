// The one door from Age of Steam's UI module to its engine: everything the panels read of the rules (numbers, round
// facts, the goods display, scores, texts, types) comes through here from the engine's page-safe module
// (src/engine/aos/page.ts), so the page never loads the rules' flow; those run in the worker.
import type { AosView, GameState } from '../../../engine/aos/page';
import * as page from '../../../engine/aos/page';

export * from '../../../engine/aos/page';

/** A rules helper of the state, taking the view instead: the page holds the view, never the state. */
type OnView<F> = F extends (s: GameState, ...rest: infer A) => infer R ? (s: AosView, ...rest: A) => R : never;

// These helpers read what the view holds (players, track, display, options, round); none reads the generator or the
// seed, the only fields the view lacks (AosView = the state less rng and seed), so they are typed on the view here.
export const goodsDisplay = page.goodsDisplay as OnView<typeof page.goodsDisplay>;
export const projectShares = page.projectShares as OnView<typeof page.projectShares>;
export const newCityColor = page.newCityColor as OnView<typeof page.newCityColor>;
export const finalScoring = page.finalScoring as OnView<typeof page.finalScoring>;
export const offeredActions = page.offeredActions as OnView<typeof page.offeredActions>;
export const roundPhases = page.roundPhases as OnView<typeof page.roundPhases>;
export const roundOutlook = page.roundOutlook as OnView<typeof page.roundOutlook>;
