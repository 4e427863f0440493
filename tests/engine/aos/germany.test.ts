// Germany (rules-spec §2.3.3, deluxe 001:L799-846; decisions X8–X11): station colours from setup, deliveries to a
// station of that colour only, Berlin's extra cube every round, the Engineer's half price instead of a 4th tile, no
// section left incomplete at the end of a build turn, the special links.
// oxlint-disable unicorn/consistent-function-scoping -- the scenario helpers sit beside the tests that use them
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { countGoods } from '../../../src/engine/aos/goods';
import { checkInvariants } from '../../../src/engine/aos/invariants';
import { buildContext, priceFor, startBuild, tileLimit } from '../../../src/engine/aos/phases/build';
import { incompleteOf } from '../../../src/engine/aos/track-port';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { rollGrowth } from '../../../src/engine/aos/phases/growth';
import { scoreBreakdown } from '../../../src/engine/aos/score';
import { applyMove, buildOptions, checkBuild, deliveryOptions, endBuildReason, legalMoves, newGame, specialLinkOptions, toAct, variantKnown, type AosMove, type GameState } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import type { BuildOption } from '../../../src/engine/track/index';
import { buildOptions as trackBuildOptions, computeLinks } from '../../../src/engine/aos/track-port';
import { smallMap } from '../../fixtures/engine/small-map';
import { play, refuse } from './helpers';
import { loadMap, setupFor } from './random-harness';

const DE = loadMap('germany');
const seats = (n: number) => ['Petra', 'Daria', 'Viola', 'Ingrid'].slice(0, n).map((name, i) => ({ name, color: (['blue', 'green', 'yellow', 'pink'] as const)[i]! }));
const de = (players = 3, seed = 11) => newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: DE, seats: seats(players), seed });

describe('Germany setup and growth', () => {
  it('each foreign station gets one random cube as its colour; Königsberg 3, Berlin 4, every other city 2 (001:L803-808)', () => {
    expect(variantKnown(DE)).toBe(true);
    const s = de();
    const stations = DE.places.filter((p) => p.kind === 'station');
    expect(stations.length).toBe(6);
    expect(Object.keys(s.stationColors).toSorted()).toEqual(stations.map((p) => p.hex).toSorted());
    for (const p of stations) expect(s.cubes[p.hex]).toBeUndefined();
    for (const p of DE.places.filter((x) => x.kind === 'city')) {
      expect(s.cubes[p.hex], p.name).toHaveLength(p.name === 'Berlin' ? 4 : p.name === 'Königsberg' ? 3 : 2);
    }
    // The station cubes came from the bag and stay in play for good.
    expect(countGoods(s)).toEqual(s.goodsTotal);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Berlin gets one cube from the bag every round (001:L844-846)', () => {
    const berlin = DE.places.find((p) => p.name === 'Berlin')!.hex;
    for (const round of [1, 5, 8]) {
      const s = { ...de(), round, phase: 'goodsGrowth' as const };
      const d = draftOf(s);
      rollGrowth(d);
      expect(d.events[0]).toMatchObject({ type: 'extraGrowth', hex: berlin });
      expect(d.s.cubes[berlin]).toHaveLength(s.cubes[berlin]!.length + 1);
    }
  });
});

// A small map on Germany's rules: Alpha and Gamma are cities two hexes apart, Beta a city next to Alpha (a special
// link joins them), Omega a foreign station two hexes from Alpha; hex 1,2 has a printed price of $6.
const ALPHA = '0,1';
const BETA = '0,2';
const GAMMA = '2,0';
const OMEGA = '2,2';
function scenario(): BoardMap {
  const city = (id: string, name: string, hex: string, color: 'blue' | 'red', n: number) => ({ id, name, kind: 'city' as const, hex, lonLat: [0, 0] as [number, number], color, growth: { group: 'light' as const, n } });
  return smallMap(
    {
      id: 'germany-example',
      places: [
        city('alpha', 'Alpha', ALPHA, 'blue', 1),
        city('beta', 'Beta', BETA, 'red', 2),
        city('gamma', 'Gamma', GAMMA, 'red', 3),
        { id: 'omega', name: 'Omega', kind: 'station', hex: OMEGA, lonLat: [0, 0], flags: ['foreign', 'noPassThrough'] },
      ],
      specialLinks: [{ id: 'alpha-beta', between: ['alpha', 'beta'], cost: 2, segments: 1 }],
      costs: { '1,2': 6 },
      rules: { variant: 'germany' },
    },
    5,
    5,
  );
}

