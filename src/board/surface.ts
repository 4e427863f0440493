// Where a board lives. The board (board.ts) draws and handles gestures the same way in the page and in a worker; the
// surface gives it a canvas, its size and its keyboard and focus, and takes what the board tells the page (the camera,
// names shown, timing marks). page-surface.ts is the page's host element; worker/worker-surface.ts is a worker drawing
// into a canvas the page transferred to it (worker/remote-board.ts, docs/board.md).
import type { Camera } from './ui-state';

/** Frame times a board keeps for Board.frameTimes (the last 10 s at 60 Hz), wherever it draws. */
export const FRAME_TIMES_KEPT = 600;

/** The parts of a key press the board reads (keyboard.ts); a worker gets them in a message. */
export interface KeyInput {
  key: string;
  repeat: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** What the surface tells the board. */
export interface SurfaceInput {
  /** The surface's new size in CSS pixels. */
  resize(width: number, height: number): void;
  /** A key pressed while the board has focus; the surface has already claimed it (preventDefault) if boardKey knows it. */
  key(e: KeyInput): void;
  /** The board got focus; `visible`: from the keyboard (`:focus-visible`), so the cursor hex is drawn. */
  focus(visible: boolean): void;
  blur(): void;
  /** A finger or button lifted (or a pointer was cancelled) anywhere on the board. */
  pointerEnd(): void;
}

/** A stand-in for the canvas element for Pixi's event system, where the canvas is not an element (a worker). */
export interface EventElement extends EventTarget {
  readonly style: Record<string, string>;
  readonly isConnected: boolean;
  width: number;
  height: number;
  getBoundingClientRect(): { x: number; y: number; left: number; top: number; width: number; height: number };
}

export interface BoardSurface {
  /** Size in CSS pixels at start. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel. */
  readonly dpr: number;
  /** The person's reduced-motion preference, read at each animation (it may change during a game). */
  readonly reducedMotion: boolean;
  /** The canvas to draw into (a worker's, transferred); absent: the renderer makes one and `attach` shows it. */
  readonly canvas?: OffscreenCanvas;
  /** A WebGL context already made on `canvas` (the board worker's entry makes it early). */
  readonly context?: WebGL2RenderingContext;
  /** Where Pixi's event system listens when that is not the canvas itself. */
  readonly events?: EventElement;
  attach(canvas: HTMLCanvasElement | OffscreenCanvas): void;
  /** Starts sending input; returns the function that stops it. */
  connect(input: SurfaceInput): () => void;
  publishCamera(camera: Camera): void;
  /** How many place names the board shows, once they are in (browser tests wait for it). */
  publishNames(count: number): void;
  /** A performance mark on the page's timeline (the cold-start benchmark reads them there). */
  mark(name: string): void;
  /** A performance measure on the page's timeline, from `start` to `end` (this thread's performance.now()). */
  measure(name: string, start: number, end: number): void;
  /** Calls `fn` before the next frame, with the frame's time; returns the function that cancels it. */
  requestFrame(fn: (now: number) => void): () => void;
  /** Runs `fn` when the thread is idle, within about a second. */
  later(fn: (deadline?: IdleDeadline) => void): void;
}
