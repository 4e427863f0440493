// The cached, incrementally derived board index (chains.ts boardIndex) must equal a fresh index of the same board.
import { describe, expect, it } from 'vitest';
import { boardIndex, indexBoard, linksOf, type BoardIndex } from '../../../src/engine/track/chains';
import { urbanize } from '../../../src/engine/track/urbanize';
import type { TrackBoard } from '../../../src/engine/track/types';
import { lateGame, loadMap } from './late-game';

/** The chains of an index as plain data, ordered by first piece, with ids left out (derived indexes renumber). */
function chainsOf(idx: BoardIndex) {
  return idx.chains
    .map((c) => ({ start: c.start, pieces: c.pieces, ends: c.ends, owner: c.owner, formerOwner: c.formerOwner, complete: c.complete, cyclic: c.cyclic }))
    .toSorted((a, b) => (a.start.hex < b.start.hex || (a.start.hex === b.start.hex && a.start.i < b.start.i) ? -1 : 1));
}

/** What is wrong with the lookup tables: every piece must point at the chain holding it, every id be its position. */
function tableErrors(idx: BoardIndex): string[] {
  const errors: string[] = [];
  idx.chains.forEach((c, id) => {
    if (c.id !== id) errors.push(`chain at ${id} has id ${c.id}`);
    for (const r of c.pieces) if (idx.chainOf.get(r.hex)?.[r.i] !== id) errors.push(`${r.hex}#${r.i} not in chain ${id}`);
  });
  for (const [hex, tile] of Object.entries(idx.board.tiles)) {
    const ids = idx.chainOf.get(hex);
    if (ids?.length !== tile.tracks.length || ids.some((id) => id < 0)) errors.push(`${hex}: chain ids ${String(ids)}`);
  }
  if (idx.chainOf.size !== Object.keys(idx.board.tiles).length) errors.push('chainOf has hexes without tiles');
  return errors;
}

describe('board index cache', () => {
  const map = loadMap('rust-belt');
  for (const [seats, rounds, seed, edition] of [[4, 8, 1, 'deluxe'], [6, 10, 5, 'deluxe'], [5, 8, 9, '2002']] as const) {
    // Long: a whole generated game, every board indexed twice (the shared build machine runs it several times slower).
    it(`derived indexes equal fresh ones through a ${seats}-seat ${edition} game (seed ${seed})`, { timeout: 60_000 }, () => {
      let boards = 0;
      const check = (board: TrackBoard) => {
        const derived = boardIndex(map, board);
        const fresh = indexBoard(map, board);
        expect(tableErrors(derived)).toEqual([]);
        // Compared as JSON first: a deep toEqual on every board is slow, so it runs only to show a difference.
        const [a, b] = [chainsOf(derived), chainsOf(fresh)];
        if (JSON.stringify(a) !== JSON.stringify(b)) expect(a).toEqual(b);
        const [la, lb] = [linksOf(derived), linksOf(fresh)];
        if (JSON.stringify(la) !== JSON.stringify(lb)) expect(la).toEqual(lb);
        expect(boardIndex(map, board)).toBe(derived);
        boards++;
      };
      lateGame({ map, seats, rounds, seed, edition, onBoard: check });
      expect(boards).toBeGreaterThan(seats * rounds * 2);
    });
  }

  it('derived indexes equal fresh ones after New Cities on every town, built on or not', () => {
    const g = lateGame({ map, rounds: 8, seed: 3 });
    let board = g.board;
    boardIndex(map, board);
    const towns = map.places.filter((p) => p.kind === 'town');
    expect(towns.filter((t) => board.tiles[t.hex]).length).toBeGreaterThan(2);
    for (const [i, t] of towns.entries()) {
      const r = urbanize(map, board, t.hex, { letter: 'ABCDEFGH'[i % 8]!, color: 'red' });
      if (!r.ok) throw new Error(`urbanize ${t.hex}`);
      board = r.board;
      const derived = boardIndex(map, board);
      expect(tableErrors(derived)).toEqual([]);
      expect(chainsOf(derived)).toEqual(chainsOf(indexBoard(map, board)));
      expect(linksOf(derived)).toEqual(linksOf(indexBoard(map, board)));
    }
  });

  it('a board indexed for another map object is indexed afresh', () => {
    const g = lateGame({ rounds: 3, seed: 2 });
    const copy = structuredClone(g.map);
    expect(boardIndex(copy, g.board).map).toBe(copy);
    expect(linksOf(boardIndex(copy, g.board))).toEqual(linksOf(boardIndex(g.map, g.board)));
  });
});
