// What Pixi's event system and pixi-viewport need of the DOM, inside a worker: a worker has no elements, no document
// and no PointerEvent. The page forwards the canvas's pointer and wheel events (remote-board.ts); here they are
// dispatched as events where Pixi listens for them — presses on the canvas (a stand-in element), moves on the
// document, releases on the global scope — so gestures, taps and pinches run through the same code as on the page.
import type { EventElement } from '../surface';
import type { ForwardedPointer, ForwardedWheel } from './protocol';

/** Mouse, pointer and wheel event classes for a worker: plain Events carrying the forwarded fields. */
class ShimMouseEvent extends Event {}
class ShimPointerEvent extends ShimMouseEvent {}
class ShimWheelEvent extends ShimMouseEvent {}

interface ShimGlobals {
  MouseEvent?: unknown;
  PointerEvent?: unknown;
  WheelEvent?: unknown;
  document?: unknown;
}

/**
 * Installs the event classes and a stand-in document, where missing. Must run before Pixi's event system is made: it
 * reads `globalThis.PointerEvent` once, to choose pointer events over mouse events.
 */
export function installDomShim(): void {
  const g = globalThis as ShimGlobals;
  g.MouseEvent ??= ShimMouseEvent;
  g.PointerEvent ??= ShimPointerEvent;
  g.WheelEvent ??= ShimWheelEvent;
  g.document ??= new EventTarget();
}

/** The canvas's stand-in: its size in device pixels and, at (0, 0), in CSS pixels (forwarded coordinates are relative to the canvas). */
export function eventElement(cssWidth: number, cssHeight: number, dpr: number): EventElement & { resize(w: number, h: number): void } {
  const el = new EventTarget() as EventElement & { resize(w: number, h: number): void };
  let w = cssWidth;
  let h = cssHeight;
  return Object.assign(el, {
    style: {} as Record<string, string>,
    isConnected: true,
    width: Math.round(w * dpr),
    height: Math.round(h * dpr),
    getBoundingClientRect: () => ({ x: 0, y: 0, left: 0, top: 0, width: w, height: h }),
    resize(nw: number, nh: number) {
      w = nw;
      h = nh;
      el.width = Math.round(w * dpr);
      el.height = Math.round(h * dpr);
    },
  });
}

/** An event of `Type` carrying `fields`, whose target is the canvas's stand-in wherever it is dispatched. */
function make<T extends Event>(Type: new (type: string, init: EventInit) => T, type: string, fields: object, target: EventTarget): T {
  const e = new Type(type, { cancelable: true });
  Object.assign(e, fields);
  // Pixi tells a release on the canvas from one outside it by the event's target (or composedPath()[0]).
  Object.defineProperty(e, 'target', { value: target });
  Object.defineProperty(e, 'currentTarget', { value: target });
  Object.defineProperty(e, 'composedPath', { value: () => [target] });
  return e;
}

/** Dispatches a forwarded pointer event where the page's browser would have delivered it to Pixi's listeners. */
export function dispatchPointer(el: EventElement, p: ForwardedPointer): void {
  const { type, ...fields } = p; // an Event's type is read-only: it is the constructor's
  const all = { ...fields, pageX: p.clientX, pageY: p.clientY, screenX: p.clientX, screenY: p.clientY };
  const doc = (globalThis as ShimGlobals as { document: EventTarget }).document;
  if (type === 'pointermove') doc.dispatchEvent(make(ShimPointerEvent, type, all, el));
  else if (type === 'pointerup') globalThis.dispatchEvent(make(ShimPointerEvent, type, all, el));
  // Pixi's event system does not listen for pointercancel, so on the page a cancelled finger stayed down in
  // pixi-viewport (the next drag became a pinch). Here it ends as a release away from the canvas (pointerupoutside).
  else if (type === 'pointercancel') globalThis.dispatchEvent(make(ShimPointerEvent, 'pointerup', all, doc));
  else el.dispatchEvent(make(ShimPointerEvent, type, all, el));
}

export function dispatchWheel(el: EventElement, w: ForwardedWheel): void {
  el.dispatchEvent(make(ShimWheelEvent, 'wheel', w, el));
}
