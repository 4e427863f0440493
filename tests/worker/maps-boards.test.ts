// The worker's board source takes both kinds of bundled board: a hex map through the map validator and a lattice
// board (assets/lattice) through the lattice validator, each refused with its own validator's problems.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapSource, parseBoard } from '../../src/worker/maps';

const read = (p: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, '../../', p), 'utf8'));

describe('parseBoard', () => {
  it('loads a hex map and a lattice board by id from one source', async () => {
    const maps = mapSource(
      { 'x/rust-belt.json': async () => read('assets/maps/rust-belt.json'), 'y/spike-eastern-us.json': async () => read('assets/lattice/spike-eastern-us.json') },
      parseBoard,
    );
    expect(maps.ids()).toEqual(['rust-belt', 'spike-eastern-us']);
    const hex = await maps.load('rust-belt');
    const lattice = await maps.load('spike-eastern-us');
    expect(hex.ok && hex.map.schema).toBe('railhex-map/1');
    expect(lattice.ok && lattice.map.schema).toBe('railhex-lattice/1');
    expect(lattice.ok && lattice.map.game).toBe('spike');
  });

  it('checks a lattice board with the lattice validator', () => {
    const board = read('assets/lattice/spike-eastern-us.json') as Record<string, unknown>;
    const res = parseBoard({ ...board, segments: 'none' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors.join(' ')).toContain('segments');
    expect(parseBoard({ schema: 'railhex-map/1' }).ok).toBe(false);
  });
});
