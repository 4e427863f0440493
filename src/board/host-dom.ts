// What a board does with its host element on the page, wherever the board itself runs (page-surface.ts on the page's
// thread, worker/remote-board.ts for the board worker): the canvas's styles, the camera and names written on the host
// for browser tests, the host's keys and focus, the device pixel ratio and the reduced-motion preference.
import { boardKey } from './keyboard';
import type { KeyInput } from './surface';
import type { Camera } from './ui-state';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/** Calls `fn` with the new preference whenever the person changes it; returns the function that stops. */
export function onReducedMotionChange(fn: (reduced: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION);
  const listener = () => fn(query.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Device pixels per CSS pixel, at most 3 (more costs fill rate and no one sees it). */
export function deviceRatio(): number {
  return Math.min(globalThis.devicePixelRatio || 1, 3);
}

/** The board's canvas fills its host, takes every touch itself, and says nothing to assistive technology (the host
 * carries the board's translated label). */
export function styleBoardCanvas(canvas: HTMLCanvasElement): void {
  canvas.style.display = 'block';
  canvas.style.touchAction = 'none';
  canvas.setAttribute('aria-hidden', 'true');
}

/** The host's size in CSS pixels, at least 1 × 1 (a renderer cannot be empty). */
export function hostSize(host: HTMLElement): { width: number; height: number } {
  return { width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) };
}

/** How many place names the board shows (written on the host for browser tests). */
export function writeNames(host: HTMLElement, count: number): void {
  host.dataset.names = String(count);
}

export function writeCamera(host: HTMLElement, c: Camera): void {
  host.dataset.scale = c.scale.toFixed(4);
  host.dataset.cx = c.x.toFixed(1);
  host.dataset.cy = c.y.toFixed(1);
}

/**
 * The host's keys (those boardKey knows are claimed, preventDefault, and passed on), focus (with whether it came from
 * the keyboard: only then is the cursor hex drawn) and blur. Returns the function that stops listening.
 */
export function bindHostKeys(
  host: HTMLElement,
  on: { key(e: KeyInput): void; focus(visible: boolean): void; blur(): void },
): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (!boardKey(e)) return;
    e.preventDefault();
    on.key({ key: e.key, repeat: e.repeat, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey });
  };
  const onFocus = () => on.focus(host.matches(':focus-visible'));
  const onBlur = () => on.blur();
  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('focus', onFocus);
  host.addEventListener('blur', onBlur);
  return () => {
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('focus', onFocus);
    host.removeEventListener('blur', onBlur);
  };
}
