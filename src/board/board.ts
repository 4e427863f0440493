// The board: a PixiJS renderer drawing a BoardView plus UI state, with its own render loop that renders only when
// something changed and measures the JS time of every frame. It runs where its surface is (surface.ts): in a worker
// drawing into a transferred canvas (worker/), or on the page's own thread (page-surface.ts, the fallback and the
// harness). Loaded lazily; the UI opens it through open-board.ts.
// Two scenes share the renderer, the loop, the camera, gestures and the worker transport: the hex scene (the layers
// below, drawing a BoardView) and the lattice scene (lattice/scene.ts, drawing a LatticeView); the view's kind picks.
// The lattice scene is a chunk of its own, loaded with the first lattice view: a hex game never loads it.
// The app's Content-Security-Policy forbids eval; this module lets Pixi build its shaders and uniform uploads without it.
import 'pixi.js/unsafe-eval';
import { Container, RenderTexture, WebGLRenderer, type Graphics, type Renderer, type TextureSource } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import type { HexId } from '../engine/hex/coords';
import type { GoodsColor } from '../engine/map/types';
import { terrainAt } from '../engine/map/query';
import type { Link, PlacedTile } from '../engine/track/types';
import type { BoardView } from '../engine/view';
import { isLatticeView, type LatticeView } from '../engine/lattice/view';
import type { NodeId } from '../engine/lattice/coords';
import { Animator } from './animations';
import { cubeAt, CUBE_R } from './cube-layout';
import { hexAtPoint, hexCenterPx, HEX_PX, worldSize } from './geometry';
import { boardKey, startCursor, stepCursor } from './keyboard';
import { wantsAntialias } from './gl-attributes';
import { pageSurface } from './page-surface';
import { FRAME_TIMES_KEPT, type BoardSurface, type KeyInput } from './surface';
import { CubeLayer, makeCube } from './layers/cubes';
import { OverlayLayer } from './layers/overlays';
import { buildTerrain, type Terrain } from './layers/terrain';
import { namePages } from './draw/labels';
import { TrackLayer } from './layers/track';
import { routePolyline } from './link-pieces';
import { COLORS } from './palette';
import type { BoardIntent, BoardUiState, Camera } from './ui-state';
import { makeViewport, setLimits, zoomRange, type WorldSize } from './viewport';
import { frameArea } from './framing';
import { StillFrame } from './still-frame';
import type { LatticeScene } from './lattice/scene';

/** Smallest finger target, CSS px (WCAG 2.5.5). */
const TOUCH_TARGET = 44;

/**
 * Longest slice of place-name work per idle callback, ms: the browser offers up to 50 ms, and at 4× CPU throttling a
 * slice overruns its budget, so slices of the full 50 became tasks over 50 ms (long tasks) after the board was drawn.
 */
const NAME_SLICE_MS = 20;
/**
 * Longest run of still frames (still-frame.ts) before a whole frame, ms: Pixi's GPU garbage collector frees buffers not
 * bound for 60 s, and still frames never bind the board's; a whole frame now and then keeps them (the first pinch after
 * a minute of taps would otherwise upload the whole board again).
 */
const STILL_FOR_MS = 30_000;
/** Camera steps rendered once at start-up so the first real gesture runs compiled code (see warmUp). */
const WARM_UP_STEPS = 6;

export interface BoardOptions {
  /** Animate placed tiles (off for history scrubbing). Default true. */
  animate?: boolean;
  /** Record a `board-frame` performance.measure per rendered frame (benchmarks). */
  measureFrames?: boolean;
  /** Multisample antialiasing; default on for screens under 2 device pixels per CSS pixel. */
  antialias?: boolean;
}

export interface Board {
  /**
   * Draw this view with this UI state; only what changed is redrawn. A LatticeView is drawn by the lattice scene, which
   * takes its highlights from the view and reads only `ui.seat` (nothing else in BoardUiState is about points).
   */
  update(view: BoardView | LatticeView, ui: BoardUiState): void;
  onIntent(fn: (intent: BoardIntent) => void): () => void;
  /** A cube of `color` travels from `from` along `route` (link ids of the current view). */
  animateDelivery(from: HexId, route: readonly string[], color: GoodsColor): Promise<void>;
  skipAnimations(): void;
  /** Zoom to show the whole board. */
  fit(): void;
  /**
   * Open on `area` (the acting player's track hexes, framing.ts) where the whole board would draw hexes too small to
   * tap; otherwise, or when `area` is empty, show the whole board.
   */
  frame(area: readonly HexId[]): void;
  camera(): Camera;
  /** CSS pixel position of a hex centre (a point's, on a lattice board), relative to the canvas's top-left corner. */
  screenOf(hex: HexId | NodeId): { x: number; y: number };
  /** JS milliseconds of the most recent rendered frames (update + draw submission). */
  frameTimes(): number[];
  destroy(): void;
}

