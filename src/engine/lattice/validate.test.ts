// parseLattice: a small valid board passes; each kind of broken field is reported with its path; hostile input never throws.
import { describe, expect, it } from 'vitest';
import { parseLattice } from './validate';
import type { LatticeBoard } from './types';

function tiny(): LatticeBoard {
  return {
    schema: 'railhex-lattice/1',
    id: 'tiny',
    title: 'Tiny',
    game: 'test-game',
    players: { min: 2, max: 4 },
    grid: { cols: 3, rows: 2, segmentKm: 80 },
    colors: [
      { id: 'white', fill: '#ffffff', pattern: 'solid' },
      { id: 'blue', fill: '#2f63c9', pattern: 'dashed' },
    ],
    goods: ['corn', 'coal'],
    nodes: [
      { id: '0,0', col: 0, row: 0, place: 'a' },
      { id: '1,0', col: 1, row: 0 },
      { id: '0,1', col: 0, row: 1 },
      { id: '1,1', col: 1, row: 1, place: 'b' },
    ],
    segments: [
      { a: '0,0', b: '1,0', color: 'white' },
      { a: '0,0', b: '0,1', color: 'blue' },
      { a: '1,0', b: '0,1', color: 'impassable' },
      { a: '1,0', b: '1,1', color: 'blue' },
      { a: '0,1', b: '1,1', color: 'white' },
    ],
    places: [
      { id: 'a', name: 'A', node: '0,0', lonLat: [-90, 40], good: 'corn' },
      { id: 'b', name: 'B', node: '1,1', lonLat: [-89, 39], good: 'coal', flags: ['x'] },
    ],
    lines: [{ id: 'c', kind: 'coast', points: [[0, 0], [1, 0.5]] }],
    credits: ['test'],
    provenance: { generator: 'test', inputsHash: '0' },
  };
}

type Loose = Record<string, unknown> & LatticeBoard;
function errorsOf(mutate: (m: Loose) => void): string[] {
  const m = structuredClone(tiny()) as Loose;
  mutate(m);
  const r = parseLattice(m);
  return r.ok ? [] : r.errors;
}

describe('parseLattice', () => {
  it('accepts a valid board and returns it', () => {
    expect(parseLattice(tiny())).toEqual({ ok: true, board: tiny() });
  });

  it('rejects non-objects, a wrong schema and bad header fields, all at once', () => {
    expect(parseLattice([])).toEqual({ ok: false, errors: ['lattice: not an object'] });
    expect(
      errorsOf((m) => {
        (m as Record<string, unknown>).schema = 'railhex-map/1';
        m.id = 'Not Kebab';
        m.players = { min: 5, max: 2 };
      }),
    ).toEqual([
      'schema: expected "railhex-lattice/1", got "railhex-map/1"',
      'id: must be kebab-case letters and digits',
      'players: must be {min, max} with 1 ≤ min ≤ max ≤ 8',
    ]);
  });

  it('stops at a broken grid, since no node can be checked without it', () => {
    expect(errorsOf((m) => ((m.grid as unknown) = { cols: 1e9, rows: 2 }))).toEqual(['grid: must be {cols, rows} with 1–256 of each']);
  });

  it('checks the palette: ids, the reserved word, fills and patterns', () => {
    expect(errorsOf((m) => (m.colors[1]!.id = 'white'))).toContain('colors[1].id: duplicate colour white');
    expect(errorsOf((m) => (m.colors[1]!.id = 'impassable'))).toContain('colors[1].id: "impassable" is reserved for segments no track may use');
    expect(errorsOf((m) => (m.colors[0]!.fill = 'white'))).toEqual(['colors[0].fill: must be "#rrggbb"']);
    expect(errorsOf((m) => ((m.colors[0]!.pattern as string) = 'wavy'))).toEqual([
      'colors[0].pattern: must be one of solid, dashed, dotted, dash-dot, double, long-dash',
    ]);
  });

  it('checks nodes: inside the grid, id agreeing with col and row, no duplicates', () => {
    expect(errorsOf((m) => (m.nodes[1]!.col = 3))).toContain('nodes[1]: col and row must be whole numbers inside the 3×2 grid');
    expect(errorsOf((m) => (m.nodes[1]!.id = '2,0'))).toContain('nodes[1].id: must be "1,0"');
    expect(errorsOf((m) => m.nodes.push({ id: '1,0', col: 1, row: 0 }))).toEqual(['nodes[4].id: duplicate node 1,0']);
  });

  it('checks places against nodes both ways and against the goods', () => {
    expect(errorsOf((m) => (m.places[1]!.good = 'gold'))).toEqual(['places[1].good: "gold" is not one of the board\'s goods']);
    expect(errorsOf((m) => (m.places[1]!.node = '9,9'))).toContain('places[1].node: "9,9" is not a node of this board');
    expect(errorsOf((m) => (m.places[1]!.node = '0,0'))).toEqual([
      'places[1].node: 0,0 already holds a',
      'places[1].node: node 0,0 must name this place (place: "b")',
    ]);
    expect(errorsOf((m) => (m.nodes[1]!.place = 'ghost'))).toEqual(['nodes["1,0"].place: names ghost, which is not a place of this board']);
    expect(errorsOf((m) => (m.places[0]!.lonLat = [200, 0]))).toEqual(['places[0].lonLat: must be [longitude, latitude]']);
  });

  it('checks segments: known nodes, neighbours, no duplicates, a palette colour', () => {
    expect(errorsOf((m) => m.segments.push({ a: '0,0', b: '1,1', color: 'white' }))).toEqual(['segments[5]: 0,0 and 1,1 are not lattice neighbours']);
    expect(errorsOf((m) => m.segments.push({ a: '1,0', b: '0,0', color: 'blue' }))).toEqual(['segments[5]: duplicate segment 1,0–0,0']);
    expect(errorsOf((m) => (m.segments[0]!.b = '7,7'))).toEqual(['segments[0].b: "7,7" is not a node of this board']);
    expect(errorsOf((m) => (m.segments[0]!.color = 'red'))).toEqual(['segments[0].color: "red" is neither a palette colour nor "impassable"']);
  });

  it('survives hostile values without throwing and caps the error list', () => {
    const hostile: unknown[] = [
      { schema: 'railhex-lattice/1', grid: { cols: 2, rows: 2 }, nodes: 'x', segments: [null, 1, { a: {}, b: [] }], places: [null], colors: [{}], goods: [1] },
      { grid: { cols: 2, rows: 2 }, nodes: [{ id: { toString: 1 }, col: NaN, row: -1 }], places: {}, segments: {} },
      Object.create(null),
    ];
    for (const h of hostile) expect(() => parseLattice(h)).not.toThrow();
    const many = structuredClone(tiny()) as Loose;
    many.segments = Array.from({ length: 500 }, () => ({ a: 'q', b: 'q', color: 'q' }));
    const r = parseLattice(many);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.length).toBe(201);
      expect(r.errors.at(-1)).toMatch(/^… and \d+ more problems$/);
    }
  });
});
