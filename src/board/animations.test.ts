import { describe, expect, it } from 'vitest';
import type { Container } from 'pixi.js';
import { Animator } from './animations';

function fakeNode() {
  const node = { alpha: 1, scale: { v: 1, set(v: number) { this.v = v; } }, position: { x: 0, y: 0, set(x: number, y: number) { this.x = x; this.y = y; } }, destroyed: false, destroy() { this.destroyed = true; } };
  return node;
}

describe('animations', () => {
  it('a placed tile settles to full size and opacity, and the promise resolves', async () => {
    const a = new Animator(() => false);
    const n = fakeNode();
    let done = false;
    void a.placeTile(n as unknown as Container).then(() => (done = true));
    expect(n.scale.v).toBeGreaterThan(1.2);
    a.update(100);
    expect(a.active).toBe(true);
    a.update(200);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(n.scale.v).toBe(1);
    expect(n.alpha).toBe(1);
  });

  it('a travelling cube reaches the end of its path; skip finishes at once', async () => {
    const a = new Animator(() => false);
    const n = fakeNode();
    const p = a.travel(n as unknown as Container, [{ x: 0, y: 0 }, { x: 500, y: 0 }]);
    a.update(50);
    expect(n.position.x).toBeGreaterThan(0);
    expect(n.position.x).toBeLessThan(500);
    a.skip();
    await p;
    expect(n.position.x).toBe(500);
    expect(n.destroyed).toBe(true);
    expect(a.active).toBe(false);
  });

  it('does not animate when reduced motion is asked for', async () => {
    const a = new Animator(() => true);
    const n = fakeNode();
    await a.placeTile(n as unknown as Container);
    expect(a.active).toBe(false);
    expect(n.scale.v).toBe(1);
  });
});
