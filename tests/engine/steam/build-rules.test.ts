// Every restriction of Steam's build phase as a scenario played through steam.apply ([000:L219-381], rules-spec §2.4.7):
// the first tile, other players' track, branching, loops, town tiles, complex tiles, upgrades, redirects, the extension
// duty (S-B6), taking over unowned sections (S-B20), the double-sided tile box (§1.3.2), the tile limit, Urbanization
// and Goods supply in the build turn. Each refusal is checked by its key and its English sentence.
import { describe, expect, it } from 'vitest';
import { linksOf } from '../../../src/engine/steam/links';
import { steam } from '../../../src/engine/steam/module';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';
import { emptyTrackBoard, tilePieces, TILE_CLASSES, tileCategory, type TileClass, type TrackBoard } from '../../../src/engine/track';
import {
  basicGame,
  buildSteam,
  endBuilds,
  offered,
  passGoods,
  path,
  pathSteps,
  play,
  playWithEvents,
  rawTile,
  refusal,
  selectActions,
  steamMap,
  turn,
  who,
  withSeats,
} from './helpers';

const THOMAS = 0;
const MICHAEL = 1;
const PAT = 2;

/**
 * Albany (1,1) red, Boston (1,5) blue, Chicago (7,1) yellow, Denver (7,5) purple; the towns Erie (4,3, on a river) and
 * Flint (4,6); a hill at (3,1).
 */
function buildMap() {
  return steamMap(['.........', '...h.....', '.........', '....~....', '.........', '.........', '.........', '.........'], [
    { id: 'albany', hex: '1,1', color: 'red', startCubes: 2 },
    { id: 'boston', hex: '1,5', color: 'blue', startCubes: 2 },
    { id: 'chicago', hex: '7,1', color: 'yellow', startCubes: 2 },
    { id: 'denver', hex: '7,5', color: 'purple', startCubes: 2 },
    { id: 'erie', kind: 'town', hex: '4,3' },
    { id: 'flint', kind: 'town', hex: '4,6' },
  ]);
}