/** Seat 0 builds now (cash $40 unless given, optionally holding the Engineer), on the scenario map. */
function building(engineer = false, cash = 40): GameState {
  const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: scenario(), seats: seats(2), seed: 5 });
  const d = draftOf({ ...s, turnOrder: [0, 1], actions: { ...s.actions, engineer: engineer ? 0 : null }, players: s.players.map((p) => ({ ...p, cash })) });
  startBuild(d);
  return d.s;
}

const move = (o: BuildOption): AosMove => {
  const m: AosMove = { type: 'build', seat: 0, hex: o.request.hex, tile: o.request.tile, rotation: o.request.rotation };
  if (o.request.townMarker !== undefined) m.townMarker = o.request.townMarker;
  return m;
};
const after = (s: GameState, o: BuildOption) => play(s, move(o));
const open = (s: GameState) => incompleteOf(s.map, s.track, 0);

describe('Germany: no incomplete sections (X9)', () => {
  it('refuses to end the turn, and a last tile, that leave a section incomplete; a finishing tile lets the turn end', () => {
    const s = building();
    // A tile out of Alpha toward Gamma that does not reach it yet.
    const start = buildOptions(s, 0).find((o) => o.request.hex === '1,1' && open(after(s, o)) !== undefined)!;
    const s1 = after(s, start);
    const from = open(s1)!.ends.find((e) => e.place !== undefined)!;
    expect(refuse(s1, { type: 'endBuild', seat: 0 })).toEqual({ key: 'build.incompleteAtEnd', params: { place: s.map.places.find((p) => p.hex === from.hex)!.name } });
    expect(legalMoves(s1).some((m) => m.type === 'endBuild')).toBe(false);
    // With only one tile left this turn, only tiles that finish it are offered; another open end is refused.
    const last: GameState = { ...s1, build: { ...s1.build!, tilesThisTurn: 2 } };
    const offered = buildOptions(last, 0);
    expect(offered.length).toBeGreaterThan(0);
    for (const o of offered) expect(open(after(last, o))).toBeUndefined();
    const stray = buildOptions(s1, 0).find((o) => open(after(s1, o)) !== undefined)!;
    expect(refuse(last, move(stray)).key).toBe('build.mustComplete');
    // Finishing it (to Gamma) lets the turn end.
    const s2 = after(s1, offered[0]!);
    expect(open(s2)).toBeUndefined();
    expect(applyMove(s2, { type: 'endBuild', seat: 0 }).ok).toBe(true);
  });
});

describe('Germany: dead ends and what-ifs (X9)', () => {
  it('a seat that cannot finish its open section has no legal move but is told why (it takes tiles back with Undo)', () => {
    const s = building();
    const start = buildOptions(s, 0).find((o) => o.request.hex === '1,1' && open(after(s, o)) !== undefined)!;
    const s1 = after(s, start);
    const broke: GameState = { ...s1, players: s1.players.map((p, i) => (i === 0 ? { ...p, cash: 0 } : p)) };
    expect(toAct(broke)?.seat).toBe(0);
    expect(legalMoves(broke)).toEqual([]);
    expect(endBuildReason(broke, 0)?.key).toBe('build.incompleteAtEnd');
    expect(endBuildReason(building(), 0)).toBeNull();
  });

  it("a what-if build for another seat is not judged by the builder's last tile", () => {
    const s = building();
    const last: GameState = { ...s, build: { ...s.build!, tilesThisTurn: 2 } };
    const o = buildOptions(s, 0).find((x) => x.request.hex === '1,1' && open(after(s, x)) !== undefined)!;
    expect(checkBuild(last, 0, o.request).ok).toBe(false);
    expect(checkBuild(last, 1, o.request).ok).toBe(true);
  });

  it('a special link as the last build is refused while a section is open', () => {
    const s = building();
    const start = buildOptions(s, 0).find((o) => o.request.hex === '1,1' && open(after(s, o)) !== undefined)!;
    const s1 = after(s, start);
    const last: GameState = { ...s1, build: { ...s1.build!, tilesThisTurn: 2 } };
    expect(specialLinkOptions(last, 0)).toEqual([]);
    expect(refuse(last, { type: 'buildSpecialLink', seat: 0, link: 'alpha-beta' }).key).toBe('build.mustComplete');
    expect(specialLinkOptions(s1, 0).map((o) => o.link)).toEqual(['alpha-beta']);
  });
});

