// The generator as a library function: recipe + geodata → BoardMap and a review log, without touching the disk.
// Steps: project → classify hexes (water, off-board) → place cities/towns → relief and rivers → costs → edges → lines.
import { createHash } from 'node:crypto';
import { hexCenter, hexDistance, hexId, neighbour, parseHexId, EDGES, type HexId } from '../../src/engine/hex/coords';
import { MAP_SCHEMA, TERRAIN_CHARS, type BoardMap, type MapLine, type Place, type Terrain } from '../../src/engine/map/types';
import type { GeoData } from './geodata';
import { distanceToLine, inside, keepInside, ringSet, round, simplify, type Pt, type RingSet } from './geometry';
import { hexProjection } from './project';
import type { PlaceSpec, Recipe } from './recipe';
import { stableStringify } from './stable-json';

/** Bump when the generator's output for an unchanged recipe changes. */
export const GENERATOR_VERSION = 'mapgen@1';

const CHAR_OF: Record<Terrain, string> = Object.fromEntries(
  Object.entries(TERRAIN_CHARS).map(([c, t]) => [t, c]),
) as Record<Terrain, string>;

export interface Generated {
  map: BoardMap;
  /** Review notes: every place moved more than half a hex, pins, unreachable places. */
  log: string[];
}

// Sample offsets inside a hex (hex units): centre, 6 towards the corners, 6 towards the edge midpoints.
const SAMPLES: Pt[] = [[0, 0]];
for (let i = 0; i < 6; i++) {
  const a = (Math.PI / 3) * i;
  SAMPLES.push([0.55 * Math.cos(a), 0.55 * Math.sin(a)]);
  const b = a + Math.PI / 6;
  SAMPLES.push([0.7 * Math.cos(b), 0.7 * Math.sin(b)]);
}

const centre = (id: HexId): Pt => {
  const { col, row } = parseHexId(id);
  const c = hexCenter(col, row);
  return [c.x, c.y];
};

export function inputsHash(recipe: Recipe, geo: GeoData): string {
  return createHash('sha256')
    .update(`${GENERATOR_VERSION}\n${geo.versions}\n${stableStringify(recipe)}`)
    .digest('hex')
    .slice(0, 16);
}

