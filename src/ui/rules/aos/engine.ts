// The one door from Age of Steam's UI module to its engine: everything the panels read of the rules (numbers, round
// facts, the goods display, scores, texts, types) comes through here from the engine's page-safe module
// (src/engine/aos/page.ts), so the page never loads the rules' flow; those run in the worker. The round helpers take
// the view (AosView: the state less its generator and seed), which is all the page holds.
export * from '../../../engine/aos/page';
