import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchPointer, dispatchWheel, eventElement, installDomShim } from './dom-shim';
import type { ForwardedPointer } from './protocol';

const press = (type: ForwardedPointer['type'], pointerId = 1): ForwardedPointer => ({
  type,
  pointerId,
  pointerType: 'touch',
  isPrimary: pointerId === 1,
  clientX: 10,
  clientY: 20,
  button: 0,
  buttons: 1,
  width: 1,
  height: 1,
  pressure: 0.5,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
});

describe('the board worker DOM shim', () => {
  installDomShim();
  const g = globalThis as unknown as { document: EventTarget; PointerEvent: typeof Event; MouseEvent: typeof Event };

  afterEach(() => vi.unstubAllGlobals());

  it('delivers presses to the canvas, moves to the document and releases to the global scope, as a browser does for Pixi', () => {
    // Node's global object is no EventTarget; a worker's global scope is.
    const scope = new EventTarget();
    vi.stubGlobal('addEventListener', scope.addEventListener.bind(scope));
    vi.stubGlobal('removeEventListener', scope.removeEventListener.bind(scope));
    vi.stubGlobal('dispatchEvent', scope.dispatchEvent.bind(scope));
    const el = eventElement(200, 100, 2);
    const seen: string[] = [];
    el.addEventListener('pointerdown', () => seen.push('down@canvas'));
    g.document.addEventListener('pointermove', () => seen.push('move@document'));
    const onUp = (e: Event) => seen.push(`up@global target=${e.target === el ? 'canvas' : 'other'} path0=${(e.composedPath()[0] === el) as boolean}`);
    globalThis.addEventListener('pointerup', onUp);
    dispatchPointer(el, press('pointerdown'));
    dispatchPointer(el, press('pointermove'));
    dispatchPointer(el, press('pointerup'));
    globalThis.removeEventListener('pointerup', onUp);
    expect(seen).toEqual(['down@canvas', 'move@document', 'up@global target=canvas path0=true']);
  });

  it('ends a cancelled finger as a release away from the canvas (Pixi never listens for pointercancel)', () => {
    const scope = new EventTarget();
    vi.stubGlobal('addEventListener', scope.addEventListener.bind(scope));
    vi.stubGlobal('dispatchEvent', scope.dispatchEvent.bind(scope));
    const el = eventElement(200, 100, 1);
    const seen: string[] = [];
    scope.addEventListener('pointerup', (e) => seen.push(`${e.type} on canvas=${e.target === el}`));
    dispatchPointer(el, press('pointercancel'));
    expect(seen).toEqual(['pointerup on canvas=false']);
  });

  it('makes pointer events that Pixi takes as pointer events (not mouse), with the forwarded fields', () => {
    const el = eventElement(200, 100, 2);
    let got: Record<string, unknown> | null = null;
    el.addEventListener('pointerdown', (e) => (got = e as unknown as Record<string, unknown>));
    dispatchPointer(el, press('pointerdown', 7));
    expect(got).toBeInstanceOf(g.PointerEvent);
    expect(got).toBeInstanceOf(g.MouseEvent);
    expect(got).toMatchObject({ type: 'pointerdown', pointerId: 7, pointerType: 'touch', clientX: 10, clientY: 20, pageX: 10 });
  });

  it('gives Pixi the canvas size in device pixels and its box in CSS pixels at the origin, and follows resizes', () => {
    const el = eventElement(200, 100, 2);
    expect([el.width, el.height]).toEqual([400, 200]);
    el.resize(300, 150);
    expect([el.width, el.height]).toEqual([600, 300]);
    expect(el.getBoundingClientRect()).toMatchObject({ left: 0, top: 0, width: 300, height: 150 });
  });

  it('delivers wheel events to the canvas and lets the listener cancel them', () => {
    const el = eventElement(200, 100, 1);
    let deltaY = 0;
    el.addEventListener('wheel', (e) => {
      deltaY = (e as unknown as { deltaY: number }).deltaY;
      e.preventDefault();
    });
    dispatchWheel(el, { clientX: 1, clientY: 2, deltaX: 0, deltaY: -120, deltaZ: 0, deltaMode: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false });
    expect(deltaY).toBe(-120);
  });
});
