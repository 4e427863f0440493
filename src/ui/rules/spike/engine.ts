// The one door from Spike's UI module to its engine: everything the panels read of the rules (card data, editions,
// texts, types) comes through here from the engine's page-safe module (src/engine/spike/page.ts), so the page never
// loads the rules' flow; moves, legal moves, routes and scores run in the worker, asked through its queries.
export * from '../../../engine/spike/page';
