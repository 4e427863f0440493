// The camera: pixi-viewport 6 with drag, pinch, wheel, deceleration, clamping to the board and a zoom range that always
// lets the whole board fit. A tap is a press that moved less than TAP_SLOP CSS pixels with one finger (viewport 'clicked').
import { Rectangle, type EventSystem } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { fitScale, type WorldSize } from './framing';

/** Movement (CSS px) after which a press is a pan, not a tap; fingers wobble more than mice. */
export const TAP_SLOP = 10;
/** Most zoomed-in scale: a hex is then 80 world px × 3 = 240 CSS px across. */
export const MAX_SCALE = 3;

// The fit lives with the opening-view geometry (framing.ts), which unit tests load without Pixi.
export { fitScale, type WorldSize } from './framing';

export function makeViewport(events: EventSystem, screenW: number, screenH: number, world: WorldSize): Viewport {
  const vp = new Viewport({
    screenWidth: screenW,
    screenHeight: screenH,
    worldWidth: world.width,
    worldHeight: world.height,
    events,
    threshold: TAP_SLOP,
    passiveWheel: false,
    noTicker: true,
    // The viewport fills the canvas, so every press on it must reach it. A fixed, unbounded hit area says so once;
    // without it pixi-viewport allocates a new screen-sized Rectangle on every update (every frame of a gesture).
    forceHitArea: new Rectangle(-1e7, -1e7, 2e7, 2e7),
  });
  vp.drag({ wheel: false }).pinch().wheel({ smooth: 4 }).decelerate({ friction: 0.93 });
  setLimits(vp, screenW, screenH, world);
  return vp;
}

/** The zoom range: out to a little less than the whole board, in to MAX_SCALE (or the fit, on a huge screen). */
export function zoomRange(screenW: number, screenH: number, world: WorldSize): { min: number; max: number } {
  const fit = fitScale(screenW, screenH, world);
  return { min: Math.min(fit, MAX_SCALE) * 0.9, max: Math.max(MAX_SCALE, fit) };
}

/** Re-applies clamping and the zoom range for the current screen and world size. */
export function setLimits(vp: Viewport, screenW: number, screenH: number, world: WorldSize): void {
  const range = zoomRange(screenW, screenH, world);
  // Where the board is shorter than the screen it hugs the top, not the middle: a panel opening under the board shrinks
  // the canvas from the bottom, and a board centred vertically would move by half of that (board.ts resize keeps the
  // top-left corner's world point for the same reason). Sideways it stays centred: a board narrower than its canvas
  // would otherwise leave all the room on one side (a panel beside the board comes with a canvas that the board fills
  // in width, so there it does not move).
  vp.clamp({ direction: 'all', underflow: 'top' });
  vp.clampZoom({ minScale: range.min, maxScale: range.max });
}
