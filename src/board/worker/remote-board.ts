// The page's side of a board drawn by the board worker (board.worker.ts): a canvas in `host` whose drawing was handed
// to the worker (transferControlToOffscreen), the canvas's pointer and wheel events and the host's keys, focus, size and
// visibility forwarded to it, and its answers (camera, taps, marks) brought back. Implements the same Board as the
// page's own board, so the UI cannot tell them apart. Needs no PixiJS on the page.
import type { BoardView } from '../../engine/view';
import { isLatticeView, type LatticeView } from '../../engine/lattice/view';
import type { Board, BoardOptions } from '../board';
import { hexCenterPx } from '../geometry';
import { pointPx } from '../lattice/points';
import { bindHostKeys, deviceRatio, hostSize, onReducedMotionChange, prefersReducedMotion, styleBoardCanvas, writeCamera, writeNames } from '../host-dom';
import { FRAME_TIMES_KEPT } from '../surface';
import { EMPTY_UI, type BoardIntent, type BoardUiState, type Camera } from '../ui-state';
// Built as an entry of the app's own build (tools/build/worker-chunk.ts): the worker shares PixiJS and the board's
// chunks with the page's fallback board instead of shipping its own copies.
import boardWorkerUrl from './board.worker.ts?worker-chunk';
import type { ForwardedPointer, FromBoardWorker, ToBoardWorker } from './protocol';

/** Pointer events the board worker needs, all from the canvas (pointer capture keeps a press's moves on it). */
const POINTER_TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerover', 'pointerleave'] as const;
/** Longest wait for the worker's renderer; after it the page draws the board itself. */
const READY_TIMEOUT_MS = 10_000;

const noop = () => {};

/**
 * Whether lattice view `next` is `last` with other highlights at most: every other part the same object (the game
 * board's draw gives the model's view with the rule system's highlights, a new object per draw; its parts change only
 * with the position).
 */
export function sameButHighlights(last: LatticeView, next: LatticeView): boolean {
  const keys = Object.keys(next) as (keyof LatticeView)[];
  return keys.length === Object.keys(last).length && keys.every((k) => k === 'highlights' || next[k] === last[k]);
}

/** Workers whose script failed to load or run (its error may come before anyone asked the worker for a board). */
const brokenWorkers = new WeakSet<Worker>();

/**
 * Whether this browser can hand a canvas's drawing to a worker. (Whether the worker then gets WebGL is known only
 * there: Safari 16.4–16.x offers only 2D on such canvases; the worker then says it failed and the page draws.)
 */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

export function startBoardWorker(): Worker {
  const worker = new Worker(boardWorkerUrl, { type: 'module', name: 'board' });
  worker.addEventListener('error', () => brokenWorkers.add(worker));
  return worker;
}

/** A board the worker is starting, not yet (or already) shown in a host element. */
export interface RemoteBoard {
  /** The board once the worker's renderer is up; rejects (leaving no trace in the page) when it cannot start. */
  readonly board: Promise<Board>;
  /** Shows the canvas in `host` and takes the host's size, keys and focus; once, and not after a failure. */
  attach(host: HTMLElement): void;
  /** Draws `view` read-only before the board is attached, so its scene and first frame are ready when it is. */
  preview(view: BoardView | LatticeView): void;
  /** Ends a board that will not be used (its worker, canvas and listeners). */
  dispose(): void;
  /** Settles when the worker's script runs (its first message), or the worker fails or ends first. */
  readonly running: Promise<void>;
}

/**
 * Starts a board in `worker` drawing into a new canvas of `width` × `height` CSS pixels. The canvas can be shown later
 * (`attach`): a cold start into a game starts the renderer before the game screen exists, while the page is still
 * starting (src/boot.ts), and the board takes its host's real size when it is attached.
 */
