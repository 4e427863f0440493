// Replacing tiles: crossing, running parallel, redirecting, reaching a town ([001:L403-441], [004:L245-263], O3, O19).
import { describe, expect, it } from 'vitest';
import { checkBuild, computeLinks, releaseUnextended, type BuildRequest, type TrackBoard } from '../../../src/engine/track';
import type { BoardMap } from '../../../src/engine/map/types';
import { ctxFor, lay, play, scenarioMap, shape } from './scenario';

const rows = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
// Alpha at 2,4 with Petra's (seat 0) straight 2,3 → 2,2, open towards 2,1. Gamma west of 2,2, delta south-east of it.
const map = scenarioMap(rows, [
  { id: 'alpha', hex: '2,4' },
  { id: 'gamma', hex: '1,2' },
  { id: 'delta', hex: '3,2' },
]);
const board = play(map, lay(0, ['2,4', '2,3', '2,2', '2,1'])).board;

function check(m: BoardMap, b: TrackBoard, seat: number, req: BuildRequest, edition: 'deluxe' | '2002' = 'deluxe') {
  return checkBuild(ctxFor(m, b, seat, { edition }), req);
}
const summary = (m: BoardMap, b: TrackBoard) =>
  computeLinks(m, b).map((l) => `${l.owner}:${l.complete ? 'link' : 'open'}:${l.hexes.join(' ')}`).toSorted();

describe('crossing and parallel tracks', () => {
  it("Daria crosses Petra's straight from Gamma: $3, Petra's track kept", () => {
    const r = check(map, board, 1, { hex: '2,2', ...shape([[0, 3], [4, 1]]) });
    expect(r.ok && [r.cost, r.kind, r.returned]).toEqual([3, 'replace', ['S']]);
    if (r.ok) expect(summary(map, r.board)).toEqual(['0:open:2,2 2,3', '1:open:2,2']);
  });
  it('parallel track from Delta: deluxe $2, 2002 $3', () => {
    const parallel = { hex: '2,2', ...shape([[0, 3], [1, 2]]) };
    const d = check(map, board, 1, parallel);
    const o = check(map, board, 1, parallel, '2002');
    expect([d.ok && d.cost, o.ok && o.cost]).toEqual([2, 3]);
  });
  it('the new track must connect to your track or a city', () => {
    const r = check(map, board, 1, { hex: '2,3', ...shape([[0, 3], [2, 4]]) });
    expect(r).toEqual({ ok: false, reason: { key: 'build.notConnected', params: { hex: '2,3' } } });
  });
  it("another player's route may never change", () => {
    const r = check(map, board, 1, { hex: '2,3', ...shape([[3, 1]]) });
    expect(r).toEqual({ ok: false, reason: { key: 'build.changesOtherRoute', params: { player: 'Petra' } } });
  });
  it('a replacement must add track', () => {
    expect(check(map, board, 0, { hex: '2,2', tile: 'S', rotation: 3 })).toEqual({ ok: false, reason: { key: 'build.nothingNew', params: { hex: '2,2', tile: 'S' } } });
  });
});

describe('redirecting the end of an incomplete section', () => {
  it('own section: $2, keeps the owner, swings the open end', () => {
    const r = check(map, board, 0, { hex: '2,2', ...shape([[3, 1]]) });
    expect(r.ok && [r.cost, r.kind]).toEqual([2, 'redirect']);
    if (r.ok) {
      const [l] = computeLinks(map, r.board);
      expect([l!.owner, l!.complete, l!.ends[0].openEdge]).toEqual([0, false, 1]);
    }
  });
  it('redirecting into a city completes the link', () => {
    const r = check(map, board, 0, { hex: '2,2', ...shape([[3, 2]]) });
    expect(r.ok && summary(map, r.board)).toEqual(['0:link:2,2 2,3']);
  });
  it("only the end tile, and it must stay joined to the section", () => {
    expect(check(map, board, 0, { hex: '2,3', ...shape([[3, 1]]) })).toEqual({ ok: false, reason: { key: 'build.redirectOnlyEnd', params: { hex: '2,3' } } });
    expect(check(map, board, 0, { hex: '2,2', ...shape([[1, 4]]) })).toEqual({ ok: false, reason: { key: 'build.redirectKeepsStart', params: { hex: '2,2' } } });
  });
  it("never another player's section", () => {
    expect(check(map, board, 1, { hex: '2,2', ...shape([[3, 1]]) })).toEqual({
      ok: false,
      reason: { key: 'build.changesOtherRoute', params: { player: 'Petra' } },
    });
  });
  it('an unowned section may be redirected by anybody (here into Gamma) and stays unowned (a redirect is no extension)', () => {
    const lapsed = releaseUnextended(map, board, 0, []);
    const r = check(map, lapsed, 1, { hex: '2,2', ...shape([[3, 4]]) });
    expect(r.ok && r.kind).toBe('redirect');
    if (r.ok) expect(summary(map, r.board)).toEqual(['null:link:2,2 2,3']);
    // Swinging it nowhere near the redirector's track or a city is not allowed ([001:L411-412]).
    expect(check(map, lapsed, 1, { hex: '2,2', ...shape([[3, 1]]) })).toEqual({ ok: false, reason: { key: 'build.notConnected', params: { hex: '2,2' } } });
  });
  it("2002: a complex end tile is redirected keeping the other player's track (O19)", () => {
    const crossed = check(map, board, 1, { hex: '2,2', ...shape([[0, 3], [4, 1]]) });
    if (!crossed.ok) throw new Error('setup');
    // Petra swings her straight 3-0 to 3-5 keeping Daria's 4-1: the straight+gentle crossing XSG.
    const r = check(map, crossed.board, 0, { hex: '2,2', ...shape([[3, 5], [4, 1]]) }, '2002');
    expect(r.ok && [r.kind, r.cost]).toEqual(['redirect', 2]);
    if (r.ok) expect(summary(map, r.board)).toEqual(['0:open:2,2 2,3', '1:open:2,2']);
  });
});
