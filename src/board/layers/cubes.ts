// Goods cubes on the map, keyed by hex: each cube in its goods colour AND shape, with its letter, redrawn per hex on change;
// and the place markers a game puts on a city once (Steam's supply markers, BoardView.markedPlaces).
import { Container } from 'pixi.js';
import { graphics } from '../draw/graphics';
import type { HexId } from '../../engine/hex/coords';
import type { GoodsColor } from '../../engine/map/types';
import type { BoardView } from '../../engine/view';
import { CUBE_R, cubeOffsets } from '../cube-layout';
import { HEX_PX, hexCenterPx } from '../geometry';
import { GOODS_LOOK, paint } from '../palette';
import { makeLabel } from '../draw/labels';
import { goodsShape } from '../draw/marks';
import { KeyedLayer } from './keyed';

interface CubeItem {
  hex: HexId;
  colors: readonly GoodsColor[];
  /** The colour a foreign station accepts (Germany), drawn instead of cubes: it is no good to move. */
  station?: GoodsColor;
  /** A place marker (a supply marker) instead of cubes. */
  marker?: true;
}

/**
 * A place marker (markedPlaces): a black disc with a white ring and a white plus on the hex's left edge, clear of the
 * cubes; a shape, not a colour, so it reads without colour too (the board cursor says it in words).
 */
function makePlaceMarker(hex: HexId): Container {
  const g = graphics();
  const r = CUBE_R * 0.95;
  const x = -HEX_PX * 0.62;
  g.circle(x, 0, r).fill(paint(0x1b1b1b)).stroke({ width: CUBE_R * 0.25, color: 0xffffff });
  const arm = r * 0.55;
  const w = r * 0.28;
  g.rect(x - arm, -w / 2, 2 * arm, w).fill(paint(0xffffff));
  g.rect(x - w / 2, -arm, w, 2 * arm).fill(paint(0xffffff));
  const c = hexCenterPx(hex);
  g.position.set(c.x, c.y);
  return g;
}

/**
 * A foreign station's colour: the goods shape and letter of the colour it accepts, in a white frame above the middle of
 * the hex (its cube is not a good: stations never hold goods, so nothing else stands there).
 */
function makeStationMark(hex: HexId, color: GoodsColor): Container {
  const root = new Container();
  const g = graphics();
  const look = GOODS_LOOK[color];
  const y = -CUBE_R * 1.2;
  g.roundRect(-CUBE_R * 1.7, y - CUBE_R * 1.7, CUBE_R * 3.4, CUBE_R * 3.4, CUBE_R * 0.5).fill(paint(0xffffff)).stroke({ width: CUBE_R * 0.25, color: 0x1b1b1b });
  goodsShape(g, look.shape, 0, y, CUBE_R * 1.15, look.fill, look.edge);
  root.addChild(g, makeLabel(look.letter, 0, y + (look.shape === 'triangle' ? CUBE_R * 0.2 : 0), { size: CUBE_R * 1.15, color: look.ink, halo: null, bold: true }));
  const c = hexCenterPx(hex);
  root.position.set(c.x, c.y);
  return root;
}

function makeCubes(item: CubeItem): Container {
  if (item.marker) return makePlaceMarker(item.hex);
  if (item.station) return makeStationMark(item.hex, item.station);
  const root = new Container();
  const g = graphics();
  root.addChild(g);
  const offs = cubeOffsets(item.colors.length);
  item.colors.forEach((color, i) => {
    const look = GOODS_LOOK[color];
    const o = offs[i]!;
    goodsShape(g, look.shape, o.x, o.y, CUBE_R, look.fill, look.edge);
    root.addChild(makeLabel(look.letter, o.x, o.y + (look.shape === 'triangle' ? CUBE_R * 0.2 : 0), { size: CUBE_R * 1.05, color: look.ink, halo: null, bold: true }));
  });
  const c = hexCenterPx(item.hex);
  root.position.set(c.x, c.y);
  return root;
}

/** Draws a single cube (for the travelling-cube animation) centred on the origin. */
export function makeCube(color: GoodsColor): Container {
  const root = new Container();
  const g = graphics();
  const look = GOODS_LOOK[color];
  goodsShape(g, look.shape, 0, 0, CUBE_R * 1.2, look.fill, look.edge);
  root.addChild(g, makeLabel(look.letter, 0, 0, { size: CUBE_R * 1.2, color: look.ink, halo: null, bold: true }));
  return root;
}

export class CubeLayer {
  private readonly layer = new KeyedLayer<CubeItem>(new Container({ label: 'cubes' }), makeCubes);
  readonly root = this.layer.root;

  update(view: BoardView): void {
    this.layer.sync([
      ...Object.entries(view.cubes)
        .filter(([, colors]) => colors.length > 0)
        .map(([hex, colors]) => ({ key: hex, sig: colors.join(','), data: { hex, colors } })),
      ...Object.entries(view.stationColors ?? {}).map(([hex, color]) => ({ key: `station:${hex}`, sig: color, data: { hex, colors: [], station: color } })),
      ...(view.markedPlaces ?? []).map((hex) => ({ key: `marker:${hex}`, sig: 'marker', data: { hex, colors: [], marker: true as const } })),
    ]);
  }

  node(hex: HexId): Container | undefined {
    return this.layer.get(hex);
  }

  clear(): void {
    this.layer.clear();
  }
}