export function startRemoteBoard(worker: Worker, options: BoardOptions, width0: number, height0: number): RemoteBoard {
  const canvas = document.createElement('canvas');
  styleBoardCanvas(canvas);
  let nowRunning = noop;
  const running = new Promise<void>((resolve) => (nowRunning = resolve));
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  let width = Math.max(1, Math.round(width0));
  let height = Math.max(1, Math.round(height0));
  const offscreen = canvas.transferControlToOffscreen();
  let ended = false; // failed or destroyed: nothing more is sent or written
  const send = (m: ToBoardWorker, transfer: Transferable[] = []) => {
    if (!ended) worker.postMessage(m, transfer);
  };
  send({ type: 'init', canvas: offscreen, width, height, dpr: deviceRatio(), reducedMotion: prefersReducedMotion(), options }, [offscreen]);

  let host: HTMLElement | null = null;
  const listeners = new Set<(i: BoardIntent) => void>();
  const deliveries = new Map<number, () => void>();
  let nextDelivery = 0;
  let camera: Camera = { scale: 1, x: 0, y: 0 };
  let names: number | null = null;
  let sentMap: string | null = null;
  let lastView: BoardView | LatticeView | null = null;
  let lastUi: BoardUiState | null = null;
  let workerOrigin = performance.timeOrigin;
  const frames: number[] = [];
  /** Worker time → this page's time (both from performance.now()). */
  const here = (t: number) => t + workerOrigin - performance.timeOrigin;

  // Forwarded positions are relative to the canvas; its place on the page is read when a press or a wheel starts and
  // when the host resizes, not on every move of a gesture.
  let rect = { left: 0, top: 0 };
  /** Where a pointer or wheel event happened on the canvas, and the modifier keys held. */
  const placeAndKeys = (e: MouseEvent) => ({
    clientX: e.clientX - rect.left,
    clientY: e.clientY - rect.top,
    altKey: e.altKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    shiftKey: e.shiftKey,
  });
  const onPointer = (e: PointerEvent) => {
    if (e.type === 'pointerdown') {
      rect = canvas.getBoundingClientRect();
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        // A pointer no longer active (a synthetic event, a race) cannot be captured; its press still counts.
      }
    }
    const event: ForwardedPointer = {
      type: e.type as ForwardedPointer['type'],
      pointerId: e.pointerId,
      pointerType: e.pointerType,
      isPrimary: e.isPrimary,
      button: e.button,
      buttons: e.buttons,
      width: e.width,
      height: e.height,
      pressure: e.pressure,
      ...placeAndKeys(e),
    };
    send({ type: 'pointer', event });
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault(); // the wheel zooms the board, never scrolls the page
    rect = canvas.getBoundingClientRect();
    send({ type: 'wheel', event: { deltaX: e.deltaX, deltaY: e.deltaY, deltaZ: e.deltaZ, deltaMode: e.deltaMode, ...placeAndKeys(e) } });
  };
  const onVisibility = () => send({ type: 'visibility', hidden: document.visibilityState === 'hidden' });

  // The host carries the camera for browser tests (data-scale, data-cx, data-cy), as the page's own board does. The
  // worker's camera arrives a message later than a resize that moves it, so between the two the host carries none:
  // a reader waiting for data-scale never reads a camera the board no longer shows.
  let shown = false; // the first frame is drawn (the worker sends the camera only after it)
  let resizing = 0; // resizes sent and not yet answered
  const publish = () => {
    if (!host || !shown || resizing > 0 || ended) return;
    writeCamera(host, camera);
    // Hidden while attached at the start size (an early board): the frame at the host's size is drawn now.
    canvas.style.visibility = '';
  };
  const resize = () => {
    if (!host) return;
    const { width: w, height: h } = hostSize(host);
    rect = canvas.getBoundingClientRect();
    if (w === width && h === height) return;
    width = w;
    height = h;
    resizing += 1;
    delete host.dataset.scale;
    send({ type: 'resize', width: w, height: h });
  };
  const observer = new ResizeObserver(resize);
  let unbindKeys: () => void = noop;
  const stopMotion = onReducedMotionChange((reduced) => send({ type: 'motion', reduced }));

  for (const t of POINTER_TYPES) canvas.addEventListener(t, onPointer);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'hidden') onVisibility();
  const attach = (into: HTMLElement) => {
    if (host || ended) return;
    host = into;
    host.appendChild(canvas);
    resize();
    // A board started before its host (an early board) may have drawn at the start size: a canvas of that size
    // stretched over the host would show for a frame or two, so it stays hidden until the worker has drawn the
    // host's size (publish).
    if (resizing > 0) canvas.style.visibility = 'hidden';
    unbindKeys = bindHostKeys(host, {
      key: (event) => send({ type: 'key', event }),
      focus: (visible) => send({ type: 'focus', visible }),
      blur: () => send({ type: 'blur' }),
    });
    observer.observe(host);
    // What the worker said before the board had a host.
    if (names !== null) writeNames(host, names);
    publish();
  };
  const end = () => {
    nowRunning();
    if (ended) return;
    ended = true;
    for (const t of POINTER_TYPES) canvas.removeEventListener(t, onPointer);
    canvas.removeEventListener('wheel', onWheel);
    document.removeEventListener('visibilitychange', onVisibility);
    stopMotion();
    unbindKeys();
    observer.disconnect();
    worker.terminate();
    canvas.remove();
    listeners.clear();
    for (const done of deliveries.values()) done();
    deliveries.clear();
  };

  const board: Board = {
    update(view, ui) {
      // The same view and UI state again (the game screen's first draw after showEarly): the worker has drawn it.
      if (view === lastView && ui === lastUi) return;
      const before = lastView;
      lastView = view;
      lastUi = ui;
      if (isLatticeView(view)) {
        if (before && isLatticeView(before) && sameButHighlights(before, view)) return send({ type: 'highlights', highlights: view.highlights, ui });
        // The lattice board travels once per board id, as a hex map does (the kinds keep apart: a key per kind).
        const key = `lattice:${view.board.id}`;
        const carried = key === sentMap ? { id: view.board.id, sent: true as const } : view.board;
        sentMap = key;
        return send({ type: 'update', view: { ...view, board: carried }, ui });
      }
      const map = view.map.id === sentMap ? { id: view.map.id, sent: true as const } : view.map;
      sentMap = view.map.id;
      send({ type: 'update', view: { ...view, map }, ui });
    },
    onIntent(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    animateDelivery(from, route, color) {
      if (ended) return Promise.resolve();
      const id = nextDelivery++;
      return new Promise<void>((resolve) => {
        deliveries.set(id, resolve);
        send({ type: 'deliver', id, from, route, color });
      });
    },
    skipAnimations: () => send({ type: 'skip' }),
    fit: () => send({ type: 'fit' }),
    frame: (area) => send({ type: 'frame', area }),
    camera: () => ({ ...camera }),
    screenOf(hex) {
      const p = lastView && isLatticeView(lastView) ? pointPx(hex) : hexCenterPx(hex);
      return { x: (p.x - camera.x) * camera.scale + width / 2, y: (p.y - camera.y) * camera.scale + height / 2 };
    },
    // The worker reports its frames only with options.measureFrames (as `board-frame` and `board-still-frame` measures,
    // whole and still frames as the page's board counts them); otherwise none.
    frameTimes: () => [...frames],
    destroy: end,
  };

  const ready = new Promise<Board>((resolve, reject) => {
    let up = false;
    const fail = (message: string) => {
      if (up || ended) return;
      end();
      reject(new Error(message));
    };
    if (brokenWorkers.has(worker)) queueMicrotask(() => fail('the board worker failed to start'));
    const timer = setTimeout(() => fail('the board worker did not start in time'), READY_TIMEOUT_MS);
    worker.addEventListener('error', (e) => fail(e.message || 'the board worker failed to start'));
    worker.addEventListener('message', (e: MessageEvent<FromBoardWorker>) => {
      nowRunning();
      if (ended) return;
      const m = e.data;
      switch (m.type) {
        case 'ready':
          up = true;
          clearTimeout(timer);
          workerOrigin = m.timeOrigin;
          resolve(board);
          break;
        case 'failed':
          clearTimeout(timer);
          fail(m.message);
          break;
        case 'camera':
          camera = m.camera;
          shown = true;
          publish();
          break;
        case 'resized':
          camera = m.camera;
          resizing -= 1;
          publish();
          break;
        case 'names':
          names = m.count;
          if (host) writeNames(host, m.count);
          break;
        case 'intent':
          for (const fn of listeners) fn(m.intent);
          break;
        case 'mark':
          performance.mark(m.name, { startTime: here(m.at) });
          break;
        case 'measure':
          performance.measure(m.name, { start: here(m.start), end: here(m.end) });
          if (m.name === 'board-frame' || m.name === 'board-still-frame') frames.push(m.end - m.start);
          if (frames.length > FRAME_TIMES_KEPT) frames.shift();
          break;
        case 'delivered':
          deliveries.get(m.id)?.();
          deliveries.delete(m.id);
          break;
      }
    });
  });
  // An early board nobody attached yet must not report an unhandled rejection; openBoard awaits `board` itself.
  ready.catch(() => undefined);
  return { board: ready, attach, preview: (view) => board.update(view, EMPTY_UI), dispose: end, running };
}
