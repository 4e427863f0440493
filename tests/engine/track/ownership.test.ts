// Who owns what after a redirect, an Urbanization or a build phase: redirects never claim ([001:L366-368], [004:L220]),
// neutral complete links, and the exact extension duty (rules-spec §4.2 A-D7, D17; [001:L362-365], [004:L218]).
import { describe, expect, it } from 'vitest';
import {
  checkBuild,
  computeLinks,
  findDeliveries,
  releaseUnextended,
  urbanize,
  type BuildRequest,
  type TrackBoard,
  type TrackRef,
} from '../../../src/engine/track';
import type { BoardMap } from '../../../src/engine/map/types';
import { ctxFor, lay, play, scenarioMap, shape } from './scenario';

const PETRA = 0;
const DARIA = 1;

function check(m: BoardMap, b: TrackBoard, seat: number, req: BuildRequest, edition: 'deluxe' | '2002' = 'deluxe') {
  return checkBuild(ctxFor(m, b, seat, { edition }), req);
}
/** "owner:link|open:place-place" per chain, sorted. */
const summary = (m: BoardMap, b: TrackBoard) =>
  computeLinks(m, b)
    .map((l) => `${l.owner}:${l.complete ? 'link' : 'open'}:${l.ends.map((e) => e.place ?? 'open').toSorted().join('-')}`)
    .toSorted();