const build = (seat: number, hex: string, tile: TileClass, rotation: number): SteamMove => ({ type: 'build', seat, hex, tile, rotation });
const FREE = { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' } as const;

/** The build phase of round 1 on `track` (every seat having built before when there is track), Thomas first. */
function atBuild(track: TrackBoard = emptyTrackBoard(), tiles: Parameters<typeof selectActions>[1] = FREE, map = buildMap()): SteamState {
  const built = Object.keys(track.tiles).length > 0;
  let s: SteamState = { ...basicGame(map, 3, [THOMAS, MICHAEL, PAT]), track };
  if (built) s = withSeats(s, { [THOMAS]: { hasBuilt: true }, [MICHAEL]: { hasBuilt: true }, [PAT]: { hasBuilt: true } });
  return selectActions(s, tiles);
}

const ownerOf = (s: SteamState, hex: string) => linksOf(s).filter((l) => l.hexes.includes(hex)).map((l) => [l.owner, l.complete]);

describe('the first tile ([000:L231])', () => {
  it('must lie next to a city with its track leading out of it', () => {
    const s = atBuild();
    const away = { en: 'Your first tile must be next to a city, with its track leading into the city.', key: 'build.firstTileNextToCity' };
    expect(refusal(s, build(THOMAS, '3,2', 'S', 0))).toMatchObject(away);
    // Next to Albany but the track passes by it.
    expect(refusal(s, build(THOMAS, '1,2', 'G', turn('G', [[1, 3]])))).toMatchObject(away);
    expect(offered(s, build(THOMAS, '1,2', 'G', turn('G', [[1, 3]])))).toBe(false);
    // Leading out of Albany: accepted, and the section is his.
    const after = play(s, build(THOMAS, '1,2', 'S', 0));
    expect(ownerOf(after, '1,2')).toEqual([[THOMAS, false]]);
  });

  it('may be complex, but every track on it must join a city through his own track ([000:L379]; STEAM-CPLX-01 lays one)', () => {
    const s = atBuild();
    // XSG next to Albany: the straight leaves Albany, the curve joins nothing.
    expect(refusal(s, build(THOMAS, '1,2', 'XSG', turn('XSG', [[0, 3], [1, 5]])))).toMatchObject({ key: 'build.notConnected', en: 'New track must connect through your own track to a city.' });
  });

  it('each further tile continues own track or leaves a city, never a town ([000:L241])', () => {
    let s = atBuild();
    s = play(s, build(THOMAS, '1,2', 'S', 0));
    // A new track next to Erie (a town) that joins nothing of his.
    expect(refusal(s, build(THOMAS, '4,2', 'S', 0))).toMatchObject({ key: 'build.notConnected', en: 'New track must connect through your own track to a city.' });
    // A new track out of Boston is fine.
    s = play(s, build(THOMAS, '1,4', 'S', 0));
    expect(ownerOf(s, '1,4')).toEqual([[THOMAS, false]]);
  });
});

describe('track of other players', () => {
  it('is never extended ([000:L241])', () => {
    // Michael's section out of Albany ends open at (1,3); Thomas's out of Boston ends open below it.
    const track = buildSteam(buildMap(), [...pathSteps(MICHAEL, ['1,1', '1,2', '1,3']), ...pathSteps(THOMAS, ['1,5', '1,4', '1,3'])]);
    const s = atBuild(track);
    expect(refusal(s, build(THOMAS, '1,3', 'S', 0))).toMatchObject({
      key: 'build.joinsOtherPlayer',
      params: { player: 'Michael' },
      en: "That track would join Michael's track directly.",
    });
  });

  it('cannot be redirected or changed by an upgrade that drops it ([000:L353-357], [000:L369])', () => {
    const track = buildSteam(buildMap(), pathSteps(MICHAEL, ['1,1', '1,2', '1,3']));
    const s = atBuild(track);
    expect(refusal(s, build(THOMAS, '1,2', 'G', turn('G', [[0, 2]])))).toMatchObject({ key: 'build.changesOtherRoute', en: "That would change the route of Michael's track." });
  });
});

describe('the shape of track', () => {
  it('never branches outside a town: no tile but a town tile joins two tracks at one edge ([000:L253])', () => {
    for (const t of TILE_CLASSES) {
      if (tileCategory(t) === 'town') continue;
      const edges = tilePieces(t, 0, false).flatMap((p) => [p.a, p.b]);
      expect(new Set(edges).size, t).toBe(edges.length);
    }
    // On Thomas's straight out of Albany every tile offered keeps it and adds no second track at its edges.
    const track = buildSteam(buildMap(), pathSteps(THOMAS, ['1,1', '1,2', '1,3']));
    const s = atBuild(track);
    const upgrades = steam.queries.buildOptions(s, THOMAS, '1,2');
    for (const o of upgrades) {
      const pieces = tilePieces(o.request.tile, o.request.rotation, false);
      const edges = pieces.flatMap((p) => [p.a, p.b]);
      expect(new Set(edges).size).toBe(edges.length);
    }
  });

  it('no single link may start and end in the same city ([000:L253], example C)', () => {
    const track = buildSteam(buildMap(), [{ seat: THOMAS, hex: '1,2', tile: 'K', rotation: turn('K', [[0, 1]]) }]);
    const s = atBuild(track);
    expect(refusal(s, build(THOMAS, '2,2', 'K', turn('K', [[4, 5]])))).toMatchObject({
      key: 'build.selfLoop',
      params: { place: 'Albany' },
      en: 'Albany would be connected directly to itself.',
    });
  });

  it('several links may together form a loop ([000:L253])', () => {
    // Albany → Erie over (2,2), (3,2) and Erie → Albany over (3,3), (2,3), (1,2): two links, one loop.
    const track = buildSteam(buildMap(), [...pathSteps(THOMAS, ['1,1', '2,2', '3,2', '4,3']), ...pathSteps(THOMAS, ['1,1', '1,2', '2,3', '3,3', '4,3'])]);
    let s = atBuild(track);
    s = play(s, build(THOMAS, '4,3', 'T2K', turn('T2K', [[5, 'town'], [4, 'town']], true)));
    expect(ownerOf(s, '2,2')).toEqual([[THOMAS, true]]);
    expect(ownerOf(s, '2,3')).toEqual([[THOMAS, true]]);
  });
});

describe('town hexes ([000:L307-311])', () => {
  it('take town tiles only, and town tiles go on town hexes only', () => {
    const track = buildSteam(buildMap(), pathSteps(THOMAS, ['1,1', '2,2', '3,2', '4,3']));
    const s = atBuild(track);
    expect(refusal(s, build(THOMAS, '4,3', 'S', turn('S', [[5, 2]])))).toMatchObject({ key: 'build.townTileRequired', en: 'Only town tiles may be built on a town hex.' });
    expect(refusal(s, build(THOMAS, '2,1', 'T2S', turn('T2S', [[4, 'town'], [1, 'town']], true)))).toMatchObject({ key: 'build.townTileOffTown', en: 'Town tiles may only be built on town hexes.' });
    expect(steam.queries.buildOptions(s, THOMAS, '4,3').every((o) => tileCategory(o.request.tile) === 'town')).toBe(true);
  });

  it('cost exits + $1 town + terrain; the placer owns every track leaving the town (example B, [000:L261], [000:L311])', () => {
    const track = buildSteam(buildMap(), pathSteps(THOMAS, ['1,1', '2,2', '3,2', '4,3']));
    const s = atBuild(track);
    // Erie lies on a river: T3star = 3 exits + $1 town + $1 river.
    const r = playWithEvents(s, build(THOMAS, '4,3', 'T3star', turn('T3star', [[1, 'town'], [3, 'town'], [5, 'town']], true)));
    expect(r.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 5, kind: 'town' });
    const sections = linksOf(r.state).filter((l) => l.hexes.includes('4,3'));
    expect(sections.map((l) => l.owner)).toEqual([THOMAS, THOMAS, THOMAS]);
  });

  it('a town tile is upgraded to more exits for exits + $1, no terrain; it is never turned ([000:L365], [000:L371])', () => {
    const track = buildSteam(buildMap(), [...pathSteps(THOMAS, ['1,1', '2,2', '3,2', '4,3']), { seat: THOMAS, hex: '4,3', tile: 'T1', rotation: turn('T1', [[5, 'town']], true) }]);
    const s = atBuild(track);
    const up = playWithEvents(s, build(THOMAS, '4,3', 'T2S', turn('T2S', [[5, 'town'], [2, 'town']], true)));
    expect(up.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 3, kind: 'replace' });
    // Turning the T1 elsewhere is a redirect of a town tile: refused.
    expect(refusal(s, build(THOMAS, '4,3', 'T1', turn('T1', [[4, 'town']], true)))).toMatchObject({ key: 'build.townNoRedirect' });
  });
});

