// A New City and the unowned sections around its town ([000:L343], S-URB-CLAIM in docs/rules-decisions-steam.md): a
// section that pointed at the town and started at a city becomes the urbanizer's; one that ran over the town's own
// tile loses that track with the tile and nobody takes over what is left.
import { describe, expect, it } from 'vitest';
import { linksOf } from '../../../src/engine/steam/links';
import { dir } from '../track/scenario';
import { basicGame, play, rawTile, selectActions, steamMap, turn } from './helpers';

const THOMAS = 0;
const rows = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
// Alpha (city) 3,0; the town 3,3; Beta (city) 3,5 south of it.
const map = steamMap(rows, [
  { id: 'alpha', hex: '3,0', color: 'red', startCubes: 0 },
  { id: 'hamlet', kind: 'town', hex: '3,3' },
  { id: 'beta', hex: '3,5', color: 'blue', startCubes: 0 },
]);

function atUrbanization(track: ReturnType<typeof basicGame>['track']) {
  const s = selectActions({ ...basicGame(map, 3), track }, { 0: 'urbanization', 1: 'engineer', 2: 'firstMove' });
  return s;
}

describe('a New City and the unowned sections at its town', () => {
  it('an unowned section from Alpha pointing at the town is completed into the New City and goes to the urbanizer', () => {
    // 3,1 and 3,2: straights from Alpha south, open towards the town; nobody owns them (lapsed).
    let track = rawTile(basicGame(map, 3).track, '3,1', 'S', turn('S', [[dir('3,1', '3,0'), dir('3,1', '3,2')]]), null);
    track = rawTile(track, '3,2', 'S', turn('S', [[dir('3,2', '3,1'), dir('3,2', '3,3')]]), null);
    const s = play(atUrbanization(track), { type: 'urbanize', seat: THOMAS, hex: '3,3', color: 'grey', field: 0 });
    expect(s.track.tiles['3,1']!.tracks[0]!.owner).toBe(THOMAS);
    expect(s.track.tiles['3,2']!.tracks[0]!.owner).toBe(THOMAS);
  });

  it("a section that ran over the town's tile and back towards it: the tile goes, nobody takes the rest", () => {
    // Thomas's link Beta → 3,4 → the town (its south spoke). The town tile's north spoke starts an unowned section
    // to 3,2, curving to 4,3, whose open end points back into the town: a piece of it lies on the town's own tile, and
    // its far end is the town Thomas's link reaches.
    const spokes = turn('T2S', [[dir('3,3', '3,2'), 'town'], [dir('3,3', '3,4'), 'town']], true);
    let track = rawTile(basicGame(map, 3).track, '3,3', 'T2S', spokes, null, true);
    const town = track.tiles['3,3']!;
    track = { ...track, tiles: { ...track.tiles, '3,3': { ...town, tracks: town.tracks.map((p) => ({ ...p, owner: p.a === dir('3,3', '3,4') ? THOMAS : null })) } } };
    track = rawTile(track, '3,4', 'S', turn('S', [[dir('3,4', '3,3'), dir('3,4', '3,5')]]), THOMAS);
    track = rawTile(track, '3,2', 'K', turn('K', [[dir('3,2', '3,3'), dir('3,2', '4,3')]]), null);
    track = rawTile(track, '4,3', 'K', turn('K', [[dir('4,3', '3,2'), dir('4,3', '3,3')]]), null);
    const s = play(atUrbanization(track), { type: 'urbanize', seat: THOMAS, hex: '3,3', color: 'grey', field: 0 });
    expect(s.track.tiles['3,3']).toBeUndefined();
    expect(s.track.tiles['3,2']!.tracks[0]!.owner).toBe(null);
    expect(s.track.tiles['4,3']!.tracks[0]!.owner).toBe(null);
    // What is left runs from the New City back into it: a complete link nobody owns, which pays nobody and which no
    // delivery can use (no city twice).
    const left = linksOf(s).find((l) => l.hexes.includes('3,2'))!;
    expect(left).toMatchObject({ complete: true, owner: null });
    expect(left.ends.map((e) => e.hex)).toEqual(['3,3', '3,3']);
    // Thomas's own link now ends at the New City and stays his.
    expect(s.track.tiles['3,4']!.tracks[0]!.owner).toBe(THOMAS);
  });
});
