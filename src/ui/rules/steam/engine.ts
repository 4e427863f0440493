// The one door from Steam's UI module to its engine: everything the panels read of the rules (action tiles, editions,
// texts, types) comes through here from the engine's page-safe module (src/engine/steam/page.ts), so the page never
// loads the rules' flow; moves, legal moves and every money preview run in the worker, asked through its queries.
export * from '../../../engine/steam/page';
