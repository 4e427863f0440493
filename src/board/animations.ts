// Short animations: a placed tile settles into its hex, a delivered cube travels its route. Any tap on the board or
// skip() finishes them at once; with prefers-reduced-motion they do not run at all (the end state shows immediately).
// An animation never outlives its node: the track layer replaces a tile's node when the tile's drawing changes (a plan's
// builds come < 260 ms apart, so the next build can redraw a tile that is still dropping), and stepping a destroyed
// Pixi node throws (its `scale` is null). So an animation whose node is destroyed ends there, and one whose step throws
// anyway is reported once and dropped, never left to throw again on every frame (the board went black; issue 14).
import type { Container } from 'pixi.js';
import { HEX_PX, type Pt } from './geometry';
import { pointAlong, polylineLength } from './track-geometry';

interface Running {
  node: Container;
  elapsed: number;
  duration: number;
  step: (t: number) => void;
  /** Resolves the animation's promise. */
  done: () => void;
}

const easeOut = (t: number) => 1 - (1 - t) * (1 - t) * (1 - t);
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class Animator {
  private running: Running[] = [];
  private reported = false;

  /**
   * @param onError told (once per Animator: a broken animation tends to break every frame) when a step throws; the
   *   animation is dropped and the others go on.
   */
  constructor(
    private readonly reducedMotion: () => boolean,
    private readonly onError: (err: unknown) => void = (err) => console.error('board animation failed', err),
  ) {}

  get active(): boolean {
    return this.running.length > 0;
  }

  /** Advances every animation by `dt` ms; returns true when something moved. */
  update(dt: number): boolean {
    if (!this.running.length) return false;
    const all = this.running;
    const still: Running[] = [];
    // Reassigned before any step runs, so that nothing a step does can leave the list half updated.
    this.running = still;
    for (const a of all) {
      a.elapsed += dt;
      const t = Math.min(1, a.elapsed / a.duration);
      if (this.stepSafely(a, t) && t < 1) still.push(a);
      else a.done();
    }
    return true;
  }

  /** Finishes every animation now. */
  skip(): void {
    const all = this.running;
    this.running = [];
    for (const a of all) {
      this.stepSafely(a, 1);
      a.done();
    }
  }

  /** Steps `a` to `t`; false when it must end now (its node is gone, or the step threw). */
  private stepSafely(a: Running, t: number): boolean {
    if (a.node.destroyed) return false;
    try {
      a.step(t);
      return true;
    } catch (err) {
      if (!this.reported) {
        this.reported = true;
        this.onError(err);
      }
      return false;
    }
  }

  private run(node: Container, duration: number, step: (t: number) => void): Promise<void> {
    if (this.reducedMotion() || duration <= 0) {
      step(1);
      return Promise.resolve();
    }
    step(0);
    return new Promise((resolve) => this.running.push({ node, elapsed: 0, duration, step, done: resolve }));
  }

  /** The tile drops into place: from slightly large and transparent to its final size. */
  placeTile(node: Container): Promise<void> {
    return this.run(node, 260, (t) => {
      const e = easeOut(t);
      node.scale.set(1.35 - 0.35 * e);
      node.alpha = 0.2 + 0.8 * e;
    });
  }

  /** Moves `node` along the world polyline `pts` (≈ 6 hexes a second, 0.4–2.5 s), then removes it. */
  travel(node: Container, pts: readonly Pt[]): Promise<void> {
    const len = polylineLength(pts);
    const duration = Math.min(2500, Math.max(400, (len / (HEX_PX * Math.sqrt(3))) * 170));
    const p = this.run(node, duration, (t) => {
      const at = pointAlong(pts, easeInOut(t) * len);
      node.position.set(at.x, at.y);
    });
    // The cube leaves the board however its trip ends (finished, skipped, or dropped after an error).
    return p.then(() => {
      if (!node.destroyed) node.destroy({ children: true });
    });
  }
}