describe('complex tiles and upgrades ([000:L367-381])', () => {
  it('an upgrade keeps every existing track and pays all exits, no terrain', () => {
    // Michael's straight crosses the hill (3,1) from (2,1) to (4,2); Thomas's track ends below it at (3,2).
    const track = buildSteam(buildMap(), [...pathSteps(MICHAEL, ['1,1', '2,1', '3,1', '4,2']), ...pathSteps(THOMAS, ['1,1', '2,2', '3,2', '3,1'])]);
    const s = atBuild(track);
    expect(track.tiles['3,1']!.tile).toBe('S');
    // Thomas adds a straight (3,2)→(3,1)→(3,0) with XSS, keeping Michael's: $4, not $6 for the hill.
    expect(refusal(s, build(THOMAS, '3,1', 'PGG', turn('PGG', [[0, 2], [3, 5]])))).toMatchObject({ key: 'build.changesOtherRoute', en: "That would change the route of Michael's track." });
    const r = playWithEvents(s, build(THOMAS, '3,1', 'XSS', turn('XSS', [[2, 5], [0, 3]])));
    expect(r.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 4, kind: 'replace' });
    const pieces = r.state.track.tiles['3,1']!.tracks;
    expect(pieces.filter((p) => p.owner === MICHAEL)).toHaveLength(1);
    expect(pieces.filter((p) => p.owner === THOMAS)).toHaveLength(1);
  });

  it('only tiles left in the box may be used: with all 4 XSS faces on the board no fifth is offered ([000:L377])', () => {
    let track = buildSteam(buildMap(), pathSteps(THOMAS, ['1,1', '1,2', '1,3']));
    // Four crossings far away (raw: only their count matters).
    for (const hex of ['8,0', '8,2', '8,4', '8,6']) track = rawTile(track, hex, 'XSS', 0, null);
    const s = atBuild(track);
    expect(refusal(s, build(THOMAS, '1,3', 'XSS', 0))).toMatchObject({ key: 'build.noTilesLeft', params: { tile: 'XSS' }, en: 'No XSS tile is left in the box.' });
  });
});

/** Five towns in a row, each below a city: a T1 out of each city is a complete link. */
function townRow() {
  const places = [0, 2, 4, 6, 8].flatMap((c) => [
    { id: `city${c}`, hex: `${c},0`, color: 'red' as const },
    { id: `town${c}`, kind: 'town' as const, hex: `${c},1` },
  ]);
  return steamMap(['.........', '.........', '.........', '.........', '.........', '.........', '.........', '.........', '.........'], places);
}

describe('the double-sided tile box (§1.3.2, D2)', () => {
  it('T1 has four physical tiles: a fifth T1 is refused', () => {
    const map = townRow();
    let track = emptyTrackBoard();
    for (const c of [0, 2, 4, 6]) track = rawTile(track, `${c},1`, 'T1', 0, THOMAS, true);
    const s = atBuild(track, FREE, map);
    expect(refusal(s, build(THOMAS, '8,1', 'T1', 0))).toMatchObject({ key: 'build.noTilesLeft', params: { tile: 'T1' }, en: 'No T1 tile is left in the box.' });
    // A two-exit town tile still can be had.
    expect(offered(s, build(THOMAS, '8,1', 'T2S', 0))).toBe(true);
  });

  it('T3L and T3R share four tiles: with four T3L out, no T3R remains although none is on the board', () => {
    const map = townRow();
    let track = emptyTrackBoard();
    for (const c of [0, 2, 4, 6]) track = rawTile(track, `${c},1`, 'T3L', 0, THOMAS, true);
    const s = atBuild(track, FREE, map);
    const anyT3R = steam.queries.buildOptions(s, THOMAS, '8,1').filter((o) => o.request.tile === 'T3R' || o.request.tile === 'T3L');
    expect(anyT3R).toEqual([]);
    const rot = [0, 1, 2, 3, 4, 5].find((r) => tilePieces('T3R', r, true).some((p) => p.a === 0))!;
    expect(refusal(s, build(THOMAS, '8,1', 'T3R', rot))).toMatchObject({ key: 'build.noTilesLeft', en: 'No T3R tile is left in the box.' });
  });

  it('K and T2K share eight tiles: with eight tight curves on the board no T2K is left', () => {
    const map = townRow();
    let track = emptyTrackBoard();
    for (const hex of ['1,4', '3,4', '5,4', '7,4', '1,7', '3,7', '5,7', '7,7']) track = rawTile(track, hex, 'K', 0, null);
    const s = atBuild(track, FREE, map);
    const rot = [0, 1, 2, 3, 4, 5].find((r) => tilePieces('T2K', r, true).some((p) => p.a === 0))!;
    expect(refusal(s, build(THOMAS, '8,1', 'T2K', rot))).toMatchObject({ key: 'build.noTilesLeft', en: 'No T2K tile is left in the box.' });
  });
});

