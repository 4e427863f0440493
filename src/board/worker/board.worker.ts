// The board worker's entry: small on purpose. It listens at once and loads the board (board-host.ts, with PixiJS)
// after. Messages posted to a worker before its script has run are handed on by the page's main thread once the
// script has run and that thread is free: with PixiJS in this first script, the canvas sent on a cold start waited for
// the game screen's render and layout (~0.2 s at CPU ×4) before the renderer could start (docs/performance.md).
import { glAttributes, wantsAntialias } from '../gl-attributes';
import type { FromBoardWorker, InWorker, ToBoardWorker } from './protocol';

postMessage({ type: 'running' } satisfies FromBoardWorker);

const early: InWorker[] = [];
/** Why the board could not be loaded, once it is known: every later canvas is answered with it. */
let failed: string | null = null;
const fail = (message: string) => postMessage({ type: 'failed', message } satisfies FromBoardWorker);
const keep = (e: MessageEvent<ToBoardWorker>) => {
  const m = e.data;
  if (m.type !== 'init') return void early.push(m);
  if (failed) return fail(failed);
  // The canvas came before PixiJS: its WebGL context is asked for now, so that the GPU process makes it while PixiJS
  // loads (at a cold start the context's creation was most of the renderer's start). PixiJS is then given it. The
  // drawing buffer gets the board's size first, so it is not allocated twice.
  m.canvas.width = Math.round(m.width * m.dpr);
  m.canvas.height = Math.round(m.height * m.dpr);
  const context = m.canvas.getContext('webgl2', glAttributes(wantsAntialias(m.options.antialias, m.dpr)));
  early.push(context ? { ...m, context } : m);
};
addEventListener('message', keep);
void import('./board-host').then(
  ({ serve }) => {
    removeEventListener('message', keep);
    serve(early);
  },
  (err: unknown) => {
    // The page then draws the board itself (open-board.ts): told now if it has asked, and by the worker's error event
    // (which the page notes as it starts a worker) if it asks only later.
    failed = String((err as Error)?.message ?? err);
    if (early.some((m) => m.type === 'init')) fail(failed);
    setTimeout(() => {
      throw err;
    });
  },
);