export function generateMap(recipe: Recipe, geo: GeoData): Generated {
  const log: string[] = [];
  const { cols, rows } = recipe.grid;
  const proj = hexProjection(recipe);
  const width = 1.5 * (cols - 1);
  const height = Math.sqrt(3) * (rows - 0.5);
  // The lon/lat window around the board (3 hex units of margin), where geodata is cut before projecting.
  const clipBox = geoWindow(proj, width, height);
  const land = ringSet(proj.rings(geo.land, clipBox));
  const lakes = ringSet(proj.rings(geo.lakes, clipBox));
  const isWaterAt = (x: number, y: number) => !inside(land, x, y) || inside(lakes, x, y);

  // 1. The grid: off-board positions, then water by majority of samples.
  const offboard = new Set(recipe.grid.offboard ?? []);
  const terrain = new Map<HexId, Terrain>();
  const all: HexId[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const id = hexId(col, row);
      all.push(id);
      if (offboard.has(id) || (recipe.grid.oddColumnsShort && col % 2 === 1 && row === rows - 1)) {
        terrain.set(id, 'offboard');
        continue;
      }
      const [cx, cy] = centre(id);
      let lake = 0;
      let sea = 0;
      for (const [dx, dy] of SAMPLES) {
        const x = cx + dx, y = cy + dy;
        if (inside(lakes, x, y)) lake++;
        else if (!inside(land, x, y)) sea++;
      }
      const share = (lake + sea) / SAMPLES.length;
      if (share >= (recipe.waterShare ?? 0.5)) terrain.set(id, sea > lake && recipe.sea === 'offboard' ? 'offboard' : 'water');
      else terrain.set(id, 'plain');
    }
  }
  for (const o of recipe.overrides ?? []) {
    if (o.terrain === 'water' || o.terrain === 'offboard') terrain.set(o.hex, o.terrain);
  }

  // 2. Places: pinned first, then cities/stations, then towns; each takes the free land hex nearest its true position.
  const placeHex = new Map<string, HexId>();
  const taken = new Map<HexId, PlaceSpec>();
  const isLandHex = (id: HexId) => {
    const t = terrain.get(id);
    return t !== undefined && t !== 'water' && t !== 'offboard';
  };
  const order = recipe.places.map((p, i) => ({ p, i })).toSorted((a, b) => rank(a.p) - rank(b.p) || a.i - b.i);
  for (const { p } of order) {
    const [tx, ty] = proj.toHex(p.lonLat);
    let chosen: HexId | undefined;
    if (p.pin) {
      chosen = p.pin.hex;
      if (!isLandHex(chosen)) terrain.set(chosen, 'plain');
      log.push(`pin ${p.id} → ${chosen}: ${p.pin.why}`);
    } else {
      let best = Infinity;
      for (const id of all) {
        if (!isLandHex(id) || taken.has(id)) continue;
        if (isCityLike(p)) {
          const tooClose = [...taken.entries()].some(
            ([h, q]) =>
              isCityLike(q) &&
              hexDistance(h, id) < recipe.minCityDistance &&
              !(p.adjacentOk?.includes(q.id) || q.adjacentOk?.includes(p.id)),
          );
          if (tooClose) continue;
        }
        const [cx, cy] = centre(id);
        const d = Math.hypot(cx - tx, cy - ty);
        if (d < best) {
          best = d;
          chosen = id;
        }
      }
      if (!chosen) throw new Error(`mapgen ${recipe.id}: no hex for ${p.id}`);
      const [cx, cy] = centre(chosen);
      const off = Math.hypot(cx - tx, cy - ty);
      if (off > 1) log.push(`moved ${p.id} ${off.toFixed(2)} hex units from its true position to ${chosen}`);
    }
    placeHex.set(p.id, chosen);
    taken.set(chosen, p);
  }

  // 3. Relief regions and rivers on the remaining land hexes (rivers win: the boards show a river through hills).
  const relief = recipe.relief.map((r) => ({ r, set: ringSet([r.polygon.map((q) => proj.toHex(q))]) }));
  const naturalEarthRivers = geo.rivers.flatMap((f) => proj.lines(f, clipBox));
  const riverLines: { id: string; kind: 'river' | 'canal'; lines: Pt[][] }[] = recipe.rivers.map((spec) => {
    const lines: Pt[][] = [];
    if (spec.probes) {
      const probes = spec.probes.map((q) => proj.toHex(q));
      for (const line of naturalEarthRivers) {
        if (probes.some(([px, py]) => distanceToLine(line, px, py) < 0.6)) lines.push(line);
      }
      if (lines.length === 0) log.push(`river ${spec.id}: no Natural Earth segment near its probes`);
    }
    if (spec.waypoints) lines.push(spec.waypoints.map((q) => proj.toHex(q)));
    return { id: spec.id, kind: spec.kind ?? 'river', lines };
  });
  // The drawn pieces of every river and canal (cut to the board's surroundings, simplified): the map's `lines`, and on
  // Steam maps also the terrain (every hex a drawn line passes through is a river hex).
  const drawBox: [number, number, number, number] = [-1.2, -1.2, width + 1.2, height + 1.2];
  const riverPieces = riverLines.map((rl) => ({ ...rl, pieces: rl.lines.flatMap((l) => keepInside(l, drawBox)).map((piece) => tidy(piece, 0.06)) }));
  // Steam counts smaller lakes as rivers too ([000:L297-301]): lakes within `smallLakes` are priced on every hex their
  // shore passes through, like a river.
  const small = recipe.smallLakes;
  const smallLakeShores = lakes.rings
    .filter((ring) => small !== undefined && Math.abs(ringArea(ring)) >= small.minArea && Math.abs(ringArea(ring)) < small.maxArea)
    .flatMap((ring) => keepInside([...ring, ring[0]!], drawBox).map((piece) => tidy(piece, 0.08)));
  const crossed = recipe.riverHexes === 'crossed' ? hexesCrossed([...riverPieces.flatMap((rp) => rp.pieces), ...smallLakeShores], all) : undefined;
  const riverRadius = recipe.riverRadius ?? 0.5;
  for (const id of all) {
    if (!isLandHex(id)) continue;
    const place = taken.get(id);
    if (place && !(recipe.terrainUnderTowns && place.kind === 'town')) {
      terrain.set(id, 'plain');
      continue;
    }
    const [cx, cy] = centre(id);
    for (const { r, set } of relief) {
      const hits = SAMPLES.filter(([dx, dy]) => inside(set, cx + dx, cy + dy)).length;
      if (hits * 2 > SAMPLES.length) terrain.set(id, r.terrain);
    }
    const onRiver = crossed
      ? crossed.has(id)
      : riverLines.some((rl) => rl.lines.some((l) => distanceToLine(l, cx, cy) <= riverRadius));
    if (onRiver) terrain.set(id, 'river');
  }
  for (const o of recipe.overrides ?? []) {
    if (o.terrain !== 'water' && o.terrain !== 'offboard') terrain.set(o.hex, o.terrain);
  }

  // 4. Printed costs outside a country (Germany): by terrain, on every land hex without a place.
  let costs: Record<HexId, number> | undefined;
  if (recipe.costs) {
    const country = ringSet(proj.rings(geo.country(recipe.costs.outsideCountry), clipBox));
    costs = {};
    const foreign = new Set<HexId>();
    for (const id of all) {
      if (terrain.get(id) === 'offboard') continue;
      const [cx, cy] = centre(id);
      const outside = SAMPLES.filter(([dx, dy]) => !inside(country, cx + dx, cy + dy)).length / SAMPLES.length;
      if (outside >= (recipe.costs.outsideShare ?? 0.5)) foreign.add(id);
    }
    const isHome = (id: HexId) => isLandHex(id) && !foreign.has(id);
    for (const id of foreign) {
      if (!isLandHex(id) || taken.has(id)) continue;
      if (recipe.costs.spareBorder && EDGES.some((e) => isHome(neighbour(id, e)))) continue;
      const cost = recipe.costs.byTerrain[terrain.get(id)!];
      if (cost !== undefined) costs[id] = cost;
    }
  }

  // 5. Impassable edges: the straight line between two land-hex centres runs mostly over water.
  const impassable: [HexId, HexId][] = [];
  for (const a of all) {
    if (!isLandHex(a)) continue;
    for (const e of EDGES) {
      const b = neighbour(a, e);
      if (!(a < b) || !isLandHex(b)) continue;
      const [ax, ay] = centre(a);
      const [bx, by] = centre(b);
      let wet = 0;
      const n = 11;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        if (isWaterAt(ax + t * (bx - ax), ay + t * (by - ay))) wet++;
      }
      if (wet * 2 > n) impassable.push([a, b]);
    }
  }
  impassable.sort((p, q) => (p[0] + '|' + p[1] < q[0] + '|' + q[1] ? -1 : 1));

  // 6. Lines for drawing: rivers, coasts and lake shores inside the board, simplified and rounded.
  const lines: MapLine[] = [];
  for (const rp of riverPieces) rp.pieces.forEach((points, k) => lines.push({ id: `${rp.id}-${k}`, kind: rp.kind, points }));
  const outline = (set: RingSet, kind: 'coast' | 'lake') => {
    let k = 0;
    for (const ring of set.rings) {
      const closed = [...ring, ring[0]!];
      for (const piece of keepInside(closed, drawBox)) {
        const pts = tidy(piece, 0.08);
        if (pts.length >= 2) lines.push({ id: `${kind}-${k++}`, kind, points: pts });
      }
    }
  };
  outline(land, 'coast');
  outline(lakes, 'lake');

  // 7. Assemble, with a fixed key order and rounded numbers so the output is byte-stable.
  const places: Place[] = recipe.places.map((p) => {
    const place: Place = { id: p.id, name: p.name, kind: p.kind, hex: placeHex.get(p.id)!, lonLat: [round(p.lonLat[0], 4), round(p.lonLat[1], 4)] };
    if (p.color) place.color = p.color;
    if (p.growth) place.growth = { group: p.growth.group, n: p.growth.n };
    if (p.startCubes !== undefined) place.startCubes = p.startCubes;
    if (p.flags?.length) place.flags = [...p.flags];
    return place;
  });
  const rowsText: string[] = [];
  for (let row = 0; row < rows; row++) {
    let s = '';
    for (let col = 0; col < cols; col++) s += CHAR_OF[terrain.get(hexId(col, row))!];
    rowsText.push(s);
  }
  const hexKm = Math.round(Math.sqrt(3) * ((proj.kmPerUnit[0] + proj.kmPerUnit[1]) / 2));
  const map: BoardMap = {
    schema: MAP_SCHEMA,
    id: recipe.id,
    title: recipe.title,
    game: recipe.game,
    players: { min: recipe.players.min, max: recipe.players.max },
    grid: { orientation: 'flat', offset: 'odd-q', cols, rows, hexKm },
    terrain: rowsText,
    ...(costs ? { costs: sortedRecord(costs) } : {}),
    places,
    impassableEdges: impassable,
    ...(recipe.specialLinks ? { specialLinks: recipe.specialLinks.map((l) => ({ id: l.id, between: l.between, cost: l.cost, segments: l.segments })) } : {}),
    ...(recipe.regions ? { regions: sortedRecord(recipe.regions) } : {}),
    lines,
    ...(recipe.steam ? { steam: { supplyFields: recipe.steam.supplyFields, newCityTiles: [...recipe.steam.newCityTiles] } } : {}),
    rules: recipe.rules,
    credits: [...recipe.credits],
    provenance: { generator: GENERATOR_VERSION, inputsHash: inputsHash(recipe, geo) },
  };
  for (const problem of unreachable(map)) log.push(problem);
  return { map, log };
}