describe('the tile limit ([000:L245], [000:L167])', () => {
  it('three tiles end the build turn; the Engineer lays four', () => {
    let s = atBuild(emptyTrackBoard(), { [THOMAS]: 'turnOrder', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    s = play(s, ...path(THOMAS, ['1,1', '1,2', '1,3', '1,4', '1,5']));
    expect(s.players[THOMAS]!.tilesBuilt).toBe(3);
    expect(who(s)).toEqual({ seat: MICHAEL, decision: 'build' });
    s = play(s, ...path(MICHAEL, ['7,1', '6,1', '6,2', '6,3', '6,4', '6,5']));
    expect(s.players[MICHAEL]!.tilesBuilt).toBe(4);
    expect(who(s)).toEqual({ seat: PAT, decision: 'build' });
  });

  it('a fourth tile is refused while Urbanization is still to come', () => {
    let s = atBuild(emptyTrackBoard(), { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    s = play(s, ...path(THOMAS, ['1,1', '1,2', '1,3', '1,4', '1,5']));
    expect(who(s)).toEqual({ seat: THOMAS, decision: 'build' });
    expect(refusal(s, build(THOMAS, '2,1', 'S', turn('S', [[4, 1]])))).toMatchObject({ key: 'build.tileLimit', params: { max: 3 }, en: 'You have laid all 3 tiles of this round.' });
    expect(refusal(s, { type: 'endBuild', seat: THOMAS })).toMatchObject({
      key: 'build.mustPerform',
      params: { action: 'urbanization' },
      en: 'You took 7 Urbanization: perform it before you end your turn.',
    });
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '4,6', color: 'grey', field: 0 });
    // With every tile laid and the action done, the turn may end by itself or by his word.
    if (who(s)!.seat === THOMAS) s = play(s, { type: 'endBuild', seat: THOMAS });
    expect(who(s)).toEqual({ seat: MICHAEL, decision: 'build' });
  });
});

describe('Urbanization in the build turn ([000:L209], [000:L317-321])', () => {
  it('comes before any tile and does not count as one', () => {
    let s = atBuild(emptyTrackBoard(), { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'blue', field: 3 });
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ built: 0, left: 3 });
    // The New City is a city now: a first tile may leave it.
    s = play(s, ...path(THOMAS, ['4,3', '4,4', '4,5', '4,6']));
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ built: 2, left: 1 });
  });

  it('completes other players’ sections into the town, which stay theirs', () => {
    // Michael's section Albany → (2,1) → (3,2) ends at Erie, which has no tile: incomplete.
    const track = buildSteam(buildMap(), pathSteps(MICHAEL, ['1,1', '2,2', '3,2', '4,3']));
    let s = atBuild(track, { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    expect(ownerOf(s, '3,2')).toEqual([[MICHAEL, false]]);
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'red', field: 0 });
    expect(ownerOf(s, '3,2')).toEqual([[MICHAEL, true]]);
    // Thomas then builds out of the New City: it did not count as a tile.
    s = play(s, build(THOMAS, '4,2', 'S', 0));
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ built: 1, left: 2 });
    // The New City takes the cube group.
    expect(s.cubes['4,3']).toEqual(basicGame(buildMap(), 3).supply[0]);
    expect(s.supply[0]).toEqual([]);
  });

  it('needs a cube group when one is left, and a New City tile of the colour chosen', () => {
    const s = atBuild(emptyTrackBoard(), { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    expect(refusal(s, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'grey' })).toMatchObject({ key: 'supply.chooseField', en: 'Choose a goods-supply field to take the cubes from.' });
    expect(refusal(s, { type: 'urbanize', seat: THOMAS, hex: '1,1', color: 'grey', field: 0 })).toMatchObject({
      key: 'urbanize.notTown',
      params: { hex: '1,1' },
      en: 'A New City goes only on a town.',
    });
    const noRed = { ...s, newCityTiles: s.newCityTiles.filter((c) => c !== 'red') };
    expect(refusal(noRed, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'red', field: 0 })).toMatchObject({
      key: 'urbanize.noTileOfColor',
      params: { color: 'red' },
      en: 'No red New City tile is left.',
    });
    expect(refusal(s, { type: 'urbanize', seat: MICHAEL, hex: '4,3', color: 'grey', field: 0 })).toMatchObject({ key: 'turn.notYourTurn' });
  });

  it('puts the New City without goods when every supply field is empty (S-B12)', () => {
    const s0 = atBuild(emptyTrackBoard(), { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    const s = play({ ...s0, supply: s0.supply.map(() => []) }, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'grey' });
    expect(s.track.newCities['4,3']).toEqual({ letter: 'G', color: 'grey' });
    expect(s.cubes['4,3']).toBeUndefined();
  });
});