describe('Germany: the Engineer (X8)', () => {
  it('the saving is his own: builds of the seats before him in the phase do not count', () => {
    const s = building(true);
    // Seat 1 builds first, a $6 tile, and ends; then seat 0, the Engineer, pays half for his first $2 tile.
    const first: GameState = { ...s, actions: { ...s.actions, engineer: 0 }, build: { ...s.build!, queue: [1, 0] } };
    const byOne = (o: BuildOption): AosMove => ({ type: 'build', seat: 1, hex: o.request.hex, tile: o.request.tile, rotation: o.request.rotation });
    const dear = buildOptions(first, 1).find((o) => o.request.hex === '1,2' && o.cost === 6 && incompleteOf(first.map, play(first, byOne(o)).track, 1) === undefined)!;
    expect(dear).toBeDefined();
    let t = play(first, byOne(dear));
    t = play(t, { type: 'endBuild', seat: 1 });
    expect(t.build!.queue[0]).toBe(0);
    expect(priceFor(t, 0, 2)).toBe(1);
    expect(buildOptions(t, 0).some((o) => o.cost === 1)).toBe(true);
  });

  it('the half price applies to a special link too', () => {
    const s = building(true);
    expect(specialLinkOptions(s, 0)).toEqual([{ link: 'alpha-beta', name: 'Alpha–Beta', cost: 1 }]);
    const t = play(s, { type: 'buildSpecialLink', seat: 0, link: 'alpha-beta' });
    expect(t.players[0]!.cash).toBe(39);
    expect(t.build!.maxCostThisTurn).toBe(2);
  });

  it('may build a hex whose full price exceeds his cash when half of it does not (X8)', () => {
    // $3 in hand: the $6 hex costs him ⌈6/2⌉ = 3. Both the option list and the full check must allow it (the track
    // checker once lost the Engineer's price on its way in and judged the list price against his cash).
    const s = building(true, 3);
    expect(priceFor(s, 0, 6)).toBe(3);
    const dear = buildOptions(s, 0).filter((o) => o.request.hex === '1,2');
    expect(dear.length).toBeGreaterThan(0);
    for (const o of dear) expect(o.cost).toBe(3);
    expect(checkBuild(s, 0, dear[0]!.request)).toMatchObject({ ok: true, cost: 3 });
    const t = after(s, dear[0]!);
    expect(t.players[0]!.cash).toBe(0);
    // Without the Engineer the same seat cannot afford it.
    const plain = building(false, 3);
    expect(buildOptions(plain, 0).some((o) => o.request.hex === '1,2')).toBe(false);
    expect(refuse(plain, move(dear[0]!)).key).toBe('build.cannotAfford');
  });

  it('gives 3 tiles, not 4, and the dearest build of the turn at half price, rounded up', () => {
    expect(tileLimit(building(true), 0)).toBe(3);
    const s = building(true);
    expect(priceFor(s, 0, 2)).toBe(1); // the first build is the dearest so far: ⌈2/2⌉
    const cheap = buildOptions(s, 0).find((o) => o.request.hex === '1,1' && o.cost === 1)!;
    expect(cheap).toBeDefined();
    const s1 = after(s, cheap);
    expect(s1.players[0]!.cash).toBe(39);
    // Then a $6 hex: the saving moves to it (⌊6/2⌋ = 3 instead of ⌊2/2⌋ = 1): charged 6 − 2 = 4.
    expect(priceFor(s1, 0, 6)).toBe(4);
    const dear = buildOptions(s1, 0).find((o) => o.request.hex === '1,2' && o.cost === 4)!;
    expect(dear).toBeDefined();
    const s2 = after(s1, dear);
    expect(s2.players[0]!.cash).toBe(35); // $8 of tiles less ⌊6/2⌋
    expect(s2.build!.spentThisTurn).toBe(5);
    // A cheaper build after that pays full price.
    const third: GameState = { ...s1, build: { ...s1.build!, maxCostThisTurn: 6 } };
    expect(priceFor(third, 0, 2)).toBe(2);
    // Without the Engineer, and on the base game, no discount; the base game's Engineer lays 4 tiles.
    expect(priceFor(building(false), 0, 6)).toBe(6);
  });
});

