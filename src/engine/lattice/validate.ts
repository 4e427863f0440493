// Schema validation of a lattice board at load time: every problem is listed with its path, and hostile input (wrong
// types, huge numbers, dangling ids) is reported, never thrown. Pure and dependency-free; docs/lattice-format.md.
import { areNeighbours, nodeId, segmentKey, type NodeId } from './coords';
import { IMPASSABLE, LATTICE_SCHEMA, type LatticeBoard, type LinePattern } from './types';

export type ParseLatticeResult = { ok: true; board: LatticeBoard } | { ok: false; errors: string[] };

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NODE = /^(0|[1-9][0-9]*),(0|[1-9][0-9]*)$/;
const FILL = /^#[0-9a-fA-F]{6}$/;
const PATTERNS: readonly LinePattern[] = ['solid', 'dashed', 'dotted', 'dash-dot', 'double', 'long-dash'];
const LINE_KINDS = ['coast', 'lake', 'border', 'river'];
/** Bounds that keep a hostile file from costing much: a board is far smaller. */
const MAX_GRID = 256;
const MAX_ITEMS = 50_000;
/** Errors reported in full; past this a count stands for the rest, so a broken huge file gives a readable answer. */
const MAX_ERRORS = 200;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Validates an unknown JSON value as a LatticeBoard (schema "railhex-lattice/1"); every problem is listed. */
export function parseLattice(json: unknown): ParseLatticeResult {
  const errors: string[] = [];
  let dropped = 0;
  const err = (path: string, msg: string) => {
    if (errors.length < MAX_ERRORS) errors.push(`${path}: ${msg}`);
    else dropped++;
  };
  const done = (): ParseLatticeResult => {
    if (dropped) errors.push(`… and ${dropped} more problems`);
    return errors.length ? { ok: false, errors } : { ok: true, board: json as LatticeBoard };
  };
  if (!isObj(json)) return { ok: false, errors: ['lattice: not an object'] };
  const m = json;

  if (m.schema !== LATTICE_SCHEMA) err('schema', `expected "${LATTICE_SCHEMA}", got ${JSON.stringify(m.schema) ?? 'nothing'}`);
  if (!isId(m.id)) err('id', 'must be kebab-case letters and digits');
  if (!isText(m.title)) err('title', 'must be a non-empty string');
  if (!isId(m.game)) err('game', 'must be a rule system id (kebab-case)');
  if (!isObj(m.players) || !isInt(m.players.min, 1, 8) || !isInt(m.players.max, 1, 8) || m.players.min > m.players.max)
    err('players', 'must be {min, max} with 1 ≤ min ≤ max ≤ 8');

  // Without bounds no node can be checked.
  const g = m.grid;
  if (!isObj(g) || !isInt(g.cols, 1, MAX_GRID) || !isInt(g.rows, 1, MAX_GRID)) {
    err('grid', `must be {cols, rows} with 1–${MAX_GRID} of each`);
    return done();
  }
  if (g.segmentKm !== undefined && !(isNum(g.segmentKm) && g.segmentKm > 0)) err('grid.segmentKm', 'must be a positive number');
  const cols = g.cols;
  const rows = g.rows;

  // Palette.
  const colors = new Set<string>();
  if (!Array.isArray(m.colors) || m.colors.length === 0 || m.colors.length > 32) err('colors', 'must be an array of 1–32 colours');
  else m.colors.forEach((c: unknown, i) => {
    const path = `colors[${i}]`;
    if (!isObj(c)) return err(path, 'must be {id, fill, pattern}');
    if (!isId(c.id)) err(`${path}.id`, 'must be kebab-case letters and digits');
    else if (c.id === IMPASSABLE) err(`${path}.id`, `"${IMPASSABLE}" is reserved for segments no track may use`);
    else if (colors.has(c.id)) err(`${path}.id`, `duplicate colour ${c.id}`);
    else colors.add(c.id);
    if (typeof c.fill !== 'string' || !FILL.test(c.fill)) err(`${path}.fill`, 'must be "#rrggbb"');
    if (!PATTERNS.includes(c.pattern as LinePattern)) err(`${path}.pattern`, `must be one of ${PATTERNS.join(', ')}`);
  });

  // Goods.
  const goods = new Set<string>();
  if (!Array.isArray(m.goods) || m.goods.length === 0 || m.goods.length > 64) err('goods', 'must be an array of 1–64 good ids');
  else m.goods.forEach((good: unknown, i) => {
    if (!isId(good)) err(`goods[${i}]`, 'must be kebab-case letters and digits');
    else if (goods.has(good)) err(`goods[${i}]`, `duplicate good ${good}`);
    else goods.add(good);
  });

  // Nodes: id "col,row" inside the bounds, agreeing with col and row; the place each names is checked with the places.
  const nodePlace = new Map<NodeId, unknown>();
  if (!Array.isArray(m.nodes) || m.nodes.length === 0 || m.nodes.length > MAX_ITEMS) err('nodes', `must be an array of 1–${MAX_ITEMS} nodes`);
  else m.nodes.forEach((n: unknown, i) => {
    const path = `nodes[${i}]`;
    if (!isObj(n)) return err(path, 'must be {id, col, row, place?}');
    if (!isInt(n.col, 0, cols - 1) || !isInt(n.row, 0, rows - 1)) return err(path, `col and row must be whole numbers inside the ${cols}×${rows} grid`);
    if (typeof n.id !== 'string' || !NODE.test(n.id) || n.id !== nodeId(n.col, n.row)) return err(`${path}.id`, `must be "${nodeId(n.col, n.row)}"`);
    if (nodePlace.has(n.id)) return err(`${path}.id`, `duplicate node ${n.id}`);
    if (n.place !== undefined && !isId(n.place)) err(`${path}.place`, 'must be a place id');
    nodePlace.set(n.id, n.place);
  });

  // Places: unique ids, each on a node of the board that names it back, one place per node, a known good.
  const places = new Set<string>();
  if (!Array.isArray(m.places) || m.places.length > MAX_ITEMS) err('places', `must be an array of at most ${MAX_ITEMS} places`);
  else {
    const onNode = new Map<NodeId, string>();
    m.places.forEach((p: unknown, i) => {
      const path = `places[${i}]`;
      if (!isObj(p)) return err(path, 'must be {id, name, node, lonLat, good}');
      if (!isId(p.id)) err(`${path}.id`, 'must be kebab-case letters and digits');
      else if (places.has(p.id)) err(`${path}.id`, `duplicate place ${p.id}`);
      else places.add(p.id);
      if (!isText(p.name)) err(`${path}.name`, 'must be a non-empty string');
      if (typeof p.node !== 'string' || !nodePlace.has(p.node)) err(`${path}.node`, `${JSON.stringify(p.node) ?? 'nothing'} is not a node of this board`);
      else {
        const other = onNode.get(p.node);
        if (other !== undefined) err(`${path}.node`, `${p.node} already holds ${other}`);
        onNode.set(p.node, String(p.id));
        if (nodePlace.get(p.node) !== p.id) err(`${path}.node`, `node ${p.node} must name this place (place: "${String(p.id)}")`);
      }
      const ll = p.lonLat;
      if (!Array.isArray(ll) || ll.length !== 2 || !isNum(ll[0]) || !isNum(ll[1]) || Math.abs(ll[0]) > 180 || Math.abs(ll[1]) > 90)
        err(`${path}.lonLat`, 'must be [longitude, latitude]');
      if (typeof p.good !== 'string' || !goods.has(p.good)) err(`${path}.good`, `${JSON.stringify(p.good) ?? 'nothing'} is not one of the board's goods`);
      if (p.flags !== undefined && !isStringArray(p.flags)) err(`${path}.flags`, 'must be an array of strings');
    });
    for (const [id, place] of nodePlace)
      if (place !== undefined && typeof place === 'string' && !places.has(place)) err(`nodes["${id}"].place`, `names ${place}, which is not a place of this board`);
  }

  // Segments: between two neighbouring nodes of the board, each pair once, a palette colour or impassable.
  if (!Array.isArray(m.segments) || m.segments.length > 3 * MAX_ITEMS) err('segments', `must be an array of at most ${3 * MAX_ITEMS} segments`);
  else {
    const seen = new Set<string>();
    m.segments.forEach((s: unknown, i) => {
      const path = `segments[${i}]`;
      if (!isObj(s)) return err(path, 'must be {a, b, color}');
      const ends = [s.a, s.b];
      let ok = true;
      ends.forEach((end, k) => {
        if (typeof end !== 'string' || !nodePlace.has(end)) {
          err(`${path}.${k ? 'b' : 'a'}`, `${JSON.stringify(end) ?? 'nothing'} is not a node of this board`);
          ok = false;
        }
      });
      if (ok) {
        const a = s.a as string;
        const b = s.b as string;
        if (!areNeighbours(a, b)) err(path, `${a} and ${b} are not lattice neighbours`);
        else if (seen.has(segmentKey(a, b))) err(path, `duplicate segment ${a}–${b}`);
        seen.add(segmentKey(a, b));
      }
      if (s.color !== IMPASSABLE && (typeof s.color !== 'string' || !colors.has(s.color)))
        err(`${path}.color`, `${JSON.stringify(s.color) ?? 'nothing'} is neither a palette colour nor "${IMPASSABLE}"`);
    });
  }

  if (m.lines !== undefined) {
    if (!Array.isArray(m.lines) || m.lines.length > MAX_ITEMS) err('lines', 'must be an array');
    else m.lines.forEach((l: unknown, i) => {
      const path = `lines[${i}]`;
      if (!isObj(l) || !isText(l.id) || !LINE_KINDS.includes(l.kind as string)) return err(path, `must be {id, kind: ${LINE_KINDS.join(' | ')}, points}`);
      if (!Array.isArray(l.points) || !l.points.every((pt) => Array.isArray(pt) && pt.length === 2 && isNum(pt[0]) && isNum(pt[1])))
        err(`${path}.points`, 'must be an array of [x, y] numbers');
    });
  }

  if (!isStringArray(m.credits)) err('credits', 'must be an array of strings');
  if (!isObj(m.provenance) || typeof m.provenance.generator !== 'string' || typeof m.provenance.inputsHash !== 'string')
    err('provenance', 'must be {generator, inputsHash}');
  return done();
}