describe('Goods supply in the build turn ([000:L175-181], [000:L323-331])', () => {
  it('puts one cube group with a marker on a city, once per city; never on a New City', () => {
    let s = atBuild(emptyTrackBoard(), { [THOMAS]: 'goodsSupply', [MICHAEL]: 'urbanization', [PAT]: 'firstMove' });
    const group = s.supply[2]!;
    const before = s.cubes['1,1']!;
    expect(refusal(s, { type: 'endBuild', seat: THOMAS })).toMatchObject({ key: 'build.mustPerform', en: 'You took 5 Goods supply: perform it before you end your turn.' });
    s = play(s, { type: 'supplyGoods', seat: THOMAS, hex: '1,1', field: 2 }, { type: 'endBuild', seat: THOMAS });
    expect(s.cubes['1,1']).toEqual([...before, ...group]);
    expect(s.supply[2]).toEqual([]);
    expect(s.supplied).toEqual(['1,1']);
    expect(s.supplyMarkersLeft).toBe(9);
    // Michael's New City on Erie carries the symbol printed.
    s = play(s, { type: 'urbanize', seat: MICHAEL, hex: '4,3', color: 'grey', field: 0 }, { type: 'endBuild', seat: MICHAEL });
    s = passGoods(endBuilds(s));
    // Round 2: Michael takes Goods supply.
    s = selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'goodsSupply', [PAT]: 'firstMove' });
    while (who(s)!.seat !== MICHAEL) s = play(s, { type: 'endBuild', seat: who(s)!.seat });
    expect(who(s)).toEqual({ seat: MICHAEL, decision: 'build' });
    expect(refusal(s, { type: 'supplyGoods', seat: MICHAEL, hex: '1,1', field: 3 })).toMatchObject({
      key: 'supply.hasMarker',
      params: { place: 'Albany' },
      en: 'Albany already has a supply marker.',
    });
    expect(refusal(s, { type: 'supplyGoods', seat: MICHAEL, hex: '4,3', field: 3 })).toMatchObject({ key: 'supply.notCity', en: 'Goods go only on a printed city.' });
    expect(refusal(s, { type: 'supplyGoods', seat: MICHAEL, hex: '7,1', field: 2 })).toMatchObject({ key: 'supply.emptyField', params: { field: 3 }, en: 'Goods-supply field 3 is empty.' });
    expect(steam.queries.supplyOptions(s).cities).toEqual(['1,5', '7,1', '7,5']);
    s = play(s, { type: 'supplyGoods', seat: MICHAEL, hex: '7,1', field: 3 });
    expect(s.supplied).toEqual(['1,1', '7,1']);
  });

  it('is refused to anybody but its holder', () => {
    const s = atBuild(emptyTrackBoard(), { [THOMAS]: 'turnOrder', [MICHAEL]: 'goodsSupply', [PAT]: 'firstMove' });
    expect(refusal(s, { type: 'supplyGoods', seat: THOMAS, hex: '1,1', field: 0 })).toMatchObject({ key: 'supply.notHolder', en: 'Only the player with Goods supply may do that.' });
  });
});

/** Round 1: Thomas and Michael each leave a section open; the next round's build phase starts. */
function twoSections(): SteamState {
  let s = atBuild();
  s = play(s, ...path(THOMAS, ['1,1', '1,2', '1,3']), { type: 'endBuild', seat: THOMAS });
  s = play(s, ...path(MICHAEL, ['7,1', '7,2', '7,3']), { type: 'endBuild', seat: MICHAEL });
  s = passGoods(endBuilds(s));
  expect(ownerOf(s, '1,2')).toEqual([[THOMAS, false]]);
  expect(ownerOf(s, '7,2')).toEqual([[MICHAEL, false]]);
  return selectActions(s, FREE);
}

