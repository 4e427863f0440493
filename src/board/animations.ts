// Short animations: a placed tile settles into its hex, a delivered cube travels its route. Any tap on the board or
// skip() finishes them at once; with prefers-reduced-motion they do not run at all (the end state shows immediately).
import type { Container } from 'pixi.js';
import { HEX_PX, type Pt } from './geometry';
import { pointAlong, polylineLength } from './track-geometry';

interface Running {
  elapsed: number;
  duration: number;
  step: (t: number) => void;
  done: () => void;
}

const easeOut = (t: number) => 1 - (1 - t) * (1 - t) * (1 - t);
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class Animator {
  private running: Running[] = [];

  constructor(private readonly reducedMotion: () => boolean) {}

  get active(): boolean {
    return this.running.length > 0;
  }

  /** Advances every animation by `dt` ms; returns true when something moved. */
  update(dt: number): boolean {
    if (!this.running.length) return false;
    const still: Running[] = [];
    for (const a of this.running) {
      a.elapsed += dt;
      const t = Math.min(1, a.elapsed / a.duration);
      a.step(t);
      if (t < 1) still.push(a);
      else a.done();
    }
    this.running = still;
    return true;
  }

  /** Finishes every animation now. */
  skip(): void {
    const all = this.running;
    this.running = [];
    for (const a of all) {
      a.step(1);
      a.done();
    }
  }

  private run(duration: number, step: (t: number) => void): Promise<void> {
    if (this.reducedMotion() || duration <= 0) {
      step(1);
      return Promise.resolve();
    }
    step(0);
    return new Promise((resolve) => this.running.push({ elapsed: 0, duration, step, done: resolve }));
  }

  /** The tile drops into place: from slightly large and transparent to its final size. */
  placeTile(node: Container): Promise<void> {
    return this.run(260, (t) => {
      const e = easeOut(t);
      node.scale.set(1.35 - 0.35 * e);
      node.alpha = 0.2 + 0.8 * e;
    });
  }

  /** Moves `node` along the world polyline `pts` (≈ 6 hexes a second, 0.4–2.5 s), then removes it. */
  travel(node: Container, pts: readonly Pt[]): Promise<void> {
    const len = polylineLength(pts);
    const duration = Math.min(2500, Math.max(400, (len / (HEX_PX * Math.sqrt(3))) * 170));
    return this.run(duration, (t) => {
      const p = pointAlong(pts, easeInOut(t) * len);
      node.position.set(p.x, p.y);
      if (t >= 1) node.destroy({ children: true });
    });
  }
}