/** The track a build added for the extension duty (BuildResult.extension). */
const refs = (r: ReturnType<typeof check>): TrackRef[] => (r.ok ? r.extension : []);
function after(r: ReturnType<typeof check>): TrackBoard {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.reason)}`);
  return r.board;
}

describe('a one-tile lapsed stub: a redirect never claims it (F1)', () => {
  // Blue C1 at 1,2 and red C2 at 3,2 both touch 2,2 (its edges 4 and 2). Petra's stub: C1 → 2,2 → north (edge 0).
  const map = scenarioMap(['......', '......', '......', '......'], [
    { id: 'c1', hex: '1,2', color: 'blue' },
    { id: 'c2', hex: '3,2', color: 'red' },
  ]);
  const built = play(map, [{ seat: PETRA, hex: '2,2', ...shape([[4, 0]]) }]).board;
  const lapsed = releaseUnextended(map, built, PETRA, []);

  it('Daria redirects it into C2: legal, but the complete link belongs to nobody', () => {
    const r = check(map, lapsed, DARIA, { hex: '2,2', ...shape([[4, 2]]) });
    expect(r.ok && [r.kind, r.cost]).toEqual(['redirect', 2]);
    expect(summary(map, after(r))).toEqual(['null:link:c1-c2']);
  });
  it('a redirect elsewhere leaves it unowned too, for anybody, the former owner included', () => {
    for (const seat of [DARIA, PETRA]) {
      const r = check(map, lapsed, seat, { hex: '2,2', ...shape([[4, 1]]) });
      expect(r.ok && r.kind, `seat ${seat}`).toBe('redirect');
      expect(summary(map, after(r)), `seat ${seat}`).toEqual(['null:open:c1-open']);
    }
  });
  it('2002: the former owner cannot get round "only another player" by redirecting first', () => {
    const extendNorth = { hex: '2,1', ...shape([[3, 0]]) };
    expect(check(map, lapsed, PETRA, extendNorth, '2002')).toEqual({
      ok: false,
      reason: { key: 'build.cannotReclaim', params: { hex: '2,2', place: 'C1' } },
    });
    const turned = after(check(map, lapsed, PETRA, { hex: '2,2', ...shape([[4, 1]]) }, '2002'));
    expect(summary(map, turned)).toEqual(['null:open:c1-open']);
    // 2,2's edge 1 leads to 3,1; its edge 4 faces back to 2,2.
    const extendNE = { hex: '3,1', ...shape([[4, 0]]) };
    expect(check(map, turned, PETRA, extendNE, '2002')).toEqual({
      ok: false,
      reason: { key: 'build.cannotReclaim', params: { hex: '2,2', place: 'C1' } },
    });
    expect(summary(map, after(check(map, turned, DARIA, extendNE, '2002')))).toEqual(['1:open:c1-open']);
  });
});

describe("a redirect's new track must connect to the builder's track or a city (F2; [001:L411-412], [004:L247])", () => {
  // Alpha 2,4 — Petra's 2,3 → 2,2, open towards 2,1 (lapsed). Delta 3,2 touches 2,2 at its edge 2; Beta 4,1.
  const rows = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
  const map = scenarioMap(rows, [
    { id: 'alpha', hex: '2,4' },
    { id: 'delta', hex: '3,2', color: 'blue' },
    { id: 'beta', hex: '4,1', color: 'yellow' },
  ]);
  const lapsed = releaseUnextended(map, play(map, lay(PETRA, ['2,4', '2,3', '2,2', '2,1'])).board, PETRA, []);

  it('Daria, with no track near, may not swing its end somewhere else', () => {
    expect(check(map, lapsed, DARIA, { hex: '2,2', ...shape([[3, 1]]) })).toEqual({
      ok: false,
      reason: { key: 'build.notConnected', params: { hex: '2,2' } },
    });
  });
  it('she may swing it straight into a city next to the tile; the link stays neutral', () => {
    const r = check(map, lapsed, DARIA, { hex: '2,2', ...shape([[3, 2]]) });
    expect(r.ok && r.kind).toBe('redirect');
    expect(summary(map, after(r))).toEqual(['null:link:alpha-delta']);
  });
  it("she may swing it onto her own track's open end: the joined section is hers", () => {
    // Daria's stub Beta → 3,1, open towards 2,2 (3,1's edge 4).
    const withDaria = play(map, [{ seat: DARIA, hex: '3,1', ...shape([[1, 4]]) }], lapsed).board;
    const r = check(map, withDaria, DARIA, { hex: '2,2', ...shape([[3, 1]]) });
    expect(r.ok && r.kind).toBe('redirect');
    expect(summary(map, after(r))).toEqual(['1:link:alpha-beta']);
  });
  it('2002: not when that joins the redirector to a section she lost', () => {
    const petraStub = play(map, [{ seat: PETRA, hex: '3,1', ...shape([[1, 4]]) }], lapsed, '2002').board;
    expect(check(map, petraStub, PETRA, { hex: '2,2', ...shape([[3, 1]]) }, '2002')).toEqual({
      ok: false,
      reason: { key: 'build.cannotReclaim', params: { hex: '2,2', place: 'Alpha' } },
    });
  });
  it('the owner redirects her own section with no extra connection (it reaches Alpha through her track)', () => {
    const own = play(map, lay(PETRA, ['2,4', '2,3', '2,2', '2,1'])).board;
    expect(summary(map, after(check(map, own, PETRA, { hex: '2,2', ...shape([[3, 1]]) })))).toEqual(['0:open:alpha-open']);
  });
});

describe('complete links that nobody owns (F3)', () => {
  // C1 1,2 — 2,2 — 3,2 — town T 4,2 — … — C2 6,2.
  const map = scenarioMap(['........', '........', '........', '........'], [
    { id: 'c1', hex: '1,2', color: 'blue' },
    { id: 't', kind: 'town', hex: '4,2' },
    { id: 'c2', hex: '6,2', color: 'red' },
  ]);
  const built = play(map, lay(PETRA, ['1,2', '2,2', '3,2', '4,2'])).board;
  const lapsed = releaseUnextended(map, built, PETRA, []);

  it('a New City on the town a lapsed section points at completes a link that pays nobody', () => {
    const u = urbanize(map, lapsed, '4,2', { letter: 'A', color: 'red' });
    if (!u.ok) throw new Error('urbanize');
    expect(summary(map, u.board)).toEqual(['null:link:c1-t']);
    const links = computeLinks(map, u.board);
    const ds = findDeliveries(map, u.board, links, { '1,2': ['red'] }, 1, { paysIncome: () => true });
    expect(ds.map((d) => [d.to, d.incomeBy])).toEqual([['4,2', {}]]);
  });
  it('an owned section keeps its owner when its town becomes a New City (A-D10)', () => {
    const u = urbanize(map, built, '4,2', { letter: 'A', color: 'red' });
    expect(u.ok && summary(map, u.board)).toEqual(['0:link:c1-t']);
  });
  it('extending a lapsed section into a place by a new tile claims it, complete ([001:L366-372])', () => {
    const r = check(map, lapsed, DARIA, { hex: '4,2', ...shape([[4, 'town']]) });
    expect(summary(map, after(r))).toEqual(['1:link:c1-t']);
  });
});

describe('the extension duty counts only new track on the section (F4; A-D7, D17)', () => {
  // Alpha 2,4 — Petra's 2,3 → 2,2, open towards 2,1. Gamma 1,2 touches 2,3 (edge 5) and 2,2 (edge 4); Eta 1,1 touches 2,1 (edge 4).
  const rows = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
  const map = scenarioMap(rows, [
    { id: 'alpha', hex: '2,4' },
    { id: 'gamma', hex: '1,2' },
    { id: 'eta', hex: '1,1' },
  ]);
  const board = play(map, lay(PETRA, ['2,4', '2,3', '2,2', '2,1'])).board;

  it('upgrading a middle tile for another own track does not save the section (hex list)', () => {
    // 2,3: Petra's straight 3-0 plus her new straight 5-2 from Gamma.
    const r = check(map, board, PETRA, { hex: '2,3', ...shape([[0, 3], [5, 2]]) });
    expect(r.ok && r.kind).toBe('replace');
    expect(summary(map, releaseUnextended(map, after(r), PETRA, ['2,3']))).toEqual(['0:open:gamma-open', 'null:open:alpha-open']);
    expect(summary(map, releaseUnextended(map, after(r), PETRA, refs(r)))).toEqual(['0:open:gamma-open', 'null:open:alpha-open']);
  });
  it('a crossing on the end tile does not save it either (exact with the built track)', () => {
    // 2,2: Petra's straight 3-0 plus her new straight 4-1 from Gamma.
    const r = check(map, board, PETRA, { hex: '2,2', ...shape([[0, 3], [4, 1]]) });
    expect(r.ok && r.extension.map((t) => `${t.hex}:${[t.a, t.b].toSorted().join('-')}`)).toEqual(['2,2:1-4']);
    expect(summary(map, releaseUnextended(map, after(r), PETRA, refs(r)))).toEqual(['0:open:gamma-open', 'null:open:alpha-open']);
  });
  it('a new tile at the open end saves it, also when turned by a redirect afterwards', () => {
    const ext = check(map, board, PETRA, { hex: '2,1', ...shape([[3, 0]]) });
    expect(summary(map, releaseUnextended(map, after(ext), PETRA, ['2,1']))).toEqual(['0:open:alpha-open']);
    expect(summary(map, releaseUnextended(map, after(ext), PETRA, refs(ext)))).toEqual(['0:open:alpha-open']);
    const turned = check(map, after(ext), PETRA, { hex: '2,1', ...shape([[3, 1]]) });
    expect(turned.ok && [turned.kind, turned.extension]).toEqual(['redirect', []]);
    expect(summary(map, releaseUnextended(map, after(turned), PETRA, refs(ext)))).toEqual(['0:open:alpha-open']);
  });
  it('a redirect alone does not', () => {
    const r = check(map, board, PETRA, { hex: '2,2', ...shape([[3, 1]]) });
    expect(summary(map, releaseUnextended(map, after(r), PETRA, refs(r)))).toEqual(['null:open:alpha-open']);
  });
  it("extending through a replaced tile beyond the open end counts (a crossing over Daria's straight at 2,1)", () => {
    // Daria's straight 4-1 from Eta across 2,1; Petra adds 3-0 to it, continuing her section north.
    const crossed = play(map, [{ seat: DARIA, hex: '2,1', ...shape([[4, 1]]) }], board).board;
    const r = check(map, crossed, PETRA, { hex: '2,1', ...shape([[4, 1], [3, 0]]) });
    expect(r.ok && r.kind).toBe('replace');
    expect(summary(map, releaseUnextended(map, after(r), PETRA, ['2,1']))).toEqual(['0:open:alpha-open', '1:open:eta-open']);
    expect(summary(map, releaseUnextended(map, after(r), PETRA, refs(r)))).toEqual(['0:open:alpha-open', '1:open:eta-open']);
  });

  it('new spokes on a town tile do not save a section that leaves the town by another spoke', () => {
    // Hamlet 2,3 (below Alpha 2,2): a straight with a town marker gives Alpha–Hamlet and Hamlet → 2,4 (open).
    const m = scenarioMap(rows, [
      { id: 'alpha', hex: '2,2' },
      { id: 'hamlet', kind: 'town', hex: '2,3' },
    ]);
    const first = play(m, [{ seat: PETRA, hex: '2,3', ...shape([[0, 3]]), townMarker: true }]).board;
    // Next phase: a crossing with the marker adds spokes 1 and 4, each a new section out of Hamlet.
    const r = check(m, first, PETRA, { hex: '2,3', ...shape([[0, 3], [1, 4]]), townMarker: true });
    expect(r.ok && [r.kind, r.extension.length]).toEqual(['replace', 2]);
    expect(summary(m, releaseUnextended(m, after(r), PETRA, refs(r)))).toEqual([
      '0:link:alpha-hamlet',
      '0:open:hamlet-open',
      '0:open:hamlet-open',
      'null:open:hamlet-open',
    ]);
  });
});