describe('incomplete links ([000:L333-349], S-B6, S-B20)', () => {
  it('a section extended in the next build phase is kept; one not extended becomes unowned', () => {
    let s = twoSections();
    s = play(s, ...path(THOMAS, ['1,2', '1,3', '1,4']), { type: 'endBuild', seat: THOMAS });
    // Michael builds elsewhere, not at his section's open end.
    s = play(s, ...path(MICHAEL, ['7,5', '7,6', '7,7']), { type: 'endBuild', seat: MICHAEL });
    const r = playWithEvents(s, { type: 'endBuild', seat: PAT });
    expect(r.events.filter((e) => e.type === 'sectionsLost')).toEqual([{ type: 'sectionsLost', seat: MICHAEL }]);
    expect(ownerOf(r.state, '1,3')).toEqual([[THOMAS, false]]);
    expect(ownerOf(r.state, '7,2')).toEqual([[null, false]]);
    // The section built this round is not lost.
    expect(ownerOf(r.state, '7,6')).toEqual([[MICHAEL, false]]);
  });

  it('an unowned section that starts at a city may be taken over by extending it', () => {
    let s = twoSections();
    s = endBuilds(s);
    s = passGoods(s);
    expect(ownerOf(s, '7,2')).toEqual([[null, false]]);
    s = selectActions(s, FREE);
    // Thomas, who has no track near Chicago, extends Michael's lost section from Chicago.
    s = play(s, ...path(THOMAS, ['7,2', '7,3', '7,4', '7,5']));
    expect(ownerOf(s, '7,2')).toEqual([[THOMAS, true]]);
  });

  it('an unowned section that starts at a town goes only to a player whose complete links touch it (S-B20)', () => {
    // Thomas: Albany → (1,2)… no; a column: city Ada (2,0), Thomas's link to the town Bree (2,2), an unowned section
    // from Bree south to (2,3). Michael's link Cole (5,0) – (5,1) – Dale (5,2) touches nothing there.
    const map = steamMap(['......', '......', '......', '......', '......', '......'], [
      { id: 'ada', hex: '2,0', color: 'red' },
      { id: 'bree', kind: 'town', hex: '2,2' },
      { id: 'cole', hex: '5,0', color: 'blue' },
      { id: 'dale', hex: '5,2', color: 'yellow' },
    ]);
    let track = rawTile(emptyTrackBoard(), '2,1', 'S', 0, THOMAS);
    track = rawTile(track, '2,2', 'T2S', 0, [THOMAS, null], true);
    track = rawTile(track, '2,3', 'S', 0, null);
    track = rawTile(track, '5,1', 'S', 0, MICHAEL);
    const s0 = atBuild(track, FREE, map);
    expect(ownerOf(s0, '2,3')).toEqual([[null, false]]);
    // Michael's turn: refused.
    const michael = play(s0, { type: 'endBuild', seat: THOMAS });
    expect(refusal(michael, build(MICHAEL, '2,4', 'S', 0))).toMatchObject({
      key: 'build.cannotClaim',
      params: { place: 'Bree' },
      en: 'You may not take over the section from Bree: it starts neither at a city nor at your own complete links.',
    });
    // Thomas: taken over.
    const thomas = play(s0, build(THOMAS, '2,4', 'S', 0));
    expect(ownerOf(thomas, '2,4')).toEqual([[THOMAS, false]]);
  });
});

/** Ada (2,0, a city, or the town Dorf with a one-spoke tile) – (2,1) – (2,2) curving to (3,2); Eve (2,3) straight ahead. */
function unownedToEve(start: 'city' | 'town'): SteamState {
  const map = steamMap(['.....', '.....', '.....', '.....', '.....'], [
    start === 'city' ? { id: 'ada', hex: '2,0', color: 'red' } : { id: 'dorf', kind: 'town', hex: '2,0' },
    { id: 'eve', hex: '2,3', color: 'blue' },
  ]);
  let track = rawTile(rawTile(emptyTrackBoard(), '2,1', 'S', 0, null), '2,2', 'G', 0, null);
  if (start === 'town') track = rawTile(track, '2,0', 'T1', turn('T1', [[3, 'town']], true), null, true);
  return atBuild(track, FREE, map);
}

