// A layer of display objects keyed by id (hex id, link id): sync() adds, replaces or removes only what changed.
// This is the diffing that keeps a redraw after one move to the few hexes the move touched.
import type { Container } from 'pixi.js';

export interface KeyedItem<T> {
  key: string;
  /** Anything that changes the drawing must change the signature. */
  sig: string;
  data: T;
}

export interface SyncResult {
  added: string[];
  changed: string[];
  removed: string[];
}

export class KeyedLayer<T> {
  private readonly nodes = new Map<string, { sig: string; node: Container }>();

  constructor(
    readonly root: Container,
    private readonly make: (data: T) => Container,
  ) {}

  sync(items: Iterable<KeyedItem<T>>): SyncResult {
    const res: SyncResult = { added: [], changed: [], removed: [] };
    const seen = new Set<string>();
    for (const item of items) {
      seen.add(item.key);
      const old = this.nodes.get(item.key);
      if (old && old.sig === item.sig) continue;
      const node = this.make(item.data);
      if (old) {
        this.root.addChildAt(node, this.root.getChildIndex(old.node));
        old.node.destroy({ children: true });
        res.changed.push(item.key);
      } else {
        this.root.addChild(node);
        res.added.push(item.key);
      }
      this.nodes.set(item.key, { sig: item.sig, node });
    }
    for (const [key, old] of this.nodes) {
      if (seen.has(key)) continue;
      old.node.destroy({ children: true });
      this.nodes.delete(key);
      res.removed.push(key);
    }
    return res;
  }

  get(key: string): Container | undefined {
    return this.nodes.get(key)?.node;
  }

  get size(): number {
    return this.nodes.size;
  }

  clear(): void {
    for (const { node } of this.nodes.values()) node.destroy({ children: true });
    this.nodes.clear();
  }
}
