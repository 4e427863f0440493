// Schema validation of a map file at load time: the app checks every map it loads and every map inside an imported file.
// Pure and dependency-free; the format is documented in docs/map-format.md.
import { edgeBetween, type HexId } from '../hex/coords';
import { MAP_SCHEMA, TERRAIN_CHARS, type BoardMap, type Terrain } from './types';

export type ParseMapResult = { ok: true; map: BoardMap } | { ok: false; errors: string[] };

const GAMES = ['age-of-steam', 'steam'];
const KINDS = ['city', 'town', 'station'];
const COLORS = ['red', 'blue', 'purple', 'yellow', 'black', 'grey', 'white'];
const LINE_KINDS = ['river', 'coast', 'lake', 'border', 'canal'];
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^(0|[1-9][0-9]*),(0|[1-9][0-9]*)$/;
const MAX_GRID = 64;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Validates an unknown JSON value as a BoardMap (schema "railhex-map/1"); every problem is listed, not just the first. */
export function parseMap(json: unknown): ParseMapResult {
  const errors: string[] = [];
  const err = (path: string, msg: string) => errors.push(`${path}: ${msg}`);
  if (!isObj(json)) return { ok: false, errors: ['map: not an object'] };
  const m = json;

  if (m.schema !== MAP_SCHEMA) err('schema', `expected "${MAP_SCHEMA}", got ${JSON.stringify(m.schema)}`);
  if (typeof m.id !== 'string' || !ID.test(m.id)) err('id', 'must be kebab-case letters and digits');
  if (!isText(m.title)) err('title', 'must be a non-empty string');
  if (!GAMES.includes(m.game as string)) err('game', `must be one of ${GAMES.join(', ')}`);
  if (!isObj(m.players) || !isInt(m.players.min, 1, 6) || !isInt(m.players.max, 1, 6) || m.players.min > m.players.max)
    err('players', 'must be {min, max} with 1 ≤ min ≤ max ≤ 6');

  // Grid and terrain: without them nothing else can be checked.
  const g = m.grid;
  if (!isObj(g) || g.orientation !== 'flat' || g.offset !== 'odd-q' || !isInt(g.cols, 1, MAX_GRID) || !isInt(g.rows, 1, MAX_GRID)) {
    err('grid', `must be {orientation: "flat", offset: "odd-q", cols, rows} with 1–${MAX_GRID} columns and rows`);
    return { ok: false, errors };
  }
  if (g.hexKm !== undefined && !(isNum(g.hexKm) && g.hexKm > 0)) err('grid.hexKm', 'must be a positive number');
  const cols = g.cols;
  const rows = g.rows;
  const terrainOf = new Map<HexId, Terrain>();
  if (!Array.isArray(m.terrain) || m.terrain.length !== rows) {
    err('terrain', `must be ${rows} row strings`);
    return { ok: false, errors };
  }
  m.terrain.forEach((text: unknown, row) => {
    if (typeof text !== 'string' || text.length !== cols) {
      err(`terrain[${row}]`, `must be a string of ${cols} characters`);
      return;
    }
    for (let col = 0; col < cols; col++) {
      const t = TERRAIN_CHARS[text[col]!];
      if (!t) err(`terrain[${row}]`, `unknown terrain character ${JSON.stringify(text[col])} in column ${col}`);
      else terrainOf.set(`${col},${row}`, t);
    }
  });
  const isLandHex = (h: unknown): h is HexId => {
    const t = typeof h === 'string' ? terrainOf.get(h) : undefined;
    return t !== undefined && t !== 'water' && t !== 'offboard';
  };
  const checkHex = (path: string, h: unknown): h is HexId => {
    if (typeof h !== 'string' || !HEX.test(h)) {
      err(path, `${JSON.stringify(h)} is not a hex id "col,row"`);
      return false;
    }
    if (!terrainOf.has(h)) {
      err(path, `${h} is outside the ${cols}×${rows} grid`);
      return false;
    }
    if (!isLandHex(h)) {
      err(path, `${h} is ${terrainOf.get(h)}, not land`);
      return false;
    }
    return true;
  };

  if (m.costs !== undefined) {
    if (!isObj(m.costs)) err('costs', 'must be an object of hex id → cost');
    else for (const [h, c] of Object.entries(m.costs)) {
      checkHex(`costs["${h}"]`, h);
      if (!isInt(c, 0, 99)) err(`costs["${h}"]`, 'must be a whole number 0–99');
    }
  }

  // Places.
  const placeIds = new Set<string>();
  if (!Array.isArray(m.places) || m.places.length === 0) err('places', 'must be a non-empty array');
  else {
    const byHex = new Map<string, string>();
    const slots = new Set<string>();
    m.places.forEach((p: unknown, i) => {
      const path = `places[${i}]`;
      if (!isObj(p)) return err(path, 'must be an object');
      if (typeof p.id !== 'string' || !ID.test(p.id)) err(`${path}.id`, 'must be kebab-case letters and digits');
      else if (placeIds.has(p.id)) err(`${path}.id`, `duplicate id ${p.id}`);
      else placeIds.add(p.id);
      if (!isText(p.name)) err(`${path}.name`, 'must be a non-empty string');
      if (!KINDS.includes(p.kind as string)) err(`${path}.kind`, `must be one of ${KINDS.join(', ')}`);
      if (checkHex(`${path}.hex`, p.hex)) {
        const other = byHex.get(p.hex);
        if (other) err(`${path}.hex`, `${p.hex} already holds ${other}`);
        byHex.set(p.hex, String(p.id));
      }
      const ll = p.lonLat;
      if (!Array.isArray(ll) || ll.length !== 2 || !isNum(ll[0]) || !isNum(ll[1]) || Math.abs(ll[0]) > 180 || Math.abs(ll[1]) > 90)
        err(`${path}.lonLat`, 'must be [longitude, latitude]');
      if (p.color !== undefined && !COLORS.includes(p.color as string)) err(`${path}.color`, `must be one of ${COLORS.join(', ')}`);
      if (p.growth !== undefined) {
        const gr = p.growth;
        if (!isObj(gr) || (gr.group !== 'light' && gr.group !== 'dark') || !isInt(gr.n, 1, 6))
          err(`${path}.growth`, 'must be {group: "light" | "dark", n: 1–6}');
        else {
          const slot = `${gr.group} ${gr.n}`;
          if (slots.has(slot)) err(`${path}.growth`, `${slot} is already used by another city`);
          slots.add(slot);
        }
      }
      if (p.startCubes !== undefined && !isInt(p.startCubes, 0, 20)) err(`${path}.startCubes`, 'must be a whole number 0–20');
      if (p.flags !== undefined && !isStringArray(p.flags)) err(`${path}.flags`, 'must be an array of strings');
    });
  }

  if (!Array.isArray(m.impassableEdges)) err('impassableEdges', 'must be an array of hex id pairs');
  else m.impassableEdges.forEach((pair: unknown, i) => {
    const path = `impassableEdges[${i}]`;
    if (!Array.isArray(pair) || pair.length !== 2) return err(path, 'must be a pair of hex ids');
    if (!checkHex(`${path}[0]`, pair[0]) || !checkHex(`${path}[1]`, pair[1])) return;
    if (edgeBetween(pair[0], pair[1]) === null) err(path, `${pair[0]} and ${pair[1]} are not neighbours`);
  });

  if (m.specialLinks !== undefined) {
    if (!Array.isArray(m.specialLinks)) err('specialLinks', 'must be an array');
    else m.specialLinks.forEach((l: unknown, i) => {
      const path = `specialLinks[${i}]`;
      if (!isObj(l)) return err(path, 'must be an object');
      if (!isText(l.id)) err(`${path}.id`, 'must be a non-empty string');
      if (!Array.isArray(l.between) || l.between.length !== 2 || !l.between.every((id) => typeof id === 'string' && placeIds.has(id)))
        err(`${path}.between`, 'must name two places of this map');
      if (!isInt(l.cost, 0, 99)) err(`${path}.cost`, 'must be a whole number 0–99');
      if (!isInt(l.segments, 0, 99)) err(`${path}.segments`, 'must be a whole number 0–99');
    });
  }

  if (m.regions !== undefined) {
    if (!isObj(m.regions)) err('regions', 'must be an object of name → ids');
    else for (const [name, ids] of Object.entries(m.regions))
      if (!isStringArray(ids)) err(`regions.${name}`, 'must be an array of place or hex ids');
  }

  if (m.lines !== undefined) {
    if (!Array.isArray(m.lines)) err('lines', 'must be an array');
    else m.lines.forEach((l: unknown, i) => {
      const path = `lines[${i}]`;
      if (!isObj(l) || !isText(l.id) || !LINE_KINDS.includes(l.kind as string)) return err(path, `must be {id, kind: ${LINE_KINDS.join(' | ')}, points}`);
      if (!Array.isArray(l.points) || !l.points.every((pt) => Array.isArray(pt) && pt.length === 2 && isNum(pt[0]) && isNum(pt[1])))
        err(`${path}.points`, 'must be an array of [x, y] numbers');
    });
  }

  if (m.game === 'steam') checkSteam(m, err);
  else if (m.steam !== undefined) err('steam', 'only Steam maps have a goods supply and New City tiles');

  const r = m.rules;
  if (!isObj(r) || !isText(r.variant)) err('rules', 'must be {variant, params?}');
  else if (r.params !== undefined && (!isObj(r.params) || !Object.values(r.params).every((v) => ['number', 'string', 'boolean'].includes(typeof v))))
    err('rules.params', 'must map names to numbers, strings or booleans');
  if (!isStringArray(m.credits)) err('credits', 'must be an array of strings');
  if (!isObj(m.provenance) || typeof m.provenance.generator !== 'string' || typeof m.provenance.inputsHash !== 'string')
    err('provenance', 'must be {generator, inputsHash}');

  return errors.length ? { ok: false, errors } : { ok: true, map: json as unknown as BoardMap };
}

/**
 * Steam's own fields: the goods-supply fields and New City tiles, a starting-cube number on every city, and no printed
 * grey city (grey appears only through Urbanization, [000:L42], [000:L128]).
 */
function checkSteam(m: Obj, err: (path: string, msg: string) => void): void {
  const st = m.steam;
  if (!isObj(st)) err('steam', 'a Steam map must have {supplyFields, newCityTiles}');
  else {
    if (!isInt(st.supplyFields, 1, 20)) err('steam.supplyFields', 'must be a whole number 1–20');
    if (!Array.isArray(st.newCityTiles) || st.newCityTiles.length === 0 || !st.newCityTiles.every((c) => COLORS.includes(c as string)))
      err('steam.newCityTiles', `must be a non-empty array of ${COLORS.join(', ')}`);
  }
  if (!Array.isArray(m.places)) return;
  m.places.forEach((p: unknown, i) => {
    if (!isObj(p) || p.kind !== 'city') return;
    if (p.color === 'grey') err(`places[${i}].color`, 'no printed Steam city is grey (grey cities come only from Urbanization)');
    if (p.startCubes === undefined) err(`places[${i}].startCubes`, 'every Steam city prints its number of starting cubes');
  });
}