describe('sections and New Cities, further cases', () => {
  it('a New City on a town tile sends the tile back; the links through it stay their owners’ ([000:L199-203])', () => {
    const track = buildSteam(buildMap(), [
      ...pathSteps(MICHAEL, ['1,1', '2,2', '3,2', '4,3']),
      { seat: MICHAEL, hex: '4,3', tile: 'T2S', rotation: turn('T2S', [[5, 'town'], [2, 'town']], true) },
      ...pathSteps(MICHAEL, ['4,3', '5,3', '6,4', '7,4', '7,5']),
    ]);
    let s = atBuild(track, { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' });
    expect(linksOf(s).map((l) => [l.owner, l.complete])).toEqual([
      [MICHAEL, true],
      [MICHAEL, true],
    ]);
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '4,3', color: 'grey', field: 0 });
    expect(s.track.tiles['4,3']).toBeUndefined();
    expect(linksOf(s).map((l) => [l.owner, l.complete, l.ends.some((e) => e.hex === '4,3')])).toEqual([
      [MICHAEL, true, true],
      [MICHAEL, true, true],
    ]);
  });

  it('an unowned section a New City completes goes to the urbanizer when it starts at a city, else stays unowned', () => {
    // Ada (2,0) – (2,1) – Bree (2,2, town); Dorf (4,1, town, a one-spoke tile) – (3,1) – Bree. Both sections unowned.
    const map = steamMap(['.....', '.....', '.....', '.....'], [
      { id: 'ada', hex: '2,0', color: 'red' },
      { id: 'bree', kind: 'town', hex: '2,2' },
      { id: 'dorf', kind: 'town', hex: '4,1' },
      { id: 'eve', hex: '0,3', color: 'blue' },
    ]);
    let track = rawTile(emptyTrackBoard(), '2,1', 'S', 0, null);
    track = rawTile(track, '3,1', 'S', 1, null);
    track = rawTile(track, '4,1', 'T1', turn('T1', [[4, 'town']], true), null, true);
    let s = atBuild(track, { [THOMAS]: 'urbanization', [MICHAEL]: 'engineer', [PAT]: 'firstMove' }, map);
    expect(linksOf(s).map((l) => [l.hexes.join(' '), l.owner, l.complete])).toEqual([
      ['2,1', null, false],
      ['3,1 4,1', null, false],
    ]);
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '2,2', color: 'grey', field: 0 });
    expect(linksOf(s).map((l) => [l.hexes.join(' '), l.owner, l.complete])).toEqual([
      ['2,1', THOMAS, true],
      ['3,1 4,1', null, true],
    ]);
  });

  it('anybody may redirect an unowned section that starts at a city; it stays unowned unless completed (S-B5, [000:L355-363])', () => {
    const s = unownedToEve('city');
    const turned = playWithEvents(s, build(THOMAS, '2,2', 'G', turn('G', [[0, 4]])));
    expect(turned.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ kind: 'redirect', cost: 2 });
    expect(linksOf(turned.state).map((l) => [l.owner, l.complete])).toEqual([[null, false]]);
    // Redirected and then extended in the same turn: taken over by the extension.
    const extended = play(turned.state, build(THOMAS, '1,2', 'S', turn('S', [[1, 4]])));
    expect(linksOf(extended).map((l) => [l.owner, l.complete])).toEqual([[THOMAS, false]]);
    // Redirected into Eve: complete, and his.
    const completed = play(s, build(THOMAS, '2,2', 'S', 0));
    expect(linksOf(completed).map((l) => [l.owner, l.complete])).toEqual([[THOMAS, true]]);
  });

  it('an unowned section that starts at a town he has no complete link to may not be redirected ([000:L355-356])', () => {
    const s = unownedToEve('town');
    expect(refusal(s, build(THOMAS, '2,2', 'S', 0))).toMatchObject({ key: 'build.cannotClaim' });
    expect(refusal(s, build(THOMAS, '2,2', 'G', turn('G', [[0, 4]])))).toMatchObject({ key: 'build.cannotClaim' });
  });

  it('each open track of a town tile is its own section with its own duty to be extended (S-B7)', () => {
    let s = atBuild();
    s = play(s, ...path(THOMAS, ['1,1', '2,2', '3,2', '4,3']));
    const star = playWithEvents(s, build(THOMAS, '4,3', 'T3star', turn('T3star', [[5, 'town'], [1, 'town'], [3, 'town']], true)));
    expect(star.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 5 });
    s = passGoods(endBuilds(star.state));
    const open = () => linksOf(s).filter((l) => !l.complete).map((l) => [l.ends.find((e) => e.openEdge !== undefined)!.hex, l.owner]);
    expect(open()).toEqual(
      expect.arrayContaining([
        ['4,3', THOMAS],
        ['4,3', THOMAS],
      ]),
    );
    s = selectActions(s, FREE);
    // Round 2: Thomas extends the north-east track only.
    s = play(s, build(THOMAS, '5,2', 'S', turn('S', [[4, 1]])), { type: 'endBuild', seat: THOMAS });
    s = endBuilds(s);
    const owners = linksOf(s)
      .filter((l) => !l.complete)
      .map((l) => [l.hexes.includes('5,2'), l.owner]);
    expect(owners).toEqual(
      expect.arrayContaining([
        [true, THOMAS],
        [false, null],
      ]),
    );
  });

  it('the duty holds every round until the section is complete ([000:L335] “und in allen folgenden Runden”)', () => {
    let s = atBuild();
    s = play(s, ...path(THOMAS, ['1,1', '1,2', '1,3']), { type: 'endBuild', seat: THOMAS });
    s = passGoods(endBuilds(s));
    s = selectActions(s, FREE);
    s = play(s, ...path(THOMAS, ['1,2', '1,3', '1,4']), { type: 'endBuild', seat: THOMAS });
    s = passGoods(endBuilds(s));
    expect(ownerOf(s, '1,3')).toEqual([[THOMAS, false]]);
    s = selectActions(s, FREE);
    s = endBuilds(s);
    expect(ownerOf(s, '1,3')).toEqual([[null, false]]);
  });
});

/** Michael's link Albany → (2,2) → (3,2) → Erie; Thomas's section from Denver ending at Erie's south-east edge. */
const meetingAtErie = (erieTile: boolean) =>
  buildSteam(buildMap(), [
    ...pathSteps(MICHAEL, ['1,1', '2,2', '3,2', '4,3']),
    ...(erieTile ? [{ seat: MICHAEL, hex: '4,3', tile: 'T1' as const, rotation: turn('T1', [[5, 'town']], true) }] : []),
    ...pathSteps(THOMAS, ['7,5', '7,4', '6,4', '5,3', '4,3']),
  ]);

describe('town tiles and other players ([000:L311])', () => {
  it('an upgrade of another player’s town tile leaves his tracks his; the new ones are the builder’s', () => {
    const s = atBuild(meetingAtErie(true));
    const r = playWithEvents(s, build(THOMAS, '4,3', 'T2S', turn('T2S', [[5, 'town'], [2, 'town']], true)));
    expect(r.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ kind: 'replace', cost: 3 });
    expect(linksOf(r.state).map((l) => [l.owner, l.complete])).toEqual([
      [MICHAEL, true],
      [THOMAS, true],
    ]);
  });

  it('a town tile that would join another player’s section ending at the town is refused (engine decision, see report)', () => {
    const s = atBuild(meetingAtErie(false));
    expect(refusal(s, build(THOMAS, '4,3', 'T2S', turn('T2S', [[5, 'town'], [2, 'town']], true)))).toMatchObject({
      key: 'build.joinsOtherPlayer',
      en: "That track would join Michael's track directly.",
    });
  });
});

