// The page's side of the board worker, against a fake worker, canvas and host (node has no DOM): what is sent, when the
// host carries the camera, and what comes back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_UI } from '../ui-state';
import type { BoardView } from '../../engine/view';
import { hexCenterPx } from '../geometry';
import { pointPx } from '../lattice/geometry';
import type { LatticeBoard } from '../../engine/lattice/types';
import { emptyLatticeView } from '../../engine/lattice/view';
import type { FromBoardWorker, ToBoardWorker } from './protocol';
import { startRemoteBoard } from './remote-board';

type Listener = (e: unknown) => void;
class FakeTarget {
  listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, fn: Listener) {
    (this.listeners.get(type) ?? this.listeners.set(type, new Set()).get(type)!).add(fn);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string, e: object) {
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
}

class FakeWorker extends FakeTarget {
  sent: { m: ToBoardWorker; transfer: unknown[] }[] = [];
  terminated = false;
  postMessage(m: ToBoardWorker, transfer: unknown[] = []) {
    this.sent.push({ m, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  answer(m: FromBoardWorker) {
    this.fire('message', { data: m });
  }
  of<T extends ToBoardWorker['type']>(type: T) {
    return this.sent.map((s) => s.m).filter((m): m is Extract<ToBoardWorker, { type: T }> => m.type === type);
  }
}

class FakeCanvas extends FakeTarget {
  style: Record<string, string> = {};
  offscreen = { offscreen: true };
  captured: number[] = [];
  removed = false;
  setAttribute() {}
  transferControlToOffscreen() {
    return this.offscreen;
  }
  getBoundingClientRect() {
    return { left: 10, top: 20 };
  }
  setPointerCapture(id: number) {
    this.captured.push(id);
  }
  remove() {
    this.removed = true;
  }
}

class FakeHost extends FakeTarget {
  dataset: Record<string, string> = {};
  children: unknown[] = [];
  constructor(
    public clientWidth: number,
    public clientHeight: number,
  ) {
    super();
  }
  appendChild(c: unknown) {
    this.children.push(c);
  }
  matches() {
    return true;
  }
}

let canvas: FakeCanvas;
let resized: (() => void) | null;
beforeEach(() => {
  canvas = new FakeCanvas();
  resized = null;
  vi.stubGlobal('document', { createElement: () => canvas, addEventListener() {}, removeEventListener() {}, visibilityState: 'visible' });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(fn: () => void) {
        resized = fn;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const view = (mapId: string) => ({ map: { id: mapId }, tiles: [], newCities: {}, cubes: {}, links: [], specialLinks: {}, seats: [] }) as unknown as BoardView;

/** Whether `p` settles within 20 ms. */
const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);

const lattice = (id: string) => emptyLatticeView({ id, grid: { cols: 3, rows: 3 }, goods: [], places: [] } as unknown as LatticeBoard, []);

function start(w = 800, h = 600) {
  const worker = new FakeWorker();
  const remote = startRemoteBoard(worker as unknown as Worker, { animate: true }, w, h);
  return { worker, remote };
}

describe('the remote board (page side of the board worker)', () => {
  it('transfers its canvas to the worker with the start size, and resolves once the worker is ready', async () => {
    const { worker, remote } = start(800, 600);
    const [init] = worker.sent;
    expect(init!.m).toMatchObject({ type: 'init', width: 800, height: 600, dpr: 1, options: { animate: true } });
    expect(init!.transfer).toEqual([canvas.offscreen]);
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    await expect(remote.board).resolves.toBeDefined();
  });

  it('rejects and leaves no trace when the worker cannot draw, and a failed board is never attached', async () => {
    const { worker, remote } = start();
    const host = new FakeHost(800, 600);
    remote.attach(host as unknown as HTMLElement);
    worker.answer({ type: 'failed', message: 'no WebGL' });
    await expect(remote.board).rejects.toThrow('no WebGL');
    expect(worker.terminated).toBe(true);
    expect(canvas.removed).toBe(true);
    // An early board that failed before its screen attached it: attaching adds nothing to the page.
    const late = start();
    late.worker.answer({ type: 'failed', message: 'no WebGL' });
    await expect(late.remote.board).rejects.toThrow();
    const other = new FakeHost(800, 600);
    late.remote.attach(other as unknown as HTMLElement);
    expect(other.children).toEqual([]);
    expect(other.listeners.size).toBe(0);
  });

  it('says when the worker runs: at its first message, or when it fails or is ended first', async () => {
    const { worker, remote } = start();
    expect(await settled(remote.running)).toBe(false);
    worker.answer({ type: 'running' });
    expect(await settled(remote.running)).toBe(true);
    // A worker whose script failed (its error event), and an early board ended unused, release the page's start too.
    const broken = start();
    broken.worker.fire('error', { message: 'script error' });
    expect(await settled(broken.remote.running)).toBe(true);
    await expect(broken.remote.board).rejects.toThrow('script error');
    const unused = start();
    unused.remote.dispose();
    expect(await settled(unused.remote.running)).toBe(true);
  });

  it('sends a map once, then only its id', async () => {
    const { worker, remote } = start();
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    const board = await remote.board;
    board.update(view('rust-belt'), EMPTY_UI);
    board.update(view('rust-belt'), EMPTY_UI);
    board.update(view('germany'), EMPTY_UI);
    expect(worker.of('update').map((u) => ('map' in u.view ? u.view.map : null))).toEqual([{ id: 'rust-belt' }, { id: 'rust-belt', sent: true }, { id: 'germany' }]);
  });

  it('sends a lattice board once, then only its id, and places points on screen by the lattice', async () => {
    const { worker, remote } = start();
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    const board = await remote.board;
    board.update(lattice('spike'), EMPTY_UI);
    board.update(lattice('spike'), EMPTY_UI);
    board.update(view('rust-belt'), EMPTY_UI);
    board.update(lattice('spike'), EMPTY_UI);
    const sent = worker.of('update').map((u) => ('board' in u.view ? u.view.board : u.view.map));
    expect(sent).toEqual([{ id: 'spike', grid: { cols: 3, rows: 3 }, goods: [], places: [] }, { id: 'spike', sent: true }, { id: 'rust-belt' }, { id: 'spike', grid: { cols: 3, rows: 3 }, goods: [], places: [] }]);
    expect(board.screenOf('1,1')).toEqual(expect.objectContaining({ x: expect.any(Number) }));
    const p = pointPx('1,1');
    const c = board.camera();
    expect(board.screenOf('1,1').x).toBeCloseTo((p.x - c.x) * c.scale + 400);
  });

  it('sends only the highlights when a lattice view changed nothing else, and the whole view otherwise', async () => {
    const { worker, remote } = start();
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    const board = await remote.board;
    const base = lattice('spike');
    const ui = { ...EMPTY_UI };
    board.update(base, ui);
    // The game board's draw: the same view with the rule system's highlights, a new object each time.
    const tapped = { ...base, highlights: { ...base.highlights, selected: '1,1' } };
    board.update(tapped, ui);
    board.update({ ...tapped, highlights: { ...base.highlights, selected: '2,1' } }, EMPTY_UI);
    // Another position (a new track object): the whole view again, its board by id.
    board.update({ ...tapped, track: { 3: 0 } }, EMPTY_UI);
    expect(worker.sent.slice(1).map((s) => s.m.type)).toEqual(['update', 'highlights', 'highlights', 'update']);
    expect(worker.of('highlights').map((h) => h.highlights.selected)).toEqual(['1,1', '2,1']);
    expect(worker.of('highlights')[1]!.ui).toBe(EMPTY_UI);
    // Back from a hex view: the lattice view goes whole.
    board.update(view('rust-belt'), EMPTY_UI);
    board.update(tapped, EMPTY_UI);
    expect(worker.sent.at(-1)!.m.type).toBe('update');
  });

  it('puts the camera on the host only after the first frame, and takes it away while a resize is unanswered', async () => {
    const { worker, remote } = start(800, 600);
    remote.preview(view('rust-belt')); // before the screen exists
    expect(worker.of('update')).toHaveLength(1);
    const host = new FakeHost(700, 500);
    remote.attach(host as unknown as HTMLElement);
    // Attached into a host of another size: the worker is told at once.
    expect(worker.of('resize')).toEqual([{ type: 'resize', width: 700, height: 500 }]);
    expect(canvas.style.visibility).toBe('hidden'); // until the worker has drawn the host's size
    worker.answer({ type: 'camera', camera: { scale: 0.5, x: 100, y: 80 } }); // the preview's frame at the old size
    expect(host.dataset.scale).toBeUndefined();
    worker.answer({ type: 'resized', camera: { scale: 0.4, x: 90, y: 70 } });
    expect(host.dataset).toMatchObject({ scale: '0.4000', cx: '90.0', cy: '70.0' });
    expect(canvas.style.visibility).toBe('');
    host.clientWidth = 600;
    resized!();
    expect(host.dataset.scale).toBeUndefined();
    worker.answer({ type: 'resized', camera: { scale: 0.3, x: 90, y: 70 } });
    expect(host.dataset.scale).toBe('0.3000');
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    const board = await remote.board;
    expect(board.camera()).toEqual({ scale: 0.3, x: 90, y: 70 });
    const p = hexCenterPx('3,4');
    expect(board.screenOf('3,4')).toEqual({ x: (p.x - 90) * 0.3 + 300, y: (p.y - 70) * 0.3 + 250 });
  });

  it('forwards presses relative to the canvas, captures the pointer, and claims only the board keys', async () => {
    const { worker, remote } = start();
    const host = new FakeHost(800, 600);
    remote.attach(host as unknown as HTMLElement);
    const down = { type: 'pointerdown', pointerId: 4, pointerType: 'touch', isPrimary: true, clientX: 110, clientY: 220, button: 0, buttons: 1, width: 1, height: 1, pressure: 0.5 };
    canvas.fire('pointerdown', down);
    expect(canvas.captured).toEqual([4]);
    expect(worker.of('pointer')[0]!.event).toMatchObject({ type: 'pointerdown', pointerId: 4, clientX: 100, clientY: 200 });
    const arrow = { key: 'ArrowUp', repeat: false, preventDefault: vi.fn() };
    const tab = { key: 'Tab', repeat: false, preventDefault: vi.fn() };
    host.fire('keydown', arrow);
    host.fire('keydown', tab);
    expect(arrow.preventDefault).toHaveBeenCalled();
    expect(tab.preventDefault).not.toHaveBeenCalled();
    expect(worker.of('key').map((k) => k.event.key)).toEqual(['ArrowUp']);
    const wheel = { clientX: 30, clientY: 40, deltaX: 0, deltaY: -100, deltaZ: 0, deltaMode: 0, preventDefault: vi.fn() };
    canvas.fire('wheel', wheel);
    expect(wheel.preventDefault).toHaveBeenCalled();
    expect(worker.of('wheel')[0]!.event).toMatchObject({ clientX: 20, clientY: 20, deltaY: -100 });
    // Modifier keys travel with presses and wheel turns (a ctrl-wheel is a trackpad's pinch).
    canvas.fire('wheel', { ...wheel, altKey: false, ctrlKey: true, metaKey: false, shiftKey: true });
    canvas.fire('pointerdown', { ...down, altKey: true, metaKey: true });
    expect(worker.of('wheel')[1]!.event).toMatchObject({ altKey: false, ctrlKey: true, metaKey: false, shiftKey: true });
    expect(worker.of('pointer')[1]!.event).toMatchObject({ altKey: true, metaKey: true });
  });

  it('writes on the host what the worker said before the board was attached', () => {
    const { worker, remote } = start(700, 500);
    worker.answer({ type: 'camera', camera: { scale: 0.5, x: 100, y: 80 } });
    worker.answer({ type: 'names', count: 26 });
    const host = new FakeHost(700, 500); // the start size: no resize to wait for
    remote.attach(host as unknown as HTMLElement);
    expect(host.dataset).toMatchObject({ scale: '0.5000', names: '26' });
  });

  it('hands taps to its listeners and ends a delivery when the worker says it arrived', async () => {
    const { worker, remote } = start();
    worker.answer({ type: 'ready', timeOrigin: performance.timeOrigin });
    const board = await remote.board;
    const taps: unknown[] = [];
    board.onIntent((i) => taps.push(i));
    worker.answer({ type: 'intent', intent: { type: 'hexTapped', hex: '2,3' } });
    expect(taps).toEqual([{ type: 'hexTapped', hex: '2,3' }]);
    let done = false;
    const delivery = board.animateDelivery('2,3', ['l1'], 'red').then(() => (done = true));
    const [deliver] = worker.of('deliver');
    expect(deliver).toMatchObject({ from: '2,3', route: ['l1'], color: 'red' });
    await Promise.resolve();
    expect(done).toBe(false);
    worker.answer({ type: 'delivered', id: deliver!.id });
    await delivery;
    expect(done).toBe(true);
  });
});
