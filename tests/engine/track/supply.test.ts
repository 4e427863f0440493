// The tile supply behind the build checker: AoS's counts per class, and Steam-like double-sided tiles (rules-spec
// §1.3.2: one physical tile, two faces; availability is a matching of faces to tiles, D2).
import { describe, expect, it } from 'vitest';
import { buildOptions, checkBuild, countedSupply, doubleSidedSupply, emptyTrackBoard, facesOnBoard, type TwoFacedTile } from '../../../src/engine/track';
import { ctxFor, placeRaw, scenarioMap } from './scenario';

describe('counted supply (Age of Steam)', () => {
  it('a class with tiles left can be taken; a used-up one only when a replacement gives one back', () => {
    const s = countedSupply({ S: 1, G: 0 });
    expect(s.canTake('S')).toBe(true);
    expect(s.canTake('G')).toBe(false);
    expect(s.canTake('K')).toBe(false);
    expect(s.canTake('G', 'G')).toBe(true);
    expect(s.canTake('G', 'S')).toBe(false);
  });
  it('reads the counts live', () => {
    const left = { S: 1 };
    const s = countedSupply(left);
    left.S = 0;
    expect(s.canTake('S')).toBe(false);
  });
});

describe('double-sided supply (Steam-like)', () => {
  // Two tiles straight/gentle curve, one gentle/tight curve, one 1-exit town tile with a blank back.
  const tiles: TwoFacedTile[] = [
    { faces: ['S', 'G'], count: 2 },
    { faces: ['G', 'K'], count: 1 },
    { faces: ['T1', null], count: 1 },
  ];
  it('faces of one tile compete: two S/G tiles serve two faces of S and G together', () => {
    expect(doubleSidedSupply(tiles, { S: 1 }).canTake('S')).toBe(true);
    expect(doubleSidedSupply(tiles, { S: 2 }).canTake('S')).toBe(false);
    // The G/K tile still shows a G.
    expect(doubleSidedSupply(tiles, { S: 2 }).canTake('G')).toBe(true);
    expect(doubleSidedSupply(tiles, { S: 2, G: 1 }).canTake('G')).toBe(false);
    expect(doubleSidedSupply(tiles, { S: 2, G: 1 }).canTake('K')).toBe(false);
  });
  it('tiles on the board are flipped and swapped as needed: a face fits when some matching of all faces exists', () => {
    // The board's G may lie on an S/G tile or on the G/K tile: each request is met by choosing the other.
    const supply = doubleSidedSupply(tiles, { G: 1, S: 1 });
    expect(supply.canTake('K')).toBe(true);
    expect(supply.canTake('S')).toBe(true);
    expect(doubleSidedSupply(tiles, { G: 1, S: 1, K: 1 }).canTake('S')).toBe(false);
  });
  it('a replacement gives its tile back first', () => {
    const supply = doubleSidedSupply(tiles, { S: 2, G: 1 });
    expect(supply.canTake('K')).toBe(false);
    expect(supply.canTake('K', 'S')).toBe(true);
    expect(supply.canTake('G', 'S')).toBe(true);
    // Only the two S/G tiles show a straight: giving back a G frees none for a third.
    expect(supply.canTake('S', 'G')).toBe(false);
  });
  it('a blank back serves only its one face', () => {
    expect(doubleSidedSupply(tiles, {}).canTake('T1')).toBe(true);
    expect(doubleSidedSupply(tiles, { T1: 1 }).canTake('T1')).toBe(false);
    expect(doubleSidedSupply(tiles, {}).canTake('T2S')).toBe(false);
  });
  it('counts the faces on a board, and the build checker asks the supply', () => {
    const map = scenarioMap(['.......', '.......', '.......', '.......'], [{ id: 'alpha', hex: '2,2' }]);
    let board = placeRaw(emptyTrackBoard(), '4,0', 'S', 0, null);
    board = placeRaw(board, '5,0', 'S', 0, null);
    expect(facesOnBoard(board)).toEqual({ S: 2 });
    const supply = doubleSidedSupply(tiles, facesOnBoard(board));
    const ctx = ctxFor(map, board, 0, { supply });
    expect(checkBuild(ctx, { hex: '2,1', tile: 'S', rotation: 0 })).toEqual({ ok: false, reason: { key: 'build.noTilesLeft', params: { tile: 'S' } } });
    expect(checkBuild(ctx, { hex: '2,1', tile: 'G', rotation: 3 }).ok).toBe(true);
    const offered = new Set(buildOptions(ctx, '2,1').map((o) => o.request.tile));
    expect([...offered].toSorted()).toEqual(['G', 'K']);
  });
});
