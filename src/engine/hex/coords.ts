// Hex coordinates shared by every layer: flat-top hexes in columns, odd columns shifted half a hex down ("odd-q").
// Ids are plain strings "col,row" so that state stays JSON and can cross postMessage (ARCHITECTURE rule 1).

/** A hex id: `"col,row"` in odd-q offset coordinates. */
export type HexId = string;

/**
 * Edges of a flat-top hex, numbered clockwise from the top:
 * 0 = north, 1 = north-east, 2 = south-east, 3 = south, 4 = south-west, 5 = north-west.
 * The opposite edge of e is (e + 3) % 6; rotating a tile by k adds k to every edge (mod 6).
 */
export type Edge = 0 | 1 | 2 | 3 | 4 | 5;
export const EDGES: readonly Edge[] = [0, 1, 2, 3, 4, 5];

export function hexId(col: number, row: number): HexId {
  return `${col},${row}`;
}

export function parseHexId(id: HexId): { col: number; row: number } {
  const comma = id.indexOf(',');
  return { col: Number(id.slice(0, comma)), row: Number(id.slice(comma + 1)) };
}

export function opposite(e: Edge): Edge {
  return ((e + 3) % 6) as Edge;
}

export function rotateEdge(e: number, k: number): Edge {
  return ((((e + k) % 6) + 6) % 6) as Edge;
}

// Neighbour offsets per edge, for even and odd columns (odd columns sit half a hex lower).
const EVEN_COL: ReadonlyArray<readonly [number, number]> = [
  [0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1],
];
const ODD_COL: ReadonlyArray<readonly [number, number]> = [
  [0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0],
];

/** The hex across edge `e` (it may lie off the grid; callers check the map). */
export function neighbour(id: HexId, e: Edge): HexId {
  const { col, row } = parseHexId(id);
  const d = (col & 1 ? ODD_COL : EVEN_COL)[e]!;
  return hexId(col + d[0], row + d[1]);
}

/** The edge of `a` that touches `b`, or null when they are not adjacent. */
export function edgeBetween(a: HexId, b: HexId): Edge | null {
  for (const e of EDGES) if (neighbour(a, e) === b) return e;
  return null;
}

/** Centre of a hex in hex units (size 1 = centre-to-corner distance); y grows downwards. */
export function hexCenter(col: number, row: number): { x: number; y: number } {
  return { x: 1.5 * col, y: Math.sqrt(3) * (row + (col & 1 ? 0.5 : 0)) };
}

/** Midpoint of edge `e` of a hex centred at the origin, in hex units. */
export function edgeMidpoint(e: Edge): { x: number; y: number } {
  const angle = (-90 + 60 * e) * (Math.PI / 180);
  const r = Math.sqrt(3) / 2;
  return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
}

/** A hex's cube coordinates x and z (y = -x - z), e.g. to keep per place for many distance questions. */
export function cubeOf(id: HexId): { x: number; z: number } {
  const { col, row } = parseHexId(id);
  return { x: col, z: row - (col - (col & 1)) / 2 };
}

/** Hex distance between two hexes given in cube coordinates (cubeOf). */
export function cubeDistance(a: { x: number; z: number }, b: { x: number; z: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.z - b.z), Math.abs(a.x + a.z - b.x - b.z));
}

/** Hex distance between two offset hexes. */
export function hexDistance(a: HexId, b: HexId): number {
  // Cube coordinates x = col, z = row - (col - (col & 1)) / 2, y = -x - z; no helper closure or objects (the bot asks
  // this for every candidate build).
  const p = parseHexId(a);
  const q = parseHexId(b);
  const dx = p.col - q.col;
  const dz = p.row - (p.col - (p.col & 1)) / 2 - (q.row - (q.col - (q.col & 1)) / 2);
  return Math.max(Math.abs(dx), Math.abs(dx + dz), Math.abs(dz));
}