const noop = () => {};

/** The lattice scene's module (lattice/scene.ts with the geometry and keys it re-exports), once loaded. */
type LatticeKit = typeof import('./lattice/scene');

/** Starts a renderer where WebGL cannot start, with the options the WebGL renderer was given. */
export type FallbackRenderer = (options: Parameters<WebGLRenderer['init']>[0]) => Promise<Renderer>;

/**
 * The page's fallback: Pixi's Canvas 2D renderer, loaded only when WebGL fails. Passed by createBoard alone, so the
 * board worker's bundle (which calls createBoardOn) has no Canvas renderer in it at all.
 */
const canvasFallback: FallbackRenderer = async (options) => (await import('./canvas-renderer')).startCanvasRenderer(options);

/** A board on the page's own thread, in a canvas added to `host`. */
export function createBoard(host: HTMLElement, options: BoardOptions = {}): Promise<Board> {
  return createBoardOn(pageSurface(host), options, canvasFallback);
}

/** A board on `surface`; where WebGL cannot start, `withoutWebGL` makes the renderer, and without one the board fails. */
export async function createBoardOn(surface: BoardSurface, options: BoardOptions = {}, withoutWebGL?: FallbackRenderer): Promise<Board> {
  const dpr = surface.dpr;
  const later = surface.later;
  const stage = new Container();
  const antialias = wantsAntialias(options.antialias, dpr);
  const w0 = surface.width;
  const h0 = surface.height;
  const rendererOptions = {
    ...(surface.canvas ? { canvas: surface.canvas } : {}),
    // The canvas keeps its pixels from frame to frame: a frame that changes only the overlays redraws only where they
    // were and are (still-frame.ts).
    preserveDrawingBuffer: true,
    // A context the worker's entry asked for while PixiJS loaded (gl-attributes.ts has the attributes PixiJS would use).
    ...(surface.context ? { context: surface.context } : {}),
    width: w0,
    height: h0,
    resolution: dpr,
    autoDensity: true,
    // MSAA costs 2–3× on weak GPUs and adds little where pixels are already dense.
    antialias,
    background: COLORS.background,
  };
  // The WebGL renderer itself, not Pixi's Application: Application.init detects the renderer by first creating and
  // losing a throwaway WebGL context (isWebGLSupported), one more context start-up on the cold-start path; the board
  // runs its own render loop and resize handling, so Application's ticker and resize plugins are not needed either.
  // Where WebGL cannot start, the page's fallback draws with Pixi's Canvas 2D renderer. Not Pixi's autoDetectRenderer:
  // it bundles the WebGPU renderer (~35 KB gzip in each Pixi chunk) for a device where WebGL fails but WebGPU works,
  // which the Canvas renderer covers as well.
  let renderer: Renderer;
  try {
    const gl = new WebGLRenderer();
    await gl.init(rendererOptions);
    renderer = gl;
  } catch (err) {
    // In a worker (which has no fallback) fail instead: the page then draws the board with WebGL itself (Safari
    // 16.4–16.x offers only 2D on a transferred canvas, where a Canvas renderer would draw off the page).
    if (surface.canvas || !withoutWebGL) throw err;
    renderer = await withoutWebGL(rendererOptions);
  }
  surface.attach(renderer.canvas);
  // In a worker, Pixi's event system listens on the surface's stand-in for the canvas element, which receives the
  // pointer and wheel events the page forwards (worker/dom-shim.ts).
  if (surface.events) renderer.events.setTargetElement(surface.events as unknown as HTMLElement);

  let world: WorldSize = { width: 1, height: 1 };
  const viewport: Viewport = makeViewport(renderer.events, w0, h0, world);
  stage.addChild(viewport);
  // The camera is a render group: panning and zooming change one transform on the GPU. The layers that change only
  // with a move (ground, track, labels, cubes) share it and batch into one draw call (four render groups cost four
  // draw calls and eight uniform uploads on every pinch frame; docs/performance.md); the overlays (ghost, highlights)
  // and, on top of them, the animations, which change between moves, share one render group of their own, so a tap
  // never rebuilds the instructions of the static layers. (Each render group costs every frame, empty or not: the
  // animations' own group was 5–9 % of a pinch frame's JS.)
  viewport.isRenderGroup = true;
  // Taps are resolved by hex geometry (hexAtPoint), so Pixi's event system never needs to walk the thousands of
  // drawn objects on every pointer move; only the viewport itself listens.
  viewport.interactiveChildren = false;

  let terrain: Terrain | null = null;
  const track = new TrackLayer();
  const cubes = new CubeLayer();
  const overlays = new OverlayLayer();
  const flying = new Container({ label: 'animations' });
  // Bottom to top: ground (static), track, labels (static), cubes, overlays, animated pieces.
  const groundSlot = new Container({ label: 'ground-slot' });
  const labelSlot = new Container({ label: 'label-slot' });
  viewport.addChild(groundSlot, track.root, labelSlot, cubes.root, overlays.root);
  // The still picture needs render textures with MSAA, which only the WebGL renderer has.
  const still = renderer instanceof WebGLRenderer ? new StillFrame(renderer, stage, viewport, overlays.root, antialias) : null;
  // A WebGL context lost and given back (a GPU reset, a tablet's memory pressure) starts blank, with every texture's
  // pixels gone: everything is drawn again, in a whole frame, which takes the still picture anew.
  if (still) renderer.runners.contextChange.add({ contextChange: () => (dirty = true) });
  overlays.root.addChild(flying);
  // The lattice scene, made when a LatticeView first comes: its board in the camera's render group like the hex ground,
  // its highlights and cursor in the overlays' group. Only one scene shows at a time.
  let lattice: LatticeScene | null = null;
  let latticeView: LatticeView | null = null;
  // Set together with latticeView (never null while it is set): everything below that reads it checks latticeView.
  let kit: LatticeKit | null = null;
  let kitLoading: Promise<void> | null = null;
  /** The latest lattice view that came while the scene's module loaded; drawn once it has. */
  let pendingLattice: LatticeView | null = null;
  const hexParts = [groundSlot, track.root, labelSlot, cubes.root];
  const showScene = (kind: 'hex' | 'lattice') => {
    for (const c of hexParts) c.visible = kind === 'hex';
    // The hex overlays (highlights, ghost, plan, path, selection, cursor) share their render group with the lattice's.
    for (const c of overlays.root.children) if (c !== flying && c !== lattice?.overlay) c.visible = kind === 'hex';
    if (lattice) lattice.root.visible = lattice.overlay.visible = kind === 'lattice';
  };

  // A failure in one animation or layer is told once (on the console of the thread the board runs on) and never stops
  // the frame loop: a frame that threw on every tick kept the board black through the next player's turn (issue 14).
  const reported = new Set<string>();
  const report = (where: string, err: unknown) => {
    if (reported.has(where)) return;
    reported.add(where);
    console.error(`board: ${where} failed`, err);
  };
  /** Runs `fn`; if it throws, reports that once and goes on (the rest of the frame or update still runs). */
  const guarded = <T>(where: string, fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (err) {
      report(where, err);
      return fallback;
    }
  };
  const animator = new Animator(() => surface.reducedMotion, (err) => report('animation', err));
  // Animations run on the clock, not on frames: when the thread misses frames (a busy machine, a worker whose frames
  // wait for the GPU), a 260 ms tile drop still ends 260 ms after it began, and a tap after that acts instead of
  // skipping an animation that should long be over. (The camera's own steps stay capped per frame; see frame.)
  let animationClock = performance.now();
  const advanceAnimations = (now: number): boolean => {
    const dt = Math.max(0, now - animationClock);
    animationClock = Math.max(animationClock, now);
    return animator.update(dt);
  };
  /** Whether an animation is still running now (brought up to date first: input can come before the next frame). */
  const animationsRunning = (): boolean => {
    if (advanceAnimations(performance.now())) dirty = true;
    return animator.active;
  };
  const listeners = new Set<(i: BoardIntent) => void>();
  const emit = (intent: BoardIntent) => {
    for (const fn of listeners) fn(intent);
  };
  let view: BoardView | null = null;
  let selectedHex: HexId | null = null;
  /** The keyboard cursor's hex (see onKey), and whether it is drawn (only while the host has keyboard focus). */
  let cursor: HexId | null = null;
  let cursorShown = false;
  let mapId: string | null = null;
  // Nothing is drawn before the first view: an empty frame would only cost the GPU a clear and a present while the
  // page starts (the canvas shows its host's background meanwhile).
  let dirty = false;
  // Only the overlays changed (a lattice board's highlights, the keyboard cursor): the next frame may draw the still
  // picture of the board and the overlays over it (still-frame.ts). Any change under them sets `dirty` instead.
  let overlaysDirty = false;
  let drawnGhost: BoardUiState['ghost'] = null;
  let destroyed = false;
  const stats: number[] = [];

  const publishCamera = () => {
    const c = viewport.center;
    surface.publishCamera({ scale: viewport.scaled, x: c.x, y: c.y });
  };
  // pixi-viewport emits moved-end and zoomed-end from its per-frame update whenever two frames in a row saw no camera
  // change, which during a pinch happens on many frames (touch moves and frames do not alternate exactly), and always
  // both at once. Publishing there put three DOM attribute writes, twice, into those frames; instead the frame only
  // asks, and one task after it writes the camera once.
  // While fingers are down nothing is published at all (only browser tests read these attributes, after a gesture):
  // even registering the timer was ~5 % of a pinch frame; pinch-end and drag-end publish the camera the gesture left.
  let publishQueued = false;
  let publishSkipped = false;
  const queuePublishCamera = (atGestureEnd = false) => {
    if (!atGestureEnd && viewport.input.count() > 0) {
      publishSkipped = true;
      return;
    }
    publishSkipped = false;
    if (publishQueued) return;
    publishQueued = true;
    setTimeout(() => {
      publishQueued = false;
      if (!destroyed) publishCamera();
    }, 0);
  };

  // Whether the camera is as fit() left it (the warm-up runs only then, and a rotation fits again).
  let fitted = false;
  // How the app last framed the camera (the whole board, or a player's area), done again when the board's size changes
  // before anyone has handled the board (the screen settling as it opens); and whether someone has (tap, drag, pinch,
  // wheel, keys). Once they have, a panel opening under or beside the board never moves the board (see resize).
  let framing: (() => void) | null = null;
  let handled = false;
  const fit = () => {
    fitted = true;
    framing = fit;
    handled = false;
    viewport.fit(true, world.width, world.height);
    viewport.moveCenter(world.width / 2, world.height / 2);
    publishCamera();
    dirty = true;
  };
  const frameOn = (area: readonly HexId[]) => {
    if (latticeView) return fit(); // framing.ts frames hexes; a lattice board opens whole
    const cam = frameArea(renderer.width, renderer.height, world, area);
    if (cam.whole) return fit();
    fitted = false;
    framing = () => frameOn(area);
    handled = false;
    viewport.setZoom(cam.scale, true);
    viewport.moveCenter(cam.x, cam.y);
    publishCamera();
    dirty = true;
  };

  viewport.on('zoomed-end', () => queuePublishCamera());
  viewport.on('moved-end', () => queuePublishCamera());
  viewport.on('pinch-end', () => queuePublishCamera(true));
  viewport.on('drag-end', () => queuePublishCamera(true));
  // A camera change skipped while a finger was down and not followed by a gesture's end is published when it lifts.
  const flushPublish = () => {
    if (publishSkipped) queuePublishCamera(true);
  };
  viewport.on('moved', (e) => {
    if (e.type === 'drag' || e.type === 'pinch' || e.type === 'wheel' || e.type === 'decelerate') {
      fitted = false;
      handled = true;
    }
  });
  viewport.on('clicked', (e) => {
    handled = true;
    if (animationsRunning()) {
      // A tap skips running animations instead of acting, so a hurried second tap never builds by accident.
      animator.skip();
      dirty = true;
      return;
    }
    if (latticeView && lattice?.index) {
      const hit = kit!.hitTest(lattice.index, e.world.x, e.world.y, TOUCH_TARGET / 2 / viewport.scaled);
      if (!hit) return;
      if ('node' in hit) {
        cursor = hit.node; // the keyboard goes on from the last tap
        emit({ type: 'pointTapped', node: hit.node });
      } else emit({ type: 'segmentTapped', segment: hit.segment });
      return;
    }
    if (!view) return;
    const hex = hexAtPoint(e.world.x, e.world.y);
    if (terrainAt(view.map, hex) === 'offboard') return;
    cursor = hex; // the keyboard goes on from the last tap
    const intent: BoardIntent = { type: 'hexTapped', hex };
    const here = view.cubes[hex];
    if (here?.length) {
      const c = hexCenterPx(hex);
      const slop = Math.max(0, TOUCH_TARGET / 2 / viewport.scaled - CUBE_R * 1.3);
      const i = cubeAt(here.length, e.world.x - c.x, e.world.y - c.y, slop);
      if (i !== null) intent.cube = { index: i, color: here[i]! };
    }
    emit(intent);
  });

  // The board by keyboard (keyboard.ts): the host element takes focus; the arrow keys move a cursor hex, which the
  // camera follows and the UI describes to screen readers; Enter, Space and the digits tap it as a finger would.
  // The cursor is drawn only while the host has focus from the keyboard, never after a tap.
  const drawCursor = () => {
    still?.overlaysChanging();
    if (latticeView) lattice?.drawCursor(cursorShown ? cursor : null);
    else overlays.drawCursor(cursorShown ? cursor : null);
    overlaysDirty = true;
  };
  const follow = (hex: HexId) => {
    const centre = latticeView ? kit!.pointPx(hex) : hexCenterPx(hex);
    const p = viewport.toScreen(centre);
    // A hex's radius (half a segment) on screen: pan only when part of the hex (the point's ring) is off screen.
    const margin = (latticeView ? kit!.LATTICE_PX / 2 : HEX_PX) * viewport.scaled;
    if (p.x >= margin && p.y >= margin && p.x <= renderer.width - margin && p.y <= renderer.height - margin) return;
    fitted = false;
    viewport.moveCenter(centre);
    queuePublishCamera();
  };
  const showCursor = () => {
    if (latticeView) {
      const index = lattice?.index;
      if (!index) return false;
      cursor ??= kit!.startPoint(index, latticeView.places[0]?.node, latticeView.highlights.selected);
      if (!cursor) return false;
      if (!cursorShown) {
        cursorShown = true;
        follow(cursor);
        emit({ type: 'pointCursor', node: cursor });
      }
      return true;
    }
    if (!view) return false;
    cursor ??= startCursor(view.map, selectedHex);
    if (!cursor) return false;
    if (!cursorShown) {
      cursorShown = true;
      follow(cursor);
      emit({ type: 'cursorMoved', hex: cursor });
    }
    return true;
  };
  /** The lattice scene's keys: the cursor moves over points; Enter taps the point; zoom and fit as on the hex board. */
  const onLatticeKey = (key: NonNullable<ReturnType<typeof boardKey>>, repeat: boolean) => {
    const wasShown = cursorShown;
    if (!showCursor()) return;
    const node = cursor!;
    if (!wasShown || (repeat && key.type === 'tap')) return drawCursor();
    switch (key.type) {
      case 'move': {
        const next = kit!.stepPoint(lattice!.index!, node, key.dCol, key.dRow);
        if (!next) {
          emit({ type: 'pointCursor', node, atEdge: true });
          break;
        }
        cursor = next;
        follow(next);
        emit({ type: 'pointCursor', node: next });
        break;
      }
      case 'tap':
        if (animationsRunning()) animator.skip();
        else emit({ type: 'pointTapped', node });
        break;
      case 'cube':
        break; // no cubes on a lattice board
      case 'zoom': {
        const range = zoomRange(renderer.width, renderer.height, world);
        fitted = false;
        viewport.setZoom(Math.min(range.max, Math.max(range.min, viewport.scaled * key.factor)), true);
        follow(node);
        queuePublishCamera();
        break;
      }
      case 'fit':
        fit();
        break;
    }
    drawCursor();
  };
  const onKey = (e: KeyInput) => {
    const key = boardKey(e);
    if (key && latticeView) {
      handled = true;
      return onLatticeKey(key, e.repeat);
    }
    if (!key || !view) return;
    handled = true;
    const wasShown = cursorShown;
    if (!showCursor()) return;
    const hex = cursor!;
    // The first key (after focus by a click, say) only shows where the cursor is: it never acts on an unseen hex.
    // A held Enter or digit does not tap again and again.
    if (!wasShown || (e.repeat && (key.type === 'tap' || key.type === 'cube'))) return drawCursor();
    switch (key.type) {
      case 'move': {
        const next = stepCursor(view.map, hex, key.dCol, key.dRow);
        if (!next) {
          emit({ type: 'cursorMoved', hex, atEdge: true });
          break;
        }
        cursor = next;
        follow(next);
        emit({ type: 'cursorMoved', hex: next });
        break;
      }
      case 'tap':
        if (animationsRunning()) animator.skip();
        else emit({ type: 'hexTapped', hex });
        break;
      case 'cube': {
        const color = view.cubes[hex]?.[key.index];
        if (color && !animationsRunning()) emit({ type: 'hexTapped', hex, cube: { index: key.index, color } });
        break;
      }
      case 'zoom': {
        const range = zoomRange(renderer.width, renderer.height, world);
        fitted = false;
        viewport.setZoom(Math.min(range.max, Math.max(range.min, viewport.scaled * key.factor)), true);
        follow(hex);
        queuePublishCamera();
        break;
      }
      case 'fit':
        fit();
        break;
    }
    drawCursor();
  };
  const onFocus = (visible: boolean) => {
    if (visible && showCursor()) drawCursor();
  };
  const onBlur = () => {
    cursorShown = false;
    drawCursor();
  };

  // The first frames of the first gesture would run camera and render code that has never run (V8 compiles a function
  // on its first call and optimises it only after many): at 4× CPU throttling the first pinch frame took 4–8 ms where
  // the others take 1–2 ms (docs/performance.md). So once a map is shown, when the page is idle, the board steps the
  // camera through a few zoom levels and renders each: one step per idle callback, each putting the camera back, and
  // into a small offscreen texture, so nothing reaches the screen and the GPU draws almost nothing (all steps drawn to
  // the screen in one task took 0.9 s of software GL in headless Chromium). Stopped once someone touches the board
  // (their gesture warms the same code).
  let warmed = false;
  let warmTarget: RenderTexture | null = null;
  /** The small offscreen texture the warm-up and the details' tessellation render into (nothing reaches the screen). */
  const offscreen = () => (warmTarget ??= RenderTexture.create({ width: 64, height: 64 }));
  const warmStep = (step: number) => {
    if (destroyed || !fitted || animator.active || viewport.input.count() > 0) return;
    const target = offscreen();
    const scale = viewport.scaled;
    const centre = viewport.center;
    viewport.setZoom(scale * (step % 2 === 0 ? 1.08 : 0.96), true);
    viewport.update(16);
    renderer.render({ container: stage, target });
    viewport.setZoom(scale);
    viewport.moveCenter(centre);
    viewport.update(16);
    viewport.dirty = false;
    if (step + 1 < WARM_UP_STEPS) later(() => warmStep(step + 1));
    else {
      warmTarget?.destroy(true);
      warmTarget = null;
    }
  };
  const warmUp = () => {
    if (warmed) return;
    warmed = true;
    warmStep(0);
  };
  const scheduleWarmUp = () => {
    if (!warmed) later(warmUp);
  };

  // A new map's terrain details and place names are made in idle time after its first frame (Terrain.addDeferred:
  // the first frame of a cold start shows the board and answers taps sooner), each slice as long as the browser says
  // it may idle; the details appear together, then the names together. A detail's shapes are built (tessellated) in
  // a slice of their own by rendering it into the small offscreen target, inside a holder so that the detail itself
  // never becomes a render group; the frame that shows it reuses that geometry. Then the warm-up, so that it renders
  // the whole scene.
  // Before the names join the scene, their glyph pages go to the GPU, one per idle callback: uploading them was most of
  // the frame that showed the names (~0.13 s of ~0.2 s at CPU ×4; docs/performance.md).
  const holder = new Container();
  const tessellate = (g: Graphics) => {
    holder.addChild(g);
    renderer.render({ container: holder, target: offscreen() });
    holder.removeChild(g);
  };
  const addDeferredWhenIdle = (of: Terrain) => {
    let pages: TextureSource[] | null = null;
    const step = (deadline?: IdleDeadline) => {
      if (destroyed || terrain !== of) return;
      if (!pages) {
        const next = of.addDeferred(deadline ? Math.min(NAME_SLICE_MS, Math.max(4, deadline.timeRemaining())) : 8, tessellate);
        if (next === 'shown') dirty = true;
        if (next !== 'done') return later(step);
        pages = namePages();
        surface.mark('railhex:names-made'); // cold-start breakdown (tools/bench/coldstart.bench.ts)
      }
      const page = pages.pop();
      if (page) {
        renderer.texture.initSource(page);
        return later(step);
      }
      of.showNames();
      surface.mark('railhex:names-shown');
      surface.publishNames(of.namesShown()); // for browser tests, like the camera
      dirty = true;
      scheduleWarmUp();
    };
    later(step);
  };

  const resize = (w: number, h: number) => {
    if (w === renderer.width && h === renderer.height) return;
    const centre = viewport.center;
    // The world point at the canvas's top-left corner: the canvas keeps that corner on the page when a panel under or
    // beside it grows or shrinks, so keeping this point there keeps every hex where it was on screen (the one under the
    // finger too; issue 14). The board hugs the canvas's top where it is shorter than the canvas (setLimits) for the
    // same reason.
    const corner = viewport.corner.clone();
    const oneSide = w === renderer.width || h === renderer.height;
    renderer.resize(w, h);
    viewport.resize(w, h, world.width, world.height);
    setLimits(viewport, w, h, world);
    if (framing && !handled) framing();
    else if (oneSide) viewport.moveCorner(corner.x, corner.y);
    else if (fitted) fit();
    else viewport.moveCenter(centre);
    publishCamera();
    dirty = true;
  };
  const disconnect = surface.connect({ resize, key: onKey, focus: onFocus, blur: onBlur, pointerEnd: flushPublish });

  let last = performance.now();
  /** When the last whole frame was drawn (see STILL_FOR_MS). */
  let lastWhole = last;
  let stopFrames: () => void = noop;
  const frame = (now: number) => {
    stopFrames = surface.requestFrame(frame);
    const dt = Math.min(100, Math.max(0, now - last));
    last = now;
    const t0 = performance.now();
    guarded('camera', () => viewport.update(dt), undefined);
    const animating = guarded('animations', () => advanceAnimations(now), false);
    // Animations may move pieces under the overlays (a tile dropping into the track layer): drawn whole, as a camera
    // move or any change under the overlays is.
    const whole = dirty || viewport.dirty || animating;
    if (!whole && !overlaysDirty) return;
    const stillFrame = !whole && still !== null && now - lastWhole < STILL_FOR_MS && still.usable();
    if (stillFrame) guarded('render', () => still.draw(), undefined);
    else {
      still?.invalidate();
      guarded('render', () => renderer.render(stage), undefined);
      lastWhole = now;
    }
    viewport.dirty = false;
    dirty = false;
    overlaysDirty = false;
    const t1 = performance.now();
    if (stats.length >= FRAME_TIMES_KEPT) stats.shift();
    stats.push(t1 - t0);
    // Still frames under a name of their own: the pinch benchmarks read whole frames only.
    if (options.measureFrames) surface.measure(stillFrame ? 'board-still-frame' : 'board-frame', t0, t1);
  };
  stopFrames = surface.requestFrame(frame);

  /** Draws a lattice view: the lattice scene replaces the hex scene; a new board's world is fitted. */
  const updateLattice = (next: LatticeView) => {
    if (!lattice) {
      lattice = new kit!.LatticeScene();
      viewport.addChildAt(lattice.root, viewport.getChildIndex(overlays.root));
      overlays.root.addChildAt(lattice.overlay, 0);
    }
    if (!latticeView) {
      // From the hex scene (or nothing): its map is dropped, so a later hex view builds it again.
      terrain?.destroy();
      terrain = null;
      mapId = null;
      view = null;
      overlays.clear();
      overlays.drawCursor(null);
      cursor = null;
      cursorShown = false;
      showScene('lattice');
    }
    latticeView = next;
    still?.overlaysChanging();
    const drawn = guarded('lattice scene', () => lattice!.update(next), { board: false, under: true });
    const boardChanged = drawn.board;
    if (boardChanged) {
      cursor = null;
      cursorShown = false;
      world = kit!.latticeWorldSize(next.board.grid.cols, next.board.grid.rows);
      viewport.resize(renderer.width, renderer.height, world.width, world.height);
      setLimits(viewport, renderer.width, renderer.height, world);
      fit();
      scheduleWarmUp();
    }
    // A tap's new highlights change only the overlays: drawn over the still picture of the board.
    if (drawn.under) dirty = true;
    else overlaysDirty = true;
  };

  const board: Board = {
    update(shown, ui) {
      // Animations started below count their time from now, not from the last frame (which may be a while ago).
      advanceAnimations(performance.now());
      if (isLatticeView(shown)) {
        if (kit) return updateLattice(shown);
        pendingLattice = shown;
        kitLoading ??= import('./lattice/scene').then(
          (m) => {
            kit = m;
            const waiting = pendingLattice;
            pendingLattice = null;
            if (waiting && !destroyed) updateLattice(waiting);
          },
          (err: unknown) => report('lattice scene', err),
        );
        return;
      }
      pendingLattice = null; // a hex view came after it: the lattice view waiting is stale
      const next = shown;
      if (latticeView) {
        // Back from a lattice board: its scene goes, and the hex scene builds its map afresh.
        lattice!.clear();
        latticeView = null;
        cursor = null;
        cursorShown = false;
        showScene('hex');
      }
      const mapChanged = next.map.id !== mapId;
      if (mapChanged) {
        terrain?.destroy();
        track.clear();
        cubes.clear();
        overlays.clear();
        cursor = null;
        cursorShown = false;
        overlays.drawCursor(null);
        terrain = buildTerrain(next.map);
        groundSlot.addChild(terrain.ground);
        labelSlot.addChild(terrain.labels);
        world = worldSize(next.map.grid.cols, next.map.grid.rows);
        viewport.resize(renderer.width, renderer.height, world.width, world.height);
        setLimits(viewport, renderer.width, renderer.height, world);
        mapId = next.map.id;
      }
      // For the tap-to-ghost benchmark (with measureFrames only: marks stay in the page's timeline): when the board got
      // a new ghost, so the frame that draws it is the first one after this.
      if (options.measureFrames && ui.ghost && ui.ghost !== drawnGhost) surface.mark('railhex:board-ghost');
      drawnGhost = ui.ghost;
      view = next;
      selectedHex = ui.selectedHex;
      // Each layer on its own: one that fails leaves the others (the plan's outlines, say) up to date.
      const changed = guarded('track layer', () => track.update(next), { added: [], changed: [], removed: [] });
      guarded('cube layer', () => cubes.update(next), undefined);
      guarded('overlay layer', () => overlays.update(next, ui), undefined);
      if (mapChanged) {
        fit();
        addDeferredWhenIdle(terrain!);
      } else if (options.animate !== false) {
        // Animate a build, not a jump through history (many tiles at once).
        const touched = [...changed.added, ...changed.changed];
        if (touched.length > 0 && touched.length <= 2) {
          for (const hex of touched) {
            const node = track.tileNode(hex);
            if (node) void animator.placeTile(node);
          }
        }
      }
      dirty = true;
    },
    onIntent(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    animateDelivery(from, route, color) {
      if (!view || latticeView) return Promise.resolve();
      advanceAnimations(performance.now());
      const linksById = new Map<string, Link>(view.links.map((l) => [l.id, l]));
      const tiles = new Map<HexId, PlacedTile>(view.tiles.map((t) => [t.hex, t]));
      const pts = routePolyline(from, route, linksById, tiles);
      const cube = makeCube(color);
      flying.addChild(cube);
      dirty = true;
      return animator.travel(cube, pts);
    },
    skipAnimations() {
      animator.skip();
      dirty = true;
    },
    fit,
    frame: frameOn,
    camera() {
      const c = viewport.center;
      return { scale: viewport.scaled, x: c.x, y: c.y };
    },
    screenOf(hex) {
      const p = viewport.toScreen(latticeView ? kit!.pointPx(hex) : hexCenterPx(hex));
      return { x: p.x, y: p.y };
    },
    frameTimes() {
      return [...stats];
    },
    destroy() {
      destroyed = true;
      warmTarget?.destroy(true);
      still?.destroy();
      holder.destroy();
      terrain?.destroy();
      stopFrames();
      disconnect();
      listeners.clear();
      animator.skip();
      stage.destroy({ children: true });
      renderer.destroy({ removeView: true });
    },
  };
  return board;
}
