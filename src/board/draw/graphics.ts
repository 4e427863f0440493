// Every Graphics of the board is created here, set to always batch: Pixi 8 batches a Graphics by default only when it
// has few vertices, and each unbatched tile, marker or cube group costs its own draw call (and uniform upload) on every
// frame of a pan or pinch. Batched, a layer that did not change is one or a few draw calls.
import { Graphics } from 'pixi.js';

export function graphics(label?: string): Graphics {
  const g = new Graphics(label === undefined ? undefined : { label });
  g.context.batchMode = 'batch';
  return g;
}