describe('what counts as extending a section (S-B6)', () => {
  it('an upgrade that adds a crossing on the section’s own tile is no extension', () => {
    // Ada (1,0); Thomas's section (1,1), (1,2) open to the south; Cid (2,2) and Dee (0,3) on either side of (1,2).
    const map = steamMap(['....', '....', '....', '....', '....'], [
      { id: 'ada', hex: '1,0', color: 'red' },
      { id: 'cid', hex: '2,2', color: 'blue' },
      { id: 'dee', hex: '0,3', color: 'yellow' },
    ]);
    let s = atBuild(emptyTrackBoard(), FREE, map);
    s = play(s, ...path(THOMAS, ['1,0', '1,1', '1,2', '1,3']), { type: 'endBuild', seat: THOMAS });
    s = selectActions(passGoods(endBuilds(s)), FREE);
    const r = playWithEvents(s, build(THOMAS, '1,2', 'XSS', 0));
    expect(r.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ kind: 'replace', cost: 4 });
    s = endBuilds(r.state);
    expect(linksOf(s).map((l) => [l.hexes.join(' '), l.owner, l.complete])).toEqual([
      ['1,1 1,2', null, false],
      ['1,2', THOMAS, true],
    ]);
  });
});

/**
 * Ada (2,1) with a river (1,1), a hill (3,1), a mountain (2,2) and a plain (1,0) around it; water at (0,2); a thick
 * edge between Ada and (3,0); the town Cove (2,4).
 */
function terrainMap() {
  return {
    ...steamMap(['.....', '.~.h.', 'W.M..', '.....', '.....'], [
      { id: 'ada', hex: '2,1', color: 'red' },
      { id: 'bea', hex: '4,4', color: 'blue' },
      { id: 'cove', kind: 'town', hex: '2,4' },
    ]),
    impassableEdges: [['2,1', '3,0']] as [string, string][],
  };
}

describe('where track may go and what it costs ([000:L239-255], [000:L285-301])', () => {
  it('costs $1 per exit, +$1 for a town, +$1 river, +$2 hill or mountain', () => {
    const s = atBuild(emptyTrackBoard(), FREE, terrainMap());
    const cheapest = (hex: string) => Math.min(...steam.queries.buildOptions(s, THOMAS, hex).map((o) => o.cost));
    expect([cheapest('1,0'), cheapest('1,1'), cheapest('3,1'), cheapest('2,2')]).toEqual([2, 3, 4, 4]);
    const town = steam.queries.buildOptions(atBuild(buildSteam(terrainMap(), pathSteps(THOMAS, ['2,1', '2,2', '2,3', '2,4'])), FREE, terrainMap()), THOMAS, '2,4');
    expect(town.find((o) => o.request.tile === 'T1')?.cost).toBe(2);
    expect(town.find((o) => o.request.tile === 'T2G')?.cost).toBe(3);
    expect(town.find((o) => o.request.tile === 'T3star')?.cost).toBe(4);
  });

  it('never off the board, over a thick edge, into water or onto a city ([000:L253])', () => {
    const s = atBuild(emptyTrackBoard(), FREE, terrainMap());
    expect(refusal(s, build(THOMAS, '2,0', 'S', 0))).toMatchObject({ key: 'build.offBoard', en: 'That track would run off the board.' });
    expect(refusal(s, build(THOMAS, '1,1', 'S', turn('S', [[1, 4]])))).toMatchObject({ key: 'build.intoLake', en: 'That track would run into a lake.' });
    expect(refusal(s, build(THOMAS, '3,0', 'S', turn('S', [[4, 1]])))).toMatchObject({ key: 'build.impassableEdge', en: 'No track may cross that edge.' });
    expect(refusal(s, build(THOMAS, '2,1', 'S', 0))).toMatchObject({ key: 'build.onCity', en: 'No tile may be built on the city Ada.' });
  });

  it('only the last tile of an own section may be redirected; complete links never ([000:L353-357])', () => {
    let s = atBuild();
    s = play(s, ...path(THOMAS, ['1,1', '1,2', '1,3', '1,4']), { type: 'endBuild', seat: THOMAS });
    // Three tiles end Michael's turn.
    s = play(s, ...path(MICHAEL, ['7,1', '7,2', '7,3', '7,4', '7,5']));
    s = selectActions(passGoods(endBuilds(s)), FREE);
    while (who(s)!.seat !== THOMAS) s = play(s, { type: 'endBuild', seat: who(s)!.seat });
    expect(refusal(s, build(THOMAS, '1,2', 'G', turn('G', [[0, 2]])))).toMatchObject({
      key: 'build.redirectOnlyEnd',
      en: 'Only the end tile of an incomplete section can be redirected; other track must stay as it is.',
    });
    // The last tile may turn.
    expect(offered(s, build(THOMAS, '1,3', 'G', turn('G', [[0, 2]])))).toBe(true);
    // Michael's complete link: no tile of it may change.
    while (who(s)!.seat !== MICHAEL) s = play(s, { type: 'endBuild', seat: who(s)!.seat });
    expect(refusal(s, build(MICHAEL, '7,4', 'G', turn('G', [[0, 2]])))).toMatchObject({ key: 'build.redirectOnlyEnd' });
  });
});
