// The lattice scene redraws a part (track, marks, highlights) only when its slice of the view changed: not at all for
// the same objects (the board worker's highlights-only update keeps the rest of the view), and not for equal content.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Graphics } from 'pixi.js';
import type { LatticeBoard } from '../../engine/lattice/types';
import { lateLatticeView } from '../harness/lattice-scene';
import { LatticeScene } from './scene';

// PixiJS reads the browser's navigator as it loads (node 20 has none); the scene itself needs no renderer, and its
// labels (bitmap text, measured on a canvas) are stood in for by empty containers.
vi.hoisted(() => {
  (globalThis as { navigator?: object }).navigator ??= { userAgent: 'node' };
});
vi.mock('../draw/labels', async () => {
  const { Container } = await import('pixi.js');
  return { makeLabel: () => new Container() };
});

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;

/** The scene's Graphics labelled `label`, with its clear() counted (each part's redraw starts with one). */
function watched(scene: LatticeScene, label: string) {
  const all = [...scene.root.children, ...scene.overlay.children];
  const g = all.find((c) => c.label === label) as Graphics;
  return vi.spyOn(g, 'clear');
}

describe('the lattice scene', () => {
  it('redraws only the part whose slice changed, and never serialises the parts a highlights-only view kept', () => {
    const scene = new LatticeScene();
    const view = lateLatticeView(board);
    expect(scene.update(view)).toEqual({ board: true, under: true });
    const track = watched(scene, 'lattice-track');
    const hl = watched(scene, 'lattice-highlights');
    const stringify = vi.spyOn(JSON, 'stringify');
    const tapped = { ...view, highlights: { ...view.highlights, selected: view.places[0]!.node } };
    // Nothing under the overlays was drawn: the board may draw its still picture and the highlights over it.
    expect(scene.update(tapped)).toEqual({ board: false, under: false });
    expect(hl).toHaveBeenCalledTimes(1);
    expect(track).not.toHaveBeenCalled();
    // Only the highlights' slice was serialised: the track, seats, locomotives and deliveries are the same objects.
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    // A copy of the track (a new view of the same position) is compared by content: not redrawn either.
    expect(scene.update({ ...tapped, track: { ...tapped.track } })).toEqual({ board: false, under: false });
    expect(track).not.toHaveBeenCalled();
    const [first] = Object.keys(view.track);
    const fewer = { ...tapped.track };
    delete fewer[Number(first)];
    expect(scene.update({ ...tapped, track: fewer })).toEqual({ board: false, under: true });
    expect(track).toHaveBeenCalledTimes(1);
    expect(hl).toHaveBeenCalledTimes(1);
  });
});
