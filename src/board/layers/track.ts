// The track layer: placed tiles keyed by hex, New City tiles, and one owner marker per link — each redrawn only when its
// own signature changes. Incomplete sections are found from the view's links (link-pieces.ts).
import { Container } from 'pixi.js';
import { graphics } from '../draw/graphics';
import type { HexId } from '../../engine/hex/coords';
import { placeById } from '../../engine/map/query';
import type { Link, NewCity, PlacedTile } from '../../engine/track/types';
import type { BoardView } from '../../engine/view';
import { hexCenterPx, hexPolygon, HEX_PX, type Pt } from '../geometry';
import { markerPoint, pieceKey, piecesByLink } from '../link-pieces';
import { CITY_FILL, COLORS, PLAYER_LOOK, paint, type PlayerLook } from '../palette';
import { drawTile } from '../draw/tile';
import { patternInDisc } from '../draw/marks';
import { makeLabel } from '../draw/labels';
import { KeyedLayer, type KeyedItem, type SyncResult } from './keyed';
import { nameBox, type Box } from '../place-names';

interface TileItem {
  tile: PlacedTile;
  incomplete: boolean[];
  looks: (PlayerLook | null)[];
}

interface MarkerItem {
  at: Pt;
  look: PlayerLook;
  incomplete: boolean;
}

function seatLooks(view: BoardView): (PlayerLook | null)[] {
  return view.seats.map((s) => (s.eliminated ? null : PLAYER_LOOK[s.color]));
}

function makeTile(item: TileItem): Container {
  const c = hexCenterPx(item.tile.hex);
  const g = graphics();
  drawTile(g, item.tile, {
    seatColor: (seat) => item.looks[seat]?.fill ?? null,
    incomplete: (i) => item.incomplete[i] ?? false,
  });
  g.position.set(c.x, c.y);
  return g;
}

function makeNewCity(entry: { hex: HexId; city: NewCity }): Container {
  const c = hexCenterPx(entry.hex);
  const root = new Container();
  const g = graphics();
  g.poly(hexPolygon(0, 0, 0.94)).fill(paint(CITY_FILL[entry.city.color])).stroke({ width: HEX_PX * 0.08, color: 0x1b1b1b });
  // A New City shows its display letter where printed cities show their growth number.
  g.roundRect(-HEX_PX * 0.72, -HEX_PX * 0.62, HEX_PX * 0.44, HEX_PX * 0.4, HEX_PX * 0.08).fill(paint(0xffffff)).stroke({ width: HEX_PX * 0.04, color: 0x1b1b1b });
  root.addChild(g, makeLabel(entry.city.letter, -HEX_PX * 0.5, -HEX_PX * 0.42, { size: HEX_PX * 0.3, halo: null, bold: true }));
  root.position.set(c.x, c.y);
  return root;
}

/** An owner marker: a disc in the seat's colour with its pattern and letter (dashed ring while the section is incomplete). */
function makeMarker(item: MarkerItem): Container {
  const root = new Container();
  const g = graphics();
  const r = HEX_PX * 0.26;
  g.circle(0, 0, r).fill(paint(item.look.fill)).stroke({ width: HEX_PX * 0.05, color: 0x1b1b1b, alpha: item.incomplete ? 0.5 : 1 });
  patternInDisc(g, item.look.pattern, 0, 0, r, item.look.ink);
  root.addChild(g, makeLabel(item.look.letter, 0, 0, { size: r * 1.15, color: item.look.ink, halo: null, bold: true }));
  root.position.set(item.at.x, item.at.y);
  return root;
}

interface SpecialItem {
  a: Pt;
  b: Pt;
  /** Its list price, shown while it is not built. */
  cost: number;
  /** The owner's look; null while the link is not built, or when its owner is out of the game. */
  look: PlayerLook | null;
  /** Built (by a seat still playing or not). */
  taken: boolean;
}

/**
 * A special link (Germany): a straight link between two neighbouring places. Not built, a thin line with an empty
 * circle where the owner marker goes (the board's white circle, [001:L835-838]); built, a thick line in the owner's
 * colour with his marker (pattern and letter) on it.
 */
