// A scenario for every placement restriction and its reason (rules-spec §2.1.7 "Placement rules", "Restrictions").
import { describe, expect, it } from 'vitest';
import { checkBuild, computeLinks, emptyTrackBoard, releaseUnextended, type BuildRequest, type TrackBoard } from '../../../src/engine/track';
import type { BoardMap } from '../../../src/engine/map/types';
import { tileInventory } from '../../../src/engine/aos/track-rules';
import { ctxFor, lay, play, placeRaw, scenarioMap, shape, townStep, type Step } from './scenario';

const open7 = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];

function refuse(map: BoardMap, board: TrackBoard, seat: number, req: BuildRequest, over: Parameters<typeof ctxFor>[3] = {}) {
  const r = checkBuild(ctxFor(map, board, seat, over), req);
  return r.ok ? { ok: true } : r.reason;
}
const req = (s: Step): BuildRequest => {
  const { seat: _seat, ...r } = s;
  return r;
};

describe('the very first tile ([001:L324-326])', () => {
  const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,2' }]);
  const first = { hasBuiltBefore: false };
  it('must be simple', () => {
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', ...shape([[3, 0], [1, 4]]) }, first)).toEqual({ key: 'build.firstTileSimple' });
  });
  it('must be next to a city', () => {
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '5,4', tile: 'S', rotation: 0 }, first)).toEqual({ key: 'build.firstTileNextToCity', params: { hex: '5,4' } });
  });
  it('must lead into that city, not just touch it', () => {
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 1 }, first)).toEqual({ key: 'build.firstTileNextToCity', params: { hex: '2,1' } });
  });
  it('may not replace a tile', () => {
    const board = placeRaw(emptyTrackBoard(), '2,1', 'S', 0, 1);
    expect(refuse(map, board, 0, { hex: '2,1', ...shape([[3, 0], [1, 4]]) }, first)).toEqual({ key: 'build.firstTileNew' });
  });
  it('a straight out of the city is fine and costs $2', () => {
    const r = checkBuild(ctxFor(map, emptyTrackBoard(), 0, first), { hex: '2,1', tile: 'S', rotation: 0 });
    expect(r.ok && [r.cost, r.kind]).toEqual([2, 'place']);
  });
  it('Western U.S.: only next to a start city ([001:L716-717])', () => {
    const wus = scenarioMap(open7, [{ id: 'alpha', hex: '2,2' }, { id: 'omega', hex: '5,5', flags: ['startCity'] }], { rules: { variant: 'western-us' } });
    expect(refuse(wus, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0 }, first)).toEqual({ key: 'build.firstTileNextToCity', params: { hex: '2,1' } });
    expect(refuse(wus, emptyTrackBoard(), 0, { hex: '5,4', tile: 'S', rotation: 0 }, first)).toEqual({ ok: true });
  });
});

describe('where track may go ([001:L339-344])', () => {
  it('not off the board', () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,1' }]);
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,0', tile: 'S', rotation: 0 })).toEqual({ key: 'build.offBoard' });
  });
  it('not into a lake, and not onto water', () => {
    const map = scenarioMap(['..W....', ...open7.slice(1)], [{ id: 'alpha', hex: '2,2' }]);
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0 })).toEqual({ key: 'build.intoLake' });
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,0', tile: 'S', rotation: 0 })).toEqual({ key: 'build.intoLake' });
  });
  it('not across an impassable edge', () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,2' }], { impassableEdges: [['2,1', '2,0']] });
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0 })).toEqual({ key: 'build.impassableEdge' });
  });
  it('never on a city hex, printed or New City', () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,2' }, { id: 'hamlet', kind: 'town', hex: '4,4' }]);
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,2', tile: 'S', rotation: 0 })).toEqual({ key: 'build.onCity', params: { place: 'Alpha' } });
    const board = { ...emptyTrackBoard(), newCities: { '4,4': { letter: 'A', color: 'black' as const } } };
    expect(refuse(map, board, 0, { hex: '4,4', tile: 'T1', rotation: 0 })).toEqual({ key: 'build.onCity', params: { place: 'Hamlet' } });
  });
  it('new track must connect through your own track to a city ([001:L329-330])', () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,4' }]);
    const { board } = play(map, lay(0, ['2,4', '2,3', '2,2']));
    expect(refuse(map, board, 0, { hex: '5,2', tile: 'S', rotation: 0 })).toEqual({ key: 'build.notConnected', params: { hex: '5,2' } });
    // Continuing the own section is fine; a second network from the city is fine too.
    expect(refuse(map, board, 0, { hex: '2,2', tile: 'S', rotation: 0 })).toEqual({ ok: true });
    expect(refuse(map, board, 0, req(lay(0, ['2,4', '3,4', '4,4'])[0]!))).toEqual({ ok: true });
  });
  it("not joined directly to another player's track", () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,4' }, { id: 'beta', hex: '3,2' }]);
    const { board } = play(map, lay(0, ['2,4', '2,3', '2,2']));
    // Daria runs from Beta through 2,2 into the open end of Petra's track at 2,3.
    expect(refuse(map, board, 1, req(lay(1, ['3,2', '2,2', '2,3'])[0]!))).toEqual({ key: 'build.joinsOtherPlayer', params: { player: 'Petra' } });
  });
  it('deluxe: no city directly connected to itself (O4); 2002 allows it', () => {
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '3,3' }]);
    const { board } = play(map, lay(0, ['3,3', '3,2', '4,3']));
    const closing = req(lay(0, ['3,2', '4,3', '3,3'])[0]!);
    expect(refuse(map, board, 0, closing)).toEqual({ key: 'build.selfLoop', params: { place: 'Alpha' } });
    const r = checkBuild(ctxFor(map, board, 0, { edition: '2002' }), closing);
    expect(r.ok).toBe(true);
    if (r.ok) expect(computeLinks(map, r.board).map((l) => [l.complete, l.ends[0].place, l.ends[1].place])).toEqual([[true, 'alpha', 'alpha']]);
  });
  it('never closes a ring of track without a place on it', () => {
    // Five unowned curves around the plain hex 3,3; the sixth would close the ring.
    const map = scenarioMap(open7, [{ id: 'alpha', hex: '0,0' }]);
    const ring = ['3,2', '4,3', '4,4', '3,4', '2,4', '2,3'];
    let board = emptyTrackBoard();
    for (let i = 0; i < 5; i++) {
      const s = lay(0, [ring[(i + 5) % 6]!, ring[i]!, ring[(i + 1) % 6]!])[0]!;
      board = placeRaw(board, s.hex, s.tile, s.rotation, null);
    }
    expect(refuse(map, board, 0, req(lay(0, [ring[4]!, ring[5]!, ring[0]!])[0]!))).toEqual({ key: 'build.closedLoop', params: { hex: '2,3' } });
  });
});

