// The still board: a picture of everything under the overlays, kept while the camera and the board stand still, so a
// frame in which only the overlays changed (a tap's highlights and routes, the keyboard cursor) redraws only the area
// the overlays covered before and cover now: that part of the picture, and the overlays over it, instead of every
// segment, hex and name of the board again.
// Why: on a software renderer (SwiftShader, the browser's fallback where a tablet's GPU is blocked, and the test
// machines) a redraw of Spike's whole lattice board took 400–580 ms of the GPU process per tap, on the same cores as
// the page's own layout and paint of the tap's routes (issue 20, docs/performance.md); even one screen-sized image
// drawn again cost it 75–140 ms. On a real GPU the picture costs memory only: a texture of the canvas's size, and with
// MSAA (below 2 device px per CSS px) a 4-sample buffer beside it, both kept while the board lives.
// The canvas keeps its pixels between frames (preserveDrawingBuffer, gl-attributes.ts), so the rest of the screen
// stays as the last frame left it. The picture is taken lazily, in the first overlays-only frame after a full one: a
// camera move or any change under the overlays draws the whole stage directly as before (a pinch never pays for a
// picture) and drops the picture.
import { Bounds, Container, Matrix, RenderTexture, Sprite, type WebGLRenderer } from 'pixi.js';

/** CSS px around the overlays' bounds also redrawn: the antialiased fringe of their edges. */
const FRINGE = 2;

export class StillFrame {
  private texture: RenderTexture | null = null;
  private readonly sprite = new Sprite();
  /** The picture's own stage: the sprite alone, at the canvas's top-left corner. */
  private readonly still = new Container({ label: 'still-board' });
  private valid = false;
  private readonly transform = new Matrix();
  /** The screen area (CSS px) the next still frame redraws: where the overlays were and where they are. */
  private readonly area = new Bounds();

  /**
   * `stage` holds `camera`, which holds `overlays` (a render group at the camera's origin): the picture is the stage
   * without the overlays; a still frame is the picture, then the overlays through the camera's transform.
   */
  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly stage: Container,
    private readonly camera: Container,
    private readonly overlays: Container,
    private readonly antialias: boolean,
  ) {
    this.still.addChild(this.sprite);
  }

  /** Something under the overlays changed, or the camera moved: the picture no longer shows the board. */
  invalidate(): void {
    this.valid = false;
    this.area.clear(); // the full frame that follows draws everything
  }

  /**
   * The overlays are about to change: the area they cover on screen now is redrawn by the next still frame. (If the
   * camera moved since the last frame, that frame is a full one anyway.)
   */
  overlaysChanging(): void {
    this.addBoundsOf(this.overlays);
  }

  /**
   * Whether still frames can be drawn here: Pixi's event system takes the container last rendered to the canvas as the
   * root of its hit tests (the camera's gestures and taps hang off the stage), and a still frame renders the picture
   * and the overlays instead, so the stage is put back afterwards. That is a private field of the renderer: should a
   * Pixi version not have it, every frame is drawn whole as before rather than taps going to the overlays.
   */
  usable(): boolean {
    return '_lastObjectRendered' in this.renderer; // set by the renderer's first frame, which is always whole
  }

  /** Draws a frame in which only the overlays changed: where they were and are, the picture and the overlays. */
  draw(): void {
    if (!this.valid) this.take();
    this.addBoundsOf(this.overlays);
    const box = this.scissorBox();
    this.area.clear();
    if (!box) return; // nothing on screen changed
    const gl = this.renderer.gl;
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(box.x, box.y, box.width, box.height);
    try {
      this.renderer.render({ container: this.still });
      // The camera's own transform is the overlays' on screen: the stage it hangs from is never moved.
      this.camera.updateLocalTransform();
      this.transform.copyFrom(this.camera.localTransform).append(this.overlays.localTransform);
      this.renderer.render({ container: this.overlays, transform: this.transform, clear: false });
    } finally {
      gl.disable(gl.SCISSOR_TEST);
      Reflect.set(this.renderer, '_lastObjectRendered', this.stage);
    }
  }

  /**
   * Adds to the area to redraw the bounds on screen of each shown piece under `c`, one by one: an empty piece (a cleared cursor) has zero-sized bounds at
   * the origin, which a container's own bounds would stretch the area to.
   */
  private addBoundsOf(c: Container): void {
    if (!c.visible || !c.renderable || c.alpha === 0) return;
    if (c.children.length) {
      for (const child of c.children) this.addBoundsOf(child);
      return;
    }
    const b = c.getBounds();
    if (b.width > 0 && b.height > 0) this.area.addBounds(b);
  }

  /** The area to redraw in the canvas's device pixels, GL's y upwards, within the canvas; null when empty. */
  private scissorBox(): { x: number; y: number; width: number; height: number } | null {
    if (this.area.isEmpty()) return null;
    const r = this.renderer.resolution;
    const w = this.renderer.canvas.width;
    const h = this.renderer.canvas.height;
    const x0 = Math.max(0, Math.floor((this.area.minX - FRINGE) * r));
    const y0 = Math.max(0, Math.floor((this.area.minY - FRINGE) * r));
    const x1 = Math.min(w, Math.ceil((this.area.maxX + FRINGE) * r));
    const y1 = Math.min(h, Math.ceil((this.area.maxY + FRINGE) * r));
    if (x1 <= x0 || y1 <= y0) return null;
    return { x: x0, y: h - y1, width: x1 - x0, height: y1 - y0 };
  }

  /** Renders the stage without the overlays into the picture, sized as the canvas with its resolution and MSAA. */
  private take(): void {
    // Exactly the canvas's device pixels (its CSS size may be fractional): one texel per pixel, never filtered.
    const resolution = this.renderer.resolution;
    const pixelWidth = this.renderer.canvas.width;
    const pixelHeight = this.renderer.canvas.height;
    const t = this.texture;
    if (!t || t.source.pixelWidth !== pixelWidth || t.source.pixelHeight !== pixelHeight || t.source.resolution !== resolution) {
      t?.destroy(true);
      this.texture = RenderTexture.create({ width: pixelWidth / resolution, height: pixelHeight / resolution, resolution, antialias: this.antialias, scaleMode: 'nearest' });
      // Creating takes width × resolution unrounded (1350.9999 px at a fractional ratio, which the GPU cuts to 1350);
      // a resize rounds it.
      this.texture.source.resize(pixelWidth / resolution, pixelHeight / resolution, resolution);
      this.sprite.texture = this.texture;
    }
    // Alpha 0 skips the overlays' render group without changing the camera group's structure (a visibility change
    // would rebuild the static layers' batches, the very cost this avoids).
    const alpha = this.overlays.alpha;
    this.overlays.alpha = 0;
    try {
      this.renderer.render({ container: this.stage, target: this.texture!, clear: true, clearColor: this.renderer.background.colorRgba });
    } finally {
      this.overlays.alpha = alpha;
    }
    this.valid = true;
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    this.still.destroy({ children: true });
  }
}
