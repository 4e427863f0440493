// Moving goods: AOS-MOVE-01 and every path rule ([001:L531-546], [004:L313-324], rules-spec §2.1.8).
import { describe, expect, it } from 'vitest';
import { checkDelivery, computeLinks, findDeliveries, urbanize, type Link, type TrackBoard } from '../../../src/engine/track';
import type { GoodsColor } from '../../../src/engine/map/types';
import { evansvilleScenario, lay, play, scenarioMap } from './scenario';

// AOS-MOVE-01's board (scenario.ts): Evansville–Indianapolis–Cincinnati, Petra's link below, Viola's to Chicago.
const { map, board, links } = evansvilleScenario();
const pays = { paysIncome: () => true };
const id = (a: string, b: string) =>
  links.find((l) => l.complete && [a, b].every((p) => l.ends.some((e) => e.place === p)))!.id;
const describeAll = (ds: ReturnType<typeof findDeliveries>) =>
  ds.map((d) => `${d.color} ${d.stops.join('>')} ${JSON.stringify(d.incomeBy)}`).toSorted();

describe('AOS-MOVE-01: Petra and Daria move blue cubes', () => {
  const cubes: Record<string, GoodsColor[]> = { '1,2': ['blue'], '5,3': ['blue'] };
  it('with engine 1, each cube can take one direct link to the other blue city', () => {
    expect(describeAll(findDeliveries(map, board, links, cubes, 1, pays))).toEqual([
      'blue 1,2>5,3 {"0":1}',
      'blue 5,3>1,2 {"0":1}',
    ]);
  });
  it("with engine 2, Daria can move Cincinnati's cube over her two links via Indianapolis for +2", () => {
    const all = findDeliveries(map, board, links, cubes, 2, { ...pays, from: '5,3' });
    expect(describeAll(all)).toEqual(['blue 5,3>1,2 {"0":1}', 'blue 5,3>3,2>1,2 {"1":2}']);
    const r = checkDelivery(map, board, links, cubes, 2, { from: '5,3', color: 'blue', route: [id('cincinnati', 'indianapolis'), id('evansville', 'indianapolis')] }, pays);
    expect(r.ok && r.delivery.incomeBy).toEqual({ 1: 2 });
  });
});

describe('path rules', () => {
  const cubes: Record<string, GoodsColor[]> = { '5,3': ['red', 'blue', 'red'] };
  it('stops at the first city of its colour; a red cube goes on past blue cities', () => {
    const all = describeAll(findDeliveries(map, board, links, cubes, 6, pays));
    expect(all).toContain('red 5,3>1,2>1,5 {"0":1,"2":1}');
    expect(all).toContain('red 5,3>3,2>1,2>1,5 {"1":2,"2":1}');
    expect(all.filter((d) => d.startsWith('blue'))).toEqual(['blue 5,3>1,2 {"0":1}', 'blue 5,3>3,2>1,2 {"1":2}']);
  });
  it('eliminated owners and unowned links pay nobody', () => {
    const all = findDeliveries(map, board, links, cubes, 6, { paysIncome: (s) => s !== 2, from: '5,3' });
    expect(all.find((d) => d.color === 'red' && d.route.length === 2)!.incomeBy).toEqual({ 0: 1 });
    const unowned: Link[] = links.map((l) => ({ ...l, owner: null }));
    expect(findDeliveries(map, board, unowned, cubes, 6, pays).every((d) => Object.keys(d.incomeBy).length === 0)).toBe(true);
  });
  it('engine limits the number of links', () => {
    const route = [id('cincinnati', 'indianapolis'), id('evansville', 'indianapolis'), id('evansville', 'chicago')];
    expect(checkDelivery(map, board, links, cubes, 2, { from: '5,3', color: 'red', route }, pays)).toEqual({
      ok: false,
      reason: { key: 'deliver.tooManyLinks', params: { links: 3, engine: 2 } },
    });
    expect(checkDelivery(map, board, links, cubes, 3, { from: '5,3', color: 'red', route }, pays).ok).toBe(true);
  });
  it('explains every other broken rule', () => {
    const check = (from: string, color: string, route: string[], c = cubes) => {
      const r = checkDelivery(map, board, links, c, 6, { from, color, route }, pays);
      return r.ok ? 'ok' : r.reason;
    };
    const ci = id('cincinnati', 'indianapolis');
    const ei = id('evansville', 'indianapolis');
    const ec = id('evansville', 'cincinnati');
    const ech = id('evansville', 'chicago');
    expect(check('5,3', 'yellow', [ec])).toEqual({ key: 'deliver.noCube', params: { color: 'yellow', place: 'Cincinnati' } });
    expect(check('5,3', 'red', [])).toEqual({ key: 'deliver.emptyRoute' });
    expect(check('5,3', 'red', ['nope'])).toEqual({ key: 'deliver.unknownLink', params: { link: 'nope' } });
    expect(check('5,3', 'red', [ech])).toEqual({ key: 'deliver.notConnected', params: { place: 'Cincinnati' } });
    expect(check('5,3', 'red', [ci, ei, ec])).toEqual({ key: 'deliver.revisit', params: { place: 'Cincinnati' } });
    expect(check('5,3', 'red', [ec])).toEqual({ key: 'deliver.wrongDestination', params: { place: 'Evansville', color: 'red' } });
    expect(check('5,3', 'blue', [ec, ech])).toEqual({ key: 'deliver.passesColor', params: { place: 'Evansville', color: 'blue' } });
    // Viola's stub out of Chicago: 2,5, open towards 3,5.
    const stubbed = play(map, lay(2, ['1,5', '2,5', '3,5']), board).board;
    const stubLinks = computeLinks(map, stubbed);
    const stub = stubLinks.find((l) => !l.complete)!;
    const r = checkDelivery(map, stubbed, stubLinks, { '1,5': ['red'] }, 6, { from: '1,5', color: 'red', route: [stub.id] }, pays);
    expect(r).toEqual({ ok: false, reason: { key: 'deliver.incompleteLink', params: { link: stub.id, place: 'Chicago' } } });
  });
  it('never ends where it started; a black cube only reaches a black New City', () => {
    const red: Record<string, GoodsColor[]> = { '1,5': ['red', 'black'] };
    expect(findDeliveries(map, board, links, red, 6, pays)).toEqual([]);
    const u = urbanize(map, board, '3,2', { letter: 'E', color: 'black' });
    if (!u.ok) throw new Error('setup');
    const nc: TrackBoard = u.board;
    const ncLinks = computeLinks(map, nc);
    const got = describeAll(findDeliveries(map, nc, ncLinks, red, 6, pays));
    expect(got).toEqual(['black 1,5>1,2>3,2 {"1":1,"2":1}', 'black 1,5>1,2>5,3>3,2 {"0":1,"1":1,"2":1}']);
  });
  it('foreign stations end a route but are never passed through', () => {
    const st = scenarioMap(['.....', '.....', '.....', '.....', '.....'], [
      { id: 'a', hex: '0,0', color: 'blue' },
      { id: 'st', kind: 'station', hex: '2,0', color: 'red' },
      { id: 'b', hex: '4,0', color: 'blue' },
    ]);
    const b = play(st, [...lay(0, ['0,0', '1,0', '2,0']), ...lay(0, ['2,0', '3,0', '4,0'])]).board;
    const l = computeLinks(st, b);
    expect(describeAll(findDeliveries(st, b, l, { '0,0': ['blue', 'red'] }, 6, pays))).toEqual(['red 0,0>2,0 {"0":1}']);
  });
});
