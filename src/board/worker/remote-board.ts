// The page's side of a board drawn by the board worker (board.worker.ts): a canvas in `host` whose drawing was handed
// to the worker (transferControlToOffscreen), the canvas's pointer and wheel events and the host's keys, focus and size
// forwarded to it, and its answers (camera, taps, marks) brought back. Implements the same Board as the page's own
// board, so the UI cannot tell them apart. Needs no PixiJS on the page.
import type { Board, BoardOptions } from '../board';
import { hexCenterPx } from '../geometry';
import { boardKey } from '../keyboard';
import type { BoardView } from '../../engine/view';
import { EMPTY_UI, type BoardIntent, type BoardUiState, type Camera } from '../ui-state';
import type { ForwardedPointer, FromBoardWorker, ToBoardWorker } from './protocol';

/** Pointer events the board worker needs, all from the canvas (pointer capture keeps a press's moves on it). */
const POINTER_TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerover', 'pointerleave'] as const;

/** Whether this browser can hand a canvas's WebGL drawing to a worker. */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    // Safari before 17 transfers canvases but offers no WebGL on them.
    typeof (OffscreenCanvas.prototype as { getContext?: unknown }).getContext === 'function'
  );
}

export function startBoardWorker(): Worker {
  return new Worker(new URL('./board.worker.ts', import.meta.url), { type: 'module', name: 'board' });
}

/** A board the worker is starting, not yet (or already) shown in a host element. */
export interface RemoteBoard {
  /** The board once the worker's renderer is up; rejects (leaving no trace in the page) when it cannot start. */
  readonly board: Promise<Board>;
  /** Shows the canvas in `host` and takes the host's size, keys and focus; once. */
  attach(host: HTMLElement): void;
  /** Draws `view` read-only before the board is attached, so its scene and first frame are ready when it is. */
  preview(view: BoardView): void;
}

/**
 * Starts a board in `worker` drawing into a new canvas of `width` × `height` CSS pixels. The canvas can be shown later
 * (`attach`): a cold start into a game starts the renderer before the game screen exists, while the page is still
 * starting (src/boot.ts), and the board takes its host's real size when it is attached.
 */
