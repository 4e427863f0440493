// The board drawn on the page's own thread, into a canvas in `host` (the fallback where a worker cannot draw, the
// board harness and the history views): the host element gives the size, keyboard and focus, and carries the camera
// in data attributes for browser tests.
import { boardKey } from './keyboard';
import type { BoardSurface, SurfaceInput } from './surface';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs `fn` when the page is idle (within a second). Where the browser has no idle callbacks (Safari, workers), in a
 * task after the next frame, so the work still comes after what is on screen now.
 */
export function later(fn: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else requestAnimationFrame(() => setTimeout(() => fn(), 0));
}

export function pageSurface(host: HTMLElement): BoardSurface {
  return {
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    dpr: Math.min(globalThis.devicePixelRatio || 1, 3),
    reducedMotion: prefersReducedMotion(),
    attach(canvas) {
      const el = canvas as HTMLCanvasElement;
      el.style.touchAction = 'none';
      el.style.display = 'block';
      // The host element carries the board's (translated) label; the canvas itself says nothing to assistive technology.
      el.setAttribute('aria-hidden', 'true');
      host.appendChild(el);
    },
    connect(input: SurfaceInput) {
      const onKeyDown = (e: KeyboardEvent) => {
        if (!boardKey(e)) return;
        e.preventDefault();
        input.key(e);
      };
      const onFocus = () => input.focus(host.matches(':focus-visible'));
      const onBlur = () => input.blur();
      const onPointerEnd = () => input.pointerEnd();
      const observer = new ResizeObserver(() => input.resize(Math.max(1, host.clientWidth), Math.max(1, host.clientHeight)));
      observer.observe(host);
      host.addEventListener('keydown', onKeyDown);
      host.addEventListener('focus', onFocus);
      host.addEventListener('blur', onBlur);
      host.addEventListener('pointerup', onPointerEnd);
      host.addEventListener('pointercancel', onPointerEnd);
      return () => {
        observer.disconnect();
        host.removeEventListener('keydown', onKeyDown);
        host.removeEventListener('focus', onFocus);
        host.removeEventListener('blur', onBlur);
        host.removeEventListener('pointerup', onPointerEnd);
        host.removeEventListener('pointercancel', onPointerEnd);
      };
    },
    publishCamera(c) {
      host.dataset.scale = c.scale.toFixed(4);
      host.dataset.cx = c.x.toFixed(1);
      host.dataset.cy = c.y.toFixed(1);
    },
    publishNames(count) {
      host.dataset.names = String(count);
    },
    mark(name) {
      performance.mark(name);
    },
    measure(name, start, end) {
      performance.measure(name, { start, end });
    },
    requestFrame(fn) {
      const id = requestAnimationFrame(fn);
      return () => cancelAnimationFrame(id);
    },
    later,
  };
}
