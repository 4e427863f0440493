// The rulebook's building examples AOS-BUILD-01…04 (rules-spec §5.3; [001:L376-481], [004:L227-289]) on small fixtures.
import { describe, expect, it } from 'vitest';
import { checkBuild, computeLinks, urbanize, type TrackBoard } from '../../../src/engine/track';
import type { BoardMap } from '../../../src/engine/map/types';
import { ctxFor, lay, play, placeRaw, scenarioMap, shape, townStep } from './scenario';

const PETRA = 0;
const DARIA = 1;
const JOHANNA = 4;

const summary = (m: BoardMap, b: TrackBoard) =>
  computeLinks(m, b)
    .map((l) => `${l.owner}:${l.complete ? 'link' : 'open'}:${l.ends.map((e) => e.place ?? 'open').toSorted().join('-')}:${l.segments}`)
    .toSorted();

describe('AOS-BUILD-01: Petra builds A $2, B $2, C $3 (river)', () => {
  const map = scenarioMap(['.......', '.......', '.....~.', '.......'], [
    { id: 'evansville', hex: '1,2', color: 'blue' },
    { id: 'cincinnati', hex: '4,2', color: 'blue' },
  ]);
  it('pays $7: one complete link and one incomplete section, both hers', () => {
    const { board, costs } = play(map, [...lay(PETRA, ['1,2', '2,2', '3,2', '4,2']), ...lay(PETRA, ['4,2', '5,2', '6,2'])]);
    expect(costs).toEqual([2, 2, 3]);
    expect(summary(map, board)).toEqual(['0:link:cincinnati-evansville:2', '0:open:cincinnati-open:0']);
  });
});

// Evansville 1,2 — 2,2 — Indianapolis (town) 3,2 — 4,3 — Cincinnati 5,3; Johanna comes from Cincinnati over 4,4 (river) and 3,3.
const map = scenarioMap(['.......', '.......', '.......', '.......', '....~..', '.......'], [
  { id: 'evansville', hex: '1,2', color: 'blue' },
  { id: 'indianapolis', kind: 'town', hex: '3,2' },
  { id: 'cincinnati', hex: '5,3', color: 'blue' },
]);
const daria = [...lay(DARIA, ['1,2', '2,2', '3,2']), townStep(DARIA, '3,2', [], [['2,2', '4,3']]), ...lay(DARIA, ['3,2', '4,3', '5,3'])];

describe('AOS-BUILD-02: Daria builds through Indianapolis with a town marker', () => {
  it('pays $2 + $3 + $2 and owns two complete links; one town marker used', () => {
    let board: TrackBoard = { tiles: {}, newCities: {}, specialLinks: {} };
    const costs: number[] = [];
    let markers = 0;
    for (const { seat, ...req } of daria) {
      const r = checkBuild(ctxFor(map, board, seat), req);
      if (!r.ok) throw new Error(JSON.stringify(r.reason));
      costs.push(r.cost);
      markers += r.townMarkerDelta;
      board = r.board;
    }
    expect(costs).toEqual([2, 3, 2]);
    expect(markers).toBe(1);
    // The town tile counts as a segment of each link ending at the town (A-D11).
    expect(summary(map, board)).toEqual(['1:link:cincinnati-indianapolis:2', '1:link:evansville-indianapolis:2']);
  });
});

describe('AOS-BUILD-03 and -04: Johanna crosses into Indianapolis, then Viola urbanizes it', () => {
  // Petra's straight at 3,3 (from an earlier turn) is what Johanna crosses.
  const before = placeRaw(play(map, daria).board, '3,3', 'S', 1, PETRA);
  const g = lay(JOHANNA, ['5,3', '4,4', '3,3'])[0]!;
  const h = { hex: '3,3', ...shape([[1, 4], [0, 2]]) };
  const j = { hex: '3,2', ...shape([[5, 2], [0, 3]]), townMarker: true };

  it('G $3 on the river; H crossing $3; the track to the empty edge of the town tile is still incomplete', () => {
    const { seat, ...gReq } = g;
    const rg = checkBuild(ctxFor(map, before, seat), gReq);
    if (!rg.ok) throw new Error(JSON.stringify(rg.reason));
    const rh = checkBuild(ctxFor(map, rg.board, JOHANNA), h);
    expect([rg.cost, rh.ok && rh.cost, rh.ok && rh.kind]).toEqual([3, 3, 'replace']);
    if (rh.ok) expect(summary(map, rh.board)).toContain('4:open:cincinnati-open:0');
  });

  const { seat: _s, ...gReq } = g;
  const afterH = [gReq, h].reduce<TrackBoard>((b, req) => {
    const r = checkBuild(ctxFor(map, b, JOHANNA), req);
    if (!r.ok) throw new Error(JSON.stringify(r.reason));
    return r.board;
  }, before);

  it('J: crossing + town marker replaces the town tile for $3, the marker stays; a link and a stub out of Indianapolis', () => {
    const r = checkBuild(ctxFor(map, afterH, JOHANNA), j);
    expect(r.ok && [r.cost, r.kind, r.townMarkerDelta, r.returned]).toEqual([3, 'replace', 0, ['S']]);
    if (r.ok) {
      expect(summary(map, r.board)).toEqual([
        '0:open:open-open:0',
        '1:link:cincinnati-indianapolis:2',
        '1:link:evansville-indianapolis:2',
        '4:link:cincinnati-indianapolis:3',
        '4:open:indianapolis-open:0',
      ]);
    }
  });

  it('Viola puts New City A on Indianapolis for free: the tile and marker go back, Johanna loses her stub, links now end at the city', () => {
    const rj = checkBuild(ctxFor(map, afterH, JOHANNA), j);
    if (!rj.ok) throw new Error('setup');
    const u = urbanize(map, rj.board, '3,2', { letter: 'A', color: 'red' });
    expect(u.ok && [u.returned, u.townMarkerReturned]).toEqual([['XSS'], true]);
    if (u.ok) {
      expect(summary(map, u.board)).toEqual([
        '0:open:open-open:0',
        '1:link:cincinnati-indianapolis:1',
        '1:link:evansville-indianapolis:1',
        '4:link:cincinnati-indianapolis:2',
      ]);
      // Nothing may be built on the New City, and it is a city for the first-tile rule.
      expect(checkBuild(ctxFor(map, u.board, 2), { hex: '3,2', tile: 'T1', rotation: 0 })).toEqual({
        ok: false,
        reason: { key: 'build.onCity', params: { place: 'Indianapolis' } },
      });
      expect(urbanize(map, u.board, '3,2', { letter: 'B', color: 'blue' })).toEqual({
        ok: false,
        reason: { key: 'urbanize.alreadyCity', params: { place: 'Indianapolis' } },
      });
    }
    expect(urbanize(map, rj.board, '2,2', { letter: 'B', color: 'blue' })).toEqual({
      ok: false,
      reason: { key: 'urbanize.notTownHex', params: { place: '2,2' } },
    });
  });

  it("replacing the town tile may not drop a spoke (no redirect into a town), nor another player's", () => {
    const drop = { hex: '3,2', ...shape([[5, 0]]), townMarker: true };
    expect(checkBuild(ctxFor(map, afterH, DARIA), drop)).toEqual({ ok: false, reason: { key: 'build.townNoRedirect', params: { hex: '3,2', place: 'Indianapolis' } } });
    expect(checkBuild(ctxFor(map, afterH, JOHANNA), drop)).toEqual({
      ok: false,
      reason: { key: 'build.changesOtherRoute', params: { player: 'Daria' } },
    });
  });
});