describe('money, tiles and town markers', () => {
  const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,2' }, { id: 'hamlet', kind: 'town', hex: '2,3' }]);
  it('you pay from cash', () => {
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0 }, { cash: 1 })).toEqual({ key: 'build.cannotAfford', params: { cost: 2, cash: 1 } });
  });
  it('a tile class that is used up cannot be built', () => {
    const supply = { ...tileInventory('deluxe'), S: 0 };
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0 }, { supply })).toEqual({ key: 'build.noTilesLeft', params: { tile: 'S' } });
  });
  it('town tiles only on towns, markers only on towns, and a non-town tile on a town needs a marker', () => {
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'T1', rotation: 3 })).toEqual({ key: 'build.townTileOffTown' });
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,1', tile: 'S', rotation: 0, townMarker: true })).toEqual({ key: 'build.townMarkerOffTown' });
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,3', tile: 'S', rotation: 0 })).toEqual({ key: 'build.townMarkerRequired' });
    expect(refuse(map, emptyTrackBoard(), 0, { hex: '2,3', tile: 'T1', rotation: 0, townMarker: true })).toEqual({ key: 'build.townMarkerOnTownTile' });
  });
  it('at most 8 town markers on the board', () => {
    const r = { hex: '2,3', tile: 'S' as const, rotation: 0, townMarker: true };
    expect(refuse(map, emptyTrackBoard(), 0, r, { townMarkersLeft: 0 })).toEqual({ key: 'build.noTownMarkers', params: { markers: 8 } });
    const ok = checkBuild(ctxFor(map, emptyTrackBoard(), 0, { townMarkersLeft: 1 }), r);
    expect(ok.ok && [ok.cost, ok.kind, ok.townMarkerDelta]).toEqual([3, 'town', 1]);
  });
  it('a town tile goes where a marker cannot, and uses none', () => {
    const r = checkBuild(ctxFor(map, emptyTrackBoard(), 0, { townMarkersLeft: 0 }), townStepReq('2,3', ['2,2']));
    expect(r.ok && [r.cost, r.townMarkerDelta]).toEqual([2, 0]);
  });
});

function townStepReq(hex: string, to: string[]): BuildRequest {
  return req(townStep(0, hex, to));
}

describe('unowned sections and taking them over ([001:L362-368], O6)', () => {
  const map = scenarioMap(open7, [{ id: 'alpha', hex: '2,4' }]);
  const built = play(map, lay(0, ['2,4', '2,3', '2,2'])).board;
  const lapsed = releaseUnextended(map, built, 0, []);
  const extend = req(lay(1, ['2,3', '2,2', '2,1'])[0]!);

  it('a section that was not extended loses its owner; complete links never do', () => {
    expect(computeLinks(map, lapsed).map((l) => l.owner)).toEqual([null]);
    expect(computeLinks(map, releaseUnextended(map, built, 0, ['2,3'])).map((l) => l.owner)).toEqual([0]);
  });
  it('extending an unowned section makes it yours (deluxe: anybody, also the former owner)', () => {
    for (const seat of [1, 0]) {
      const r = checkBuild(ctxFor(map, lapsed, seat), extend);
      expect(r.ok).toBe(true);
      if (r.ok) expect(computeLinks(map, r.board).map((l) => [l.owner, l.hexes])).toEqual([[seat, ['2,2', '2,3']]]);
    }
  });
  it('2002: only another player may take it over', () => {
    expect(refuse(map, lapsed, 0, extend, { edition: '2002' })).toEqual({ key: 'build.cannotReclaim', params: { hex: '2,3', place: 'Alpha' } });
    expect(refuse(map, lapsed, 1, extend, { edition: '2002' })).toEqual({ ok: true });
  });
});
