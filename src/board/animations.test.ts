import { describe, expect, it } from 'vitest';
import type { Container } from 'pixi.js';
import { Animator } from './animations';

/** A stand-in for a Pixi node; destroy() nulls `scale` and `position` as Pixi's Container.destroy does. */
function fakeNode() {
  const node: {
    alpha: number;
    scale: { v: number; set(v: number): void } | null;
    position: { x: number; y: number; set(x: number, y: number): void } | null;
    destroyed: boolean;
    destroy(): void;
  } = {
    alpha: 1,
    scale: { v: 1, set(v: number) { this.v = v; } },
    position: { x: 0, y: 0, set(x: number, y: number) { this.x = x; this.y = y; } },
    destroyed: false,
    destroy() {
      this.destroyed = true;
      this.scale = null;
      this.position = null;
    },
  };
  return node;
}

describe('animations', () => {
  it('a placed tile settles to full size and opacity, and the promise resolves', async () => {
    const a = new Animator(() => false);
    const n = fakeNode();
    let done = false;
    void a.placeTile(n as unknown as Container).then(() => (done = true));
    expect(n.scale!.v).toBeGreaterThan(1.2);
    a.update(100);
    expect(a.active).toBe(true);
    a.update(200);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(n.scale!.v).toBe(1);
    expect(n.alpha).toBe(1);
  });

  it('a travelling cube reaches the end of its path; skip finishes at once', async () => {
    const a = new Animator(() => false);
    const n = fakeNode();
    const pos = n.position!; // kept: the cube is destroyed at the end
    const p = a.travel(n as unknown as Container, [{ x: 0, y: 0 }, { x: 500, y: 0 }]);
    a.update(50);
    expect(pos.x).toBeGreaterThan(0);
    expect(pos.x).toBeLessThan(500);
    a.skip();
    await p;
    expect(pos.x).toBe(500);
    expect(n.destroyed).toBe(true);
    expect(a.active).toBe(false);
  });

  it('does not animate when reduced motion is asked for', async () => {
    const a = new Animator(() => true);
    const n = fakeNode();
    await a.placeTile(n as unknown as Container);
    expect(a.active).toBe(false);
    expect(n.scale!.v).toBe(1);
  });

  // Issue 14: a plan's builds come < 260 ms apart and the next one can redraw (destroy and replace) a tile whose drop
  // still runs; stepping the destroyed node threw on every frame and the board went black.
  it('ends an animation whose node was destroyed: no throw, its promise resolves, the others go on', async () => {
    const errors: unknown[] = [];
    const a = new Animator(() => false, (err) => errors.push(err));
    const gone = fakeNode();
    const kept = fakeNode();
    let goneDone = false;
    void a.placeTile(gone as unknown as Container).then(() => (goneDone = true));
    const keptDone = a.placeTile(kept as unknown as Container);
    a.update(50);
    gone.destroy();
    expect(() => a.update(50)).not.toThrow();
    await Promise.resolve();
    expect(goneDone).toBe(true);
    expect(a.active).toBe(true);
    expect(kept.alpha).toBeLessThan(1);
    expect(() => a.update(500)).not.toThrow();
    await keptDone;
    expect(kept.alpha).toBe(1);
    expect(kept.scale!.v).toBe(1);
    expect(a.active).toBe(false);
    expect(errors).toEqual([]);
  });

  it('skip finishes every live animation even when one node is gone (no tile stays faded)', async () => {
    const a = new Animator(() => false, () => {});
    const nodes = [fakeNode(), fakeNode(), fakeNode()];
    const done = nodes.map((n) => a.placeTile(n as unknown as Container));
    a.update(30);
    nodes[0]!.destroy();
    expect(() => a.skip()).not.toThrow();
    await Promise.all(done);
    for (const n of nodes.slice(1)) expect(n.alpha).toBe(1);
    expect(a.active).toBe(false);
  });

  it('a step that throws is reported once and dropped; the other animations and later updates go on', async () => {
    const errors: unknown[] = [];
    const a = new Animator(() => false, (err) => errors.push(err));
    const broken = fakeNode();
    const fine = fakeNode();
    const brokenDone = a.placeTile(broken as unknown as Container);
    const fineDone = a.placeTile(fine as unknown as Container);
    broken.scale = { v: 0, set() { throw new Error('broken scale'); } };
    const another = fakeNode();
    void a.placeTile(another as unknown as Container);
    another.scale = broken.scale;
    expect(() => a.update(50)).not.toThrow();
    expect(() => a.update(50)).not.toThrow();
    await brokenDone;
    expect(errors).toHaveLength(1);
    a.update(500);
    await fineDone;
    expect(fine.alpha).toBe(1);
    expect(a.active).toBe(false);
  });
});
