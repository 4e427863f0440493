// The first module the app evaluates (main.tsx imports it before anything else): when the address names a game, the
// engine worker starts and opens that game at once, in parallel with the rest of the app's start-up.
import { prefetchGame } from './ui/model/prefetch';
import { parseRoute } from './ui/route';

const start = parseRoute(location.hash);
if (start.name === 'game') prefetchGame(start.id);