/** Placement order: pinned places first, then cities and stations, then towns. */
function rank(p: PlaceSpec): number {
  return p.pin ? 0 : p.kind === 'town' ? 2 : 1;
}

function isCityLike(p: PlaceSpec): boolean {
  return p.kind !== 'town';
}

/** Signed area of a ring (shoelace), in hex units². */
function ringArea(ring: Pt[]): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    a += x0 * y1 - x1 * y0;
  }
  return a / 2;
}

/**
 * Hexes a polyline passes through: the line is walked in steps of 1/20 hex unit and each point belongs to the hex with
 * the nearest centre (hexes are exactly the regions nearest their centres).
 */
function hexesCrossed(lines: [number, number][][], all: HexId[]): Set<HexId> {
  const centres = all.map((id) => [id, centre(id)] as const);
  const out = new Set<HexId>();
  const mark = (x: number, y: number) => {
    let best: HexId | undefined;
    let bestD = Infinity;
    for (const [id, [cx, cy]] of centres) {
      const d = (cx - x) ** 2 + (cy - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = id;
      }
    }
    // Points off the board (more than a hex from every centre) belong to no hex.
    if (best && bestD <= 1) out.add(best);
  };
  for (const line of lines)
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = line[i - 1]!;
      const [bx, by] = line[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 0.05));
      for (let s = 0; s <= steps; s++) mark(ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps);
    }
  return out;
}