function makeSpecial(item: SpecialItem): Container {
  const root = new Container();
  const g = graphics();
  const mid = { x: (item.a.x + item.b.x) / 2, y: (item.a.y + item.b.y) / 2 };
  // Built: in the owner's colour with his marker; built by a player who is out, grey without a marker (the view says
  // it stays built).
  const fill = item.look?.fill ?? (item.taken ? COLORS.railNoOwner : null);
  if (fill !== null) {
    g.moveTo(item.a.x, item.a.y).lineTo(item.b.x, item.b.y).stroke({ width: HEX_PX * 0.3, color: 0x1b1b1b, cap: 'round' });
    g.moveTo(item.a.x, item.a.y).lineTo(item.b.x, item.b.y).stroke({ width: HEX_PX * 0.2, color: fill, cap: 'round' });
    root.addChild(g);
    if (item.look) root.addChild(makeMarker({ at: mid, look: item.look, incomplete: false }));
  } else {
    g.moveTo(item.a.x, item.a.y).lineTo(item.b.x, item.b.y).stroke({ width: HEX_PX * 0.06, color: 0x1b1b1b, alpha: 0.55 });
    // Its price in the circle, so it is not taken for a town.
    g.circle(mid.x, mid.y, HEX_PX * 0.24).fill(paint(0xffffff)).stroke({ width: HEX_PX * 0.04, color: 0x1b1b1b });
    root.addChild(g, makeLabel(`$${item.cost}`, mid.x, mid.y, { size: HEX_PX * 0.2, halo: null, bold: true }));
  }
  return root;
}

export class TrackLayer {
  readonly root = new Container({ label: 'track' });
  private readonly specials = new KeyedLayer<SpecialItem>(new Container({ label: 'special-links' }), makeSpecial);
  private readonly tiles = new KeyedLayer<TileItem>(new Container({ label: 'tiles' }), makeTile);
  private readonly cities = new KeyedLayer<{ hex: HexId; city: NewCity }>(new Container({ label: 'new-cities' }), makeNewCity);
  private readonly markers = new KeyedLayer<MarkerItem>(new Container({ label: 'owners' }), makeMarker);
  /** The map's place-name boxes (nameBoxes). */
  private names: { map: string; boxes: Box[] } | null = null;

  constructor() {
    this.root.addChild(this.cities.root, this.specials.root, this.tiles.root, this.markers.root);
  }

  /** Redraws what changed; returns the tile hexes that appeared or changed (for the placement animation). */
  update(view: BoardView): SyncResult {
    const tileByHex = new Map(view.tiles.map((t) => [t.hex, t] as const));
    const linkOf = piecesByLink(view.links, tileByHex);
    const looks = seatLooks(view);
    const lookSig = view.seats.map((s) => (s.eliminated ? '-' : s.color)).join(',');

    const tileItems: KeyedItem<TileItem>[] = view.tiles.map((tile) => {
      const incomplete = tile.tracks.map((_, i) => linkOf.get(pieceKey(tile.hex, i))?.complete === false);
      return {
        key: tile.hex,
        sig: `${JSON.stringify(tile)}|${incomplete.map((b) => (b ? 1 : 0)).join('')}|${lookSig}`,
        data: { tile, incomplete, looks },
      };
    });
    const changed = this.tiles.sync(tileItems);

    this.cities.sync(
      Object.entries(view.newCities).map(([hex, city]) => ({ key: hex, sig: `${city.letter}${city.color}`, data: { hex, city } })),
    );

    const markerItems: KeyedItem<MarkerItem>[] = [];
    const names = this.nameBoxes(view);
    for (const link of view.links) {
      const item = this.markerFor(link, tileByHex, looks, names);
      if (item) markerItems.push({ key: link.id, sig: `${item.at.x},${item.at.y},${item.look.letter},${item.incomplete}`, data: item });
    }
    this.markers.sync(markerItems);

    const specialItems: KeyedItem<SpecialItem>[] = [];
    for (const sl of view.map.specialLinks ?? []) {
      const [pa, pb] = sl.between.map((id) => placeById(view.map, id));
      if (!pa || !pb) continue;
      const taken = sl.id in view.specialLinks;
      const owner = view.specialLinks[sl.id];
      const look = owner === undefined || owner === null ? null : (looks[owner] ?? null);
      const sig = look ? look.letter + look.fill : taken ? 'taken' : '-';
      specialItems.push({ key: sl.id, sig, data: { a: hexCenterPx(pa.hex), b: hexCenterPx(pb.hex), cost: sl.cost, look, taken } });
    }
    this.specials.sync(specialItems);
    return changed;
  }

  private markerFor(link: Link, tiles: ReadonlyMap<HexId, PlacedTile>, looks: (PlayerLook | null)[], names: readonly Box[]): MarkerItem | null {
    if (link.owner === null) return null;
    const look = looks[link.owner];
    if (!look) return null;
    const at = markerPoint(link, tiles, names);
    return at ? { at, look, incomplete: !link.complete } : null;
  }

  /** The room the map's place names take (markers keep out of it), worked out once per map. */
  private nameBoxes(view: BoardView): readonly Box[] {
    if (this.names?.map !== view.map.id) this.names = { map: view.map.id, boxes: view.map.places.map(nameBox) };
    return this.names.boxes;
  }

  tileNode(hex: HexId): Container | undefined {
    return this.tiles.get(hex);
  }

  clear(): void {
    this.tiles.clear();
    this.cities.clear();
    this.markers.clear();
    this.specials.clear();
  }
}