describe('Germany: foreign stations (X11)', () => {
  it('a station takes only goods of the colour drawn for it (passing through stations: tests/engine/track)', () => {
    const s = building();
    // Track from Alpha to Omega over 1,2 (any tile that joins them).
    const link = buildOptions(s, 0).find((o) => o.request.hex === '1,2' && computeLinks(s.map, after(s, o).track).some((l) => l.complete && l.ends.some((e) => e.hex === OMEGA)))!;
    expect(link).toBeDefined();
    const built = after(s, link);
    const city = computeLinks(built.map, built.track).find((l) => l.ends.some((e) => e.hex === OMEGA))!.ends.find((e) => e.hex !== OMEGA)!.hex;
    const d = draftOf({ ...built, stationColors: { [OMEGA]: 'yellow' }, cubes: { [city]: ['yellow', 'red'] } });
    startMoveGoods(d);
    const g = d.s;
    const to = deliveryOptions(g, 0).filter((dl) => dl.to === OMEGA);
    expect(to.map((dl) => dl.color)).toEqual(['yellow']);
    const r = applyMove(g, { type: 'deliver', seat: g.moveGoods!.queue[0]!, from: city, color: 'red', route: to[0]!.route });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.key).toBe('deliver.wrongDestination');
  });
});

describe('Germany: special links', () => {
  it('for $2 a complete link Alpha–Beta: one of the turn builds, one segment, once (001:L835-841)', () => {
    const s = building();
    expect(specialLinkOptions(s, 0)).toEqual([{ link: 'alpha-beta', name: 'Alpha–Beta', cost: 2 }]);
    const r = applyMove(s, { type: 'buildSpecialLink', seat: 0, link: 'alpha-beta' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.state;
    expect(r.events[0]).toMatchObject({ type: 'specialLinkBuilt', seat: 0, link: 'alpha-beta', cost: 2, cash: 38 });
    expect(t.build!.tilesThisTurn).toBe(1);
    expect(t.track.specialLinks).toEqual({ 'alpha-beta': 0 });
    const l = computeLinks(t.map, t.track).find((x) => x.id === 'special:alpha-beta')!;
    expect(l).toMatchObject({ complete: true, owner: 0, segments: 1 });
    expect(scoreBreakdown(t).find((x) => x.seat === 0)!.segments).toBe(1);
    expect(specialLinkOptions(t, 0)).toEqual([]);
    // It lays no track tile: the seat's first tile still follows the first-tile rule (R-DE-SPECIAL).
    expect(t.players[0]!.hasBuilt).toBe(false);
    expect(refuse(t, { type: 'buildSpecialLink', seat: 0, link: 'alpha-beta' })).toEqual({ key: 'build.specialLinkTaken', params: { link: 'Alpha–Beta' } });
    expect(refuse(t, { type: 'buildSpecialLink', seat: 0, link: 'nowhere' })).toEqual({ key: 'build.noSpecialLink', params: { link: 'nowhere' } });
  });

  it('the base game has no special links to build', () => {
    const s = building();
    const base: GameState = { ...s, options: { ...s.options, variant: 'rust-belt' } };
    expect(specialLinkOptions(base, 0)).toEqual([]);
    expect(refuse(base, { type: 'buildSpecialLink', seat: 0, link: 'alpha-beta' }).key).toBe('build.noSpecialLink');
    expect(tileLimit({ ...base, actions: { ...base.actions, engineer: 0 } }, 0)).toBe(4);
  });
});

describe('Germany build options', () => {
  it('offer exactly the builds a full check allows, each at the price the check asks, all game long', () => {
    // buildOptions filters the track module's options with shortcuts (an open end facing nothing on the turn's last
    // tile needs no board) and re-prices them for the Engineer: neither may disagree with checkBuild.
    const key = (o: { request: object }) => JSON.stringify(o.request);
    let lastTiles = 0;
    let engineers = 0;
    for (const seed of [3, 8]) {
      const g = playRandomGame(setupFor(4, 'deluxe', seed, DE), seed, { keepStates: true });
      const turns = g.states!.filter((s) => s.phase === 'buildTrack' && s.build?.queue.length && !s.pendingBonus);
      for (const s of turns.filter((_, i) => i % 2 === 0)) {
        const seat = toAct(s)!.seat;
        if (s.build!.tilesThisTurn + 1 >= tileLimit(s, seat)) lastTiles++;
        if (s.actions.engineer === seat) engineers++;
        const full = trackBuildOptions(buildContext(s, seat)).flatMap((o) => {
          const r = checkBuild(s, seat, o.request);
          return r.ok ? [`${key(o)} ${r.cost}`] : [];
        });
        expect(buildOptions(s, seat).map((o) => `${key(o)} ${o.cost}`).toSorted()).toEqual(full.toSorted());
      }
    }
    // The shortcuts were exercised: turns' last tiles and the Engineer's turns.
    expect(lastTiles).toBeGreaterThan(5);
    expect(engineers).toBeGreaterThan(0);
  }, 120_000);
});