export function startRemoteBoard(worker: Worker, options: BoardOptions, width0: number, height0: number): RemoteBoard {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none';
  // The host element carries the board's (translated) label; the canvas itself says nothing to assistive technology.
  canvas.setAttribute('aria-hidden', 'true');
  let width = Math.max(1, Math.round(width0));
  let height = Math.max(1, Math.round(height0));
  const dpr = Math.min(globalThis.devicePixelRatio || 1, 3);
  const offscreen = canvas.transferControlToOffscreen();
  const send = (m: ToBoardWorker, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  send(
    {
      type: 'init',
      canvas: offscreen,
      width,
      height,
      dpr,
      reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
      options,
    },
    [offscreen],
  );

  let host: HTMLElement | null = null;
  const listeners = new Set<(i: BoardIntent) => void>();
  const deliveries = new Map<number, () => void>();
  let nextDelivery = 0;
  let camera: Camera = { scale: 1, x: 0, y: 0 };
  let sentMap: string | null = null;
  let lastView: BoardView | null = null;
  let lastUi: BoardUiState | null = null;
  let workerOrigin = performance.timeOrigin;
  const frames: number[] = [];
  /** Worker time → this page's time (both from performance.now()). */
  const here = (t: number) => t + workerOrigin - performance.timeOrigin;

  // Forwarded positions are relative to the canvas; its place on the page is read when a press or a wheel starts and
  // when the host resizes, not on every move of a gesture.
  let rect = { left: 0, top: 0 };
  const onPointer = (e: PointerEvent) => {
    if (e.type === 'pointerdown') {
      rect = canvas.getBoundingClientRect();
      canvas.setPointerCapture?.(e.pointerId);
    }
    const event: ForwardedPointer = {
      type: e.type as ForwardedPointer['type'],
      pointerId: e.pointerId,
      pointerType: e.pointerType,
      isPrimary: e.isPrimary,
      clientX: e.clientX - rect.left,
      clientY: e.clientY - rect.top,
      button: e.button,
      buttons: e.buttons,
      width: e.width,
      height: e.height,
      pressure: e.pressure,
      altKey: e.altKey,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      shiftKey: e.shiftKey,
    };
    send({ type: 'pointer', event });
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault(); // the wheel zooms the board, never scrolls the page
    rect = canvas.getBoundingClientRect();
    send({
      type: 'wheel',
      event: {
        clientX: e.clientX - rect.left,
        clientY: e.clientY - rect.top,
        deltaX: e.deltaX,
        deltaY: e.deltaY,
        deltaZ: e.deltaZ,
        deltaMode: e.deltaMode,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
      },
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!boardKey(e)) return;
    e.preventDefault();
    send({ type: 'key', event: { key: e.key, repeat: e.repeat, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey } });
  };
  const onFocus = () => send({ type: 'focus', visible: !!host?.matches(':focus-visible') });
  const onBlur = () => send({ type: 'blur' });

  // The host carries the camera for browser tests (data-scale, data-cx, data-cy), as the page's own board does. The
  // worker's camera arrives a message later than a resize that moves it, so between the two the host carries none:
  // a reader waiting for data-scale never reads a camera the board no longer shows.
  let shown = false; // the first frame is drawn (the worker sends the camera only after it)
  let resizing = 0; // resizes sent and not yet answered
  const publish = () => {
    if (!host || !shown || resizing > 0) return;
    host.dataset.scale = camera.scale.toFixed(4);
    host.dataset.cx = camera.x.toFixed(1);
    host.dataset.cy = camera.y.toFixed(1);
  };
  const resize = () => {
    if (!host) return;
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    rect = canvas.getBoundingClientRect();
    if (w === width && h === height) return;
    width = w;
    height = h;
    resizing += 1;
    delete host.dataset.scale;
    send({ type: 'resize', width: w, height: h });
  };
  const observer = new ResizeObserver(resize);

  for (const t of POINTER_TYPES) canvas.addEventListener(t, onPointer);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  const attach = (into: HTMLElement) => {
    if (host) return;
    host = into;
    host.appendChild(canvas);
    resize(); // before any view reaches the worker: the first scene is fitted to the host, not to the guess
    host.addEventListener('keydown', onKeyDown);
    host.addEventListener('focus', onFocus);
    host.addEventListener('blur', onBlur);
    observer.observe(host);
  };
  const detach = () => {
    for (const t of POINTER_TYPES) canvas.removeEventListener(t, onPointer);
    canvas.removeEventListener('wheel', onWheel);
    host?.removeEventListener('keydown', onKeyDown);
    host?.removeEventListener('focus', onFocus);
    host?.removeEventListener('blur', onBlur);
    observer.disconnect();
  };

  // Frame times come from the worker's 'board-frame' measures (with options.measureFrames).
  const board: Board = {
    update(view, ui) {
      // The same view and UI state again (the game screen's first draw after showEarly): the worker has drawn it.
      if (view === lastView && ui === lastUi) return;
      lastView = view;
      lastUi = ui;
      const map = view.map.id === sentMap ? { id: view.map.id, sent: true as const } : view.map;
      sentMap = view.map.id;
      send({ type: 'update', view: { ...view, map }, ui });
    },
    onIntent(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    animateDelivery(from, route, color) {
      const id = nextDelivery++;
      return new Promise<void>((resolve) => {
        deliveries.set(id, resolve);
        send({ type: 'deliver', id, from, route, color });
      });
    },
    skipAnimations: () => send({ type: 'skip' }),
    fit: () => send({ type: 'fit' }),
    camera: () => ({ ...camera }),
    screenOf(hex) {
      const p = hexCenterPx(hex);
      return { x: (p.x - camera.x) * camera.scale + width / 2, y: (p.y - camera.y) * camera.scale + height / 2 };
    },
    frameTimes: () => [...frames],
    destroy() {
      detach();
      worker.terminate();
      canvas.remove();
      listeners.clear();
      for (const done of deliveries.values()) done();
      deliveries.clear();
    },
  };

  const ready = new Promise<Board>((resolve, reject) => {
    let up = false;
    const fail = (message: string) => {
      if (up) return;
      detach();
      worker.terminate();
      canvas.remove();
      reject(new Error(message));
    };
    worker.addEventListener('error', (e) => fail(e.message || 'the board worker failed to start'));
    worker.addEventListener('message', (e: MessageEvent<FromBoardWorker>) => {
      const m = e.data;
      switch (m.type) {
        case 'ready':
          up = true;
          workerOrigin = m.timeOrigin;
          resolve(board);
          break;
        case 'failed':
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
          if (host) host.dataset.names = String(m.count);
          break;
        case 'intent':
          for (const fn of listeners) fn(m.intent);
          break;
        case 'mark':
          performance.mark(m.name, { startTime: here(m.at) });
          break;
        case 'measure':
          performance.measure(m.name, { start: here(m.start), end: here(m.end) });
          if (m.name === 'board-frame') frames.push(m.end - m.start);
          if (frames.length > 600) frames.shift();
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
  return { board: ready, attach, preview: (view) => board.update(view, EMPTY_UI) };
}
