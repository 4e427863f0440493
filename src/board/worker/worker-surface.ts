// The board's surface inside the board worker: the canvas the page transferred, a stand-in element for Pixi's events,
// and messages to the page for what the page shows or reads (camera, names, marks). Input arrives as messages, which
// board-host.ts hands to `receive`: it does what page-surface.ts does with the DOM's events.
import type { BoardSurface, SurfaceInput } from '../surface';
import type { Camera } from '../ui-state';
import { dispatchPointer, dispatchWheel, eventElement } from './dom-shim';
import type { FromBoardWorker, ToBoardWorker } from './protocol';

/** Longest wait for a worker's animation frame before the frame runs from a timer (a 60 Hz frame is 16.7 ms). */
const FRAME_FALLBACK_MS = 20;

/**
 * The next frame in a worker: requestAnimationFrame where it ticks, else a timer. A worker's animation frames follow
 * its canvas's frame production, and headless Chromium delivered them only now and then (2 in several seconds in a
 * browser test, which left a 260 ms tile animation running for seconds and swallowed the next tap). While the page is
 * hidden only requestAnimationFrame is asked (which then waits), so a hidden board costs no timer wake-ups.
 */
function frameRequester(isHidden: () => boolean): (fn: (now: number) => void) => () => void {
  return (fn) => {
    let done = false;
    const run = (now: number) => {
      if (done) return;
      done = true;
      if (raf !== null) cancelAnimationFrame(raf);
      if (timer !== null) clearTimeout(timer);
      fn(now);
    };
    const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : null;
    const timer = raf === null || !isHidden() ? setTimeout(() => run(performance.now()), FRAME_FALLBACK_MS) : null;
    return () => {
      done = true;
      if (raf !== null) cancelAnimationFrame(raf);
      if (timer !== null) clearTimeout(timer);
    };
  };
}

/** The page's input, visibility and motion-preference messages, which the surface handles itself (`receive`). */
type SurfaceMessage = Extract<ToBoardWorker, { type: 'pointer' | 'wheel' | 'key' | 'focus' | 'blur' | 'visibility' | 'motion' }>;

export interface WorkerSurface extends BoardSurface {
  readonly events: ReturnType<typeof eventElement>;
  /** Runs `fn` right after the board's next frame (its frame callback was queued first, so it has rendered by then). */
  afterFrame(fn: () => void): void;
  /** The page's host has a new size (CSS pixels): the stand-in element and the board take it. */
  resize(width: number, height: number): void;
  /** A message from the page about input, visibility or the reduced-motion preference. */
  receive(m: SurfaceMessage): void;
}

export function workerSurface(
  init: { canvas: OffscreenCanvas; context?: WebGL2RenderingContext; width: number; height: number; dpr: number; reducedMotion: boolean },
  post: (m: FromBoardWorker) => void,
): WorkerSurface {
  const events = eventElement(init.width, init.height, init.dpr);
  let input: SurfaceInput | null = null;
  let hidden = false;
  const requestFrame = frameRequester(() => hidden);
  const afterFrame = (fn: () => void) => void requestFrame(fn);
  // The camera reaches the page after the frame that shows it: the page (and the cold-start benchmark) reads "the
  // camera is published" as "the board shows it", as it is on the page's own thread.
  let camera: Camera | null = null;
  let queued = false;
  let reducedMotion = init.reducedMotion;
  return {
    width: init.width,
    height: init.height,
    dpr: init.dpr,
    // Read at each animation, as the page last said it.
    get reducedMotion() {
      return reducedMotion;
    },
    canvas: init.canvas,
    ...(init.context ? { context: init.context } : {}),
    events,
    attach() {
      // The page already shows the canvas: it transferred it from an element in the board's host.
    },
    connect(i) {
      input = i;
      return () => {
        input = null;
      };
    },
    afterFrame,
    resize(w, h) {
      events.resize(w, h);
      input?.resize(w, h);
    },
    receive(m) {
      switch (m.type) {
        case 'pointer':
          dispatchPointer(events, m.event);
          // A press ended: the board may publish the camera it held back during the gesture (as on the page).
          if (m.event.type === 'pointerup' || m.event.type === 'pointercancel') input?.pointerEnd();
          break;
        case 'wheel':
          dispatchWheel(events, m.event);
          break;
        case 'key':
          input?.key(m.event);
          break;
        case 'focus':
          input?.focus(m.visible);
          break;
        case 'blur':
          input?.blur();
          break;
        case 'visibility':
          hidden = m.hidden;
          break;
        case 'motion':
          reducedMotion = m.reduced;
          break;
      }
    },
    publishCamera(c) {
      camera = c;
      if (queued) return;
      queued = true;
      afterFrame(() => {
        queued = false;
        if (camera) post({ type: 'camera', camera });
      });
    },
    publishNames(count) {
      post({ type: 'names', count });
    },
    mark(name) {
      post({ type: 'mark', name, at: performance.now() });
    },
    measure(name, start, end) {
      post({ type: 'measure', name, start, end });
    },
    requestFrame,
    // A worker has no idle callbacks; the board's thread is idle between its frames, so deferred work runs in a task
    // after the next frame, in the board's short slices.
    later(fn) {
      requestFrame(() => setTimeout(() => fn(), 0));
    },
  };
}