/** A drawing line simplified to `tol` hex units, with coordinates rounded to 1/100 hex. */
function tidy(line: Pt[], tol: number): [number, number][] {
  return simplify(line, tol).map(([x, y]) => [round(x, 2), round(y, 2)]);
}

export function geoWindow(proj: ReturnType<typeof hexProjection>, width: number, height: number): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    for (const p of [[-3 + t * (width + 6), -3], [-3 + t * (width + 6), height + 3], [-3, -3 + t * (height + 6)], [width + 3, -3 + t * (height + 6)]] as Pt[]) {
      const [lon, lat] = proj.toLonLat(p);
      x0 = Math.min(x0, lon);
      y0 = Math.min(y0, lat);
      x1 = Math.max(x1, lon);
      y1 = Math.max(y1, lat);
    }
  }
  return [x0 - 0.5, y0 - 0.5, x1 + 0.5, y1 + 0.5];
}

function sortedRecord<T>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(r).toSorted()) out[k] = r[k]!;
  return out;
}

/** Places that cannot be reached over land from the first place (respecting impassable edges). */
export function unreachable(map: BoardMap): string[] {
  const land = new Set<HexId>();
  map.terrain.forEach((text, row) => {
    for (let col = 0; col < map.grid.cols; col++) {
      const t = TERRAIN_CHARS[text[col] ?? ' '];
      if (t && t !== 'water' && t !== 'offboard') land.add(hexId(col, row));
    }
  });
  const blocked = new Set(map.impassableEdges.map(([a, b]) => `${a}|${b}`));
  const start = map.places[0]?.hex;
  if (!start) return ['no places'];
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const h = queue.pop()!;
    for (const e of EDGES) {
      const n = neighbour(h, e);
      if (!land.has(n) || seen.has(n) || blocked.has(`${h}|${n}`) || blocked.has(`${n}|${h}`)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return map.places.filter((p) => !seen.has(p.hex)).map((p) => `unreachable: ${p.id} at ${p.hex}`);
}
