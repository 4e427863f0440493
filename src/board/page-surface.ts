// The board drawn on the page's own thread, into a canvas in `host` (the fallback where a worker cannot draw, and the
// board harness): the host element gives the size, keyboard and focus, and carries the camera in data attributes for
// browser tests.
import { bindHostKeys, deviceRatio, hostSize, prefersReducedMotion, styleBoardCanvas, writeCamera, writeNames } from './host-dom';
import type { BoardSurface, SurfaceInput } from './surface';

/**
 * Runs `fn` when the page is idle (within a second). Where the browser has no idle callbacks (Safari), in a task after
 * the next frame, so the work still comes after what is on screen now.
 */
function later(fn: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else requestAnimationFrame(() => setTimeout(() => fn(), 0));
}

export function pageSurface(host: HTMLElement): BoardSurface {
  return {
    ...hostSize(host),
    dpr: deviceRatio(),
    // Read at each animation, so a preference changed during a game is honoured.
    get reducedMotion() {
      return prefersReducedMotion();
    },
    attach(canvas) {
      styleBoardCanvas(canvas as HTMLCanvasElement);
      host.appendChild(canvas as HTMLCanvasElement);
    },
    connect(input: SurfaceInput) {
      const unbindKeys = bindHostKeys(host, input);
      const onPointerEnd = () => input.pointerEnd();
      const observer = new ResizeObserver(() => {
        const { width, height } = hostSize(host);
        input.resize(width, height);
      });
      observer.observe(host);
      host.addEventListener('pointerup', onPointerEnd);
      host.addEventListener('pointercancel', onPointerEnd);
      return () => {
        observer.disconnect();
        unbindKeys();
        host.removeEventListener('pointerup', onPointerEnd);
        host.removeEventListener('pointercancel', onPointerEnd);
      };
    },
    publishCamera: (c) => writeCamera(host, c),
    publishNames: (count) => writeNames(host, count),
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
