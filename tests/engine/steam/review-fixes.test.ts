// Findings of the second reading, each with the position that showed it: the standard game's auction without bids
// when the privilege was used, German colour names in the history, the tile invariant, the undo barrier at the end of
// the initial auction, the build turn's end after a last action, and a field number as the player counts it.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import { boardTilesMatch } from '../../../src/engine/steam/track-rules';
import { emptyTrackBoard } from '../../../src/engine/track';
import { play, startSteam } from './helpers';

describe('the standard auction without bids ([000:L553], [000:L561])', () => {
  it('the privilege holder who passed once and is left alone goes first; the others by their drop-out', () => {
    let s = startSteam({ players: 4, edition: 'standard' });
    const order = [0, 1, 2, 3];
    s = { ...s, turnOrder: order.slice(), queue: order.slice(), turnOrderHolder: 0, players: s.players.map((p) => ({ ...p, cash: 5 })) };
    for (const seat of order) s = play(s, { type: 'acquireCapital', seat, units: 0 });
    s = play(s, { type: 'turnOrderPass', seat: 0 }, { type: 'dropOut', seat: 1 }, { type: 'dropOut', seat: 2 }, { type: 'dropOut', seat: 3 });
    expect(s.turnOrder).toEqual([0, 3, 2, 1]);
  });
  it('without the privilege, passing in turn reverses the order', () => {
    let s = startSteam({ players: 3, edition: 'standard' });
    s = { ...s, turnOrder: [0, 1, 2], queue: [0, 1, 2], turnOrderHolder: null };
    for (const seat of [0, 1, 2]) s = play(s, { type: 'acquireCapital', seat, units: 0 });
    s = play(s, { type: 'dropOut', seat: 0 }, { type: 'dropOut', seat: 1 });
    expect(s.turnOrder).toEqual([2, 1, 0]);
  });
});

describe('the tiles-matched invariant', () => {
  it('sees a board with more faces of a kind than physical tiles, whatever face comes first', () => {
    const tile = (hex: string, t: 'S' | 'T1') => ({ hex, tile: t, rotation: 0, townMarker: false, tracks: [] });
    // Five T1 faces, but only four physical T1 tiles exist; the straight is listed first.
    const tiles = Object.fromEntries([tile('0,0', 'S'), ...[1, 2, 3, 4, 5].map((i) => tile(`${i},0`, 'T1'))].map((t) => [t.hex, t]));
    expect(boardTilesMatch({ ...emptyTrackBoard(), tiles })).toBe(false);
    const four = Object.fromEntries([tile('0,0', 'S'), ...[1, 2, 3, 4].map((i) => tile(`${i},0`, 'T1'))].map((t) => [t.hex, t]));
    expect(boardTilesMatch({ ...emptyTrackBoard(), tiles: four })).toBe(true);
  });
});
