// The board worker's entry: small on purpose. It listens at once and loads the board (board-host.ts, with PixiJS)
// after. Messages posted to a worker before its script has run are handed on by the page's main thread once the
// script has run and that thread is free: with PixiJS in this first script, the canvas sent on a cold start waited for
// the game screen's render and layout (~0.2 s at CPU ×4) before the renderer could start (docs/performance.md).
import { glAttributes, wantsAntialias } from '../gl-attributes';
import type { FromBoardWorker, ToBoardWorker } from './protocol';

const early: ToBoardWorker[] = [];
const keep = (e: MessageEvent<ToBoardWorker>) => {
  const m = e.data;
  // The canvas came before PixiJS: its WebGL context is asked for now, so that the GPU process makes it while PixiJS
  // loads (at a cold start the context's creation was most of the renderer's start). PixiJS is then given it.
  if (m.type === 'init') {
    const context = m.canvas.getContext('webgl2', glAttributes(wantsAntialias(m.options.antialias, m.dpr)));
    early.push(context ? { ...m, context } : m);
  } else early.push(m);
};
addEventListener('message', keep);
void import('./board-host').then(
  ({ serve }) => {
    removeEventListener('message', keep);
    serve(early);
  },
  // The page then draws the board itself (open-board.ts).
  (err: unknown) => postMessage({ type: 'failed', message: String((err as Error)?.message ?? err) } satisfies FromBoardWorker),
);
