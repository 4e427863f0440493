// Western U.S. (rules-spec §2.3.1, deluxe 001:L673-736; decisions X2–X4): setup, the east–west bonus of the mover's
// choice, one network until the transcontinental railroad, its one-time bonus (and the builder's choice among more
// than two owners), ties broken by money, segments and a die.
// oxlint-disable unicorn/consistent-function-scoping -- the scenario helpers sit beside the tests that use them
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { runAutomatic } from '../../../src/engine/aos/flow';
import { segmentsBySeat } from '../../../src/engine/aos/score';
import { buildContext, startBuild } from '../../../src/engine/aos/phases/build';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { buildOptions as trackBuildOptions, computeLinks } from '../../../src/engine/aos/track-port';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { edgeBetween } from '../../../src/engine/hex/coords';
import { applyMove, buildOptions, checkBuild, deliveryOptions, legalMoves, newGame, toAct, variantKnown, type AosMove, type GameState } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import { tilePieces } from '../../../src/engine/track/tiles';
import type { PlacedTile, TileClass, TrackBoard } from '../../../src/engine/track/types';
import { isUndoBarrier } from '../../../src/engine/aos/index';
import { smallMap } from '../../fixtures/engine/small-map';
import { play, refuse } from './helpers';
import { loadMap, setupFor } from './random-harness';

const WUS = loadMap('western-us');
const seats = (n: number) => ['Petra', 'Daria', 'Viola', 'Ingrid'].slice(0, n).map((name, i) => ({ name, color: (['blue', 'green', 'yellow', 'pink'] as const)[i]! }));

describe('Western U.S. setup', () => {
  it('$20 each, 2 random cubes on every city and 1 on every town (001:L680-684)', () => {
    expect(variantKnown(WUS)).toBe(true);
    const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: WUS, seats: seats(3), seed: 3 });
    expect(s.players.map((p) => [p.cash, p.shares])).toEqual([[20, 2], [20, 2], [20, 2]]);
    for (const p of WUS.places) expect(s.cubes[p.hex] ?? [], p.name).toHaveLength(p.kind === 'city' ? 2 : p.kind === 'town' ? 1 : 0);
  });
});

// The move-goods scenario on Western U.S. rules: Evansville (west start city) and Cincinnati (east start city), the
// town Indianapolis between them.
const EVANSVILLE = '0,1';
const CINCINNATI = '2,1';
const INDIANAPOLIS = '1,2';
function scenario(): BoardMap {
  return smallMap({
    id: 'wus-example',
    places: [
      { id: 'evansville', name: 'Evansville', kind: 'city', hex: EVANSVILLE, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 1 }, flags: ['startCity', 'west'] },
      { id: 'cincinnati', name: 'Cincinnati', kind: 'city', hex: CINCINNATI, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 2 }, flags: ['startCity', 'east'] },
      { id: 'indianapolis', name: 'Indianapolis', kind: 'town', hex: INDIANAPOLIS, lonLat: [0, 0] },
      { id: 'dayton', name: 'Dayton', kind: 'city', hex: '3,3', lonLat: [0, 0], color: 'red', growth: { group: 'dark', n: 3 } },
    ],
    regions: { west: ['evansville'], east: ['cincinnati'], westStartCities: ['evansville'], eastStartCities: ['cincinnati'] },
    rules: { variant: 'western-us' },
  });
}

function tile(hex: string, t: TileClass, rotation: number, owner: (edge: number | 'town', b: number | 'town') => number, townMarker = false): PlacedTile {
  return { hex, tile: t, rotation, townMarker, tracks: tilePieces(t, rotation, townMarker).map((p) => ({ ...p, owner: owner(p.a, p.b) })) };
}
const by = (seat: number) => () => seat;

/** Petra (0) owns Evansville–Cincinnati; Daria (1) owns Evansville–Indianapolis–Cincinnati (as in AOS-MOVE-01). */
function goodsBoard(): TrackBoard {
  return {
    tiles: {
      '1,1': tile('1,1', 'G', 5, by(0)),
      '0,2': tile('0,2', 'G', 0, by(1)),
      '2,2': tile('2,2', 'G', 4, by(1)),
      [INDIANAPOLIS]: tile(INDIANAPOLIS, 'G', 5, by(1), true),
    },
    newCities: {},
    specialLinks: {},
  };
}

function game(board: TrackBoard, milestones: string[] = ['transcontinental']): GameState {
  const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: scenario(), seats: seats(3), seed: 4 });
  return { ...s, track: board, turnOrder: [0, 1, 2], milestones, players: s.players.map((p) => ({ ...p, engine: 2, cash: 30, hasBuilt: true })) };
}

describe('Western U.S. east–west bonus (X4)', () => {
  function goods(): GameState {
    const s = game(goodsBoard());
    const d = draftOf({ ...s, cubes: { [CINCINNATI]: ['blue'], [INDIANAPOLIS]: ['blue'] }, bag: { ...s.bag, blue: s.bag.blue + Object.values(s.cubes).flat().length - 2 } });
    startMoveGoods(d);
    return d.s;
  }

  it('a delivery from the east to the west lets the mover choose the owner of a used link for +1', () => {
    const s = goods();
    const seat = toAct(s)!.seat;
    const direct = deliveryOptions(s, seat).find((dl) => dl.from === CINCINNATI && dl.to === EVANSVILLE && dl.route.length === 1)!;
    expect(direct.bonusOwners).toEqual([0]);
    const round = deliveryOptions(s, seat).find((dl) => dl.from === CINCINNATI && dl.to === EVANSVILLE && dl.route.length === 2)!;
    expect(round.bonusOwners).toEqual([1]);
    // A town is never the origin of an east–west delivery (X4).
    expect(deliveryOptions(s, seat).filter((dl) => dl.from === INDIANAPOLIS).every((dl) => dl.bonusOwners === undefined)).toBe(true);
    // One legal move per seat the bonus may go to; none without a choice.
    const moves = legalMoves(s).filter((m) => m.type === 'deliver' && m.from === CINCINNATI);
    expect(moves.every((m) => m.type === 'deliver' && m.bonusTo !== undefined)).toBe(true);
    const m: AosMove = { type: 'deliver', seat, from: CINCINNATI, color: 'blue', route: round.route };
    expect(refuse(s, m)).toEqual({ key: 'deliver.chooseBonus', params: { names: 'Daria' } });
    expect(refuse(s, { ...m, bonusTo: 0 })).toEqual({ key: 'deliver.badBonus', params: { names: 'Daria' } });
    const r = applyMove(s, { ...m, bonusTo: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[1]!.income).toBe(s.players[1]!.income + 3); // 2 links + the bonus
    expect(r.events.find((e) => e.type === 'eastWestBonus')).toEqual({ type: 'eastWestBonus', seat, to: 1 });
    const fromTown = deliveryOptions(s, seat).find((dl) => dl.from === INDIANAPOLIS)!;
    expect(refuse(s, { type: 'deliver', seat, from: INDIANAPOLIS, color: 'blue', route: fromTown.route, bonusTo: 1 })).toEqual({ key: 'deliver.noBonus' });
  });
});

describe('Western U.S. transcontinental railroad (X2)', () => {
  /** Seat `builder` to build, on `board`, before the transcontinental railroad. */
  function building(board: TrackBoard, builder: number): GameState {
    const d = draftOf({ ...game(board, []), turnOrder: [builder, ...[0, 1, 2].filter((x) => x !== builder)] });
    startBuild(d);
    return d.s;
  }
  /** The first build on `hex` by `seat` that completes the railroad, applied. */
  function complete(s: GameState, seat: number, hex: string) {
    for (const o of buildOptions(s, seat).filter((x) => x.request.hex === hex)) {
      const r = applyMove(s, { type: 'build', seat, hex, tile: o.request.tile, rotation: o.request.rotation });
      if (r.ok && r.state.milestones.includes('transcontinental')) return r;
    }
    throw new Error('no build completes it');
  }

  it('a single builder gets +4, once', () => {
    const board = goodsBoard();
    const { ['1,1']: _direct, ['2,2']: _last, ...tiles } = board.tiles;
    // Daria's Evansville–Indianapolis and her spoke toward 2,2; she builds 2,2 to Cincinnati.
    const s = building({ ...board, tiles }, 1);
    const r = complete(s, 1, '2,2');
    expect(r.events.find((e) => e.type === 'transcontinental')).toMatchObject({ seat: 1, owners: [1], paid: [{ seat: 1, amount: 4 }] });
    expect(r.state.players[1]!.income).toBe(s.players[1]!.income + 4);
    expect(r.state.milestones).toEqual(['transcontinental']);
  });

  it('two owners get +2 each', () => {
    const board = goodsBoard();
    const { ['1,1']: _direct, ['2,2']: _last, ...tiles } = board.tiles;
    // Petra owns Evansville–Indianapolis (tile 0,2 and its spoke); Daria the spoke toward 2,2, and builds 2,2.
    const toWest = edgeBetween(INDIANAPOLIS, '0,2');
    const s = building(
      { ...board, tiles: { ...tiles, '0,2': tile('0,2', 'G', 0, by(0)), [INDIANAPOLIS]: tile(INDIANAPOLIS, 'G', 5, (a) => (a === toWest ? 0 : 1), true) } },
      1,
    );
    const r = complete(s, 1, '2,2');
    expect(r.events.find((e) => e.type === 'transcontinental')).toMatchObject({ owners: [0, 1], paid: [{ seat: 0, amount: 2 }, { seat: 1, amount: 2 }] });
  });

  it('with more than two owners the builder chooses two, before anything else', () => {
    const base = building(goodsBoard(), 0);
    const s: GameState = { ...base, milestones: ['transcontinental'], pendingBonus: { seat: 2, among: [0, 1, 2] } };
    expect(toAct(s)).toEqual({ seat: 2, phase: 'buildTrack', decision: 'transcontinental' });
    expect(legalMoves(s)).toEqual([
      { type: 'chooseTranscontinental', seat: 2, seats: [0, 1] },
      { type: 'chooseTranscontinental', seat: 2, seats: [0, 2] },
      { type: 'chooseTranscontinental', seat: 2, seats: [1, 2] },
    ]);
    expect(buildOptions(s, 0)).toEqual([]);
    expect(refuse(s, { type: 'endBuild', seat: 2 })).toEqual({ key: 'transcontinental.chooseFirst' });
    expect(refuse(s, { type: 'chooseTranscontinental', seat: 2, seats: [1, 1] }).key).toBe('transcontinental.pickTwo');
    const t = play(s, { type: 'chooseTranscontinental', seat: 2, seats: [0, 2] });
    expect(t.pendingBonus).toBeNull();
    expect(t.players.map((p, i) => p.income - s.players[i]!.income)).toEqual([2, 0, 2]);
    expect(toAct(t)?.decision).toBe('build');
  });

  it('until then a build may not start track apart from the seat network (X3); afterwards it may', () => {
    // Petra's only track: Evansville–Cincinnati. New track out of Dayton would stand apart from it.
    const board: TrackBoard = { tiles: { '1,1': goodsBoard().tiles['1,1']! }, newCities: {}, specialLinks: {} };
    const s = building(board, 0);
    const key = (o: { request: { hex: string; tile: string; rotation: number } }) => `${o.request.hex}/${o.request.tile}/${o.request.rotation}`;
    const now = new Set(buildOptions(s, 0).map(key));
    const apart = buildOptions({ ...s, milestones: ['transcontinental'] }, 0).filter((o) => !now.has(key(o)));
    expect(apart.length).toBeGreaterThan(0);
    const o = apart[0]!;
    const m: AosMove = { type: 'build', seat: 0, hex: o.request.hex, tile: o.request.tile, rotation: o.request.rotation };
    expect(refuse(s, m)).toEqual({ key: 'build.notContiguous' });
    expect(applyMove({ ...s, milestones: ['transcontinental'] }, m).ok).toBe(true);
  });
});

describe('Western U.S. transcontinental railroad through real builds', () => {
  // West start city Alpha, cities Beta and Gamma, east start city Delta in a row, one empty hex between each two.
  function row(): BoardMap {
    const city = (id: string, hex: string, n: number, flags: string[] = []) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), kind: 'city' as const, hex, lonLat: [0, 0] as [number, number], color: 'red' as const, growth: { group: 'light' as const, n }, flags });
    return {
      ...scenario(),
      id: 'wus-row',
      grid: { orientation: 'flat', offset: 'odd-q', cols: 7, rows: 2 },
      terrain: ['.......', '.......'],
      places: [city('alpha', '0,0', 1, ['startCity']), city('beta', '2,0', 2), city('gamma', '4,0', 3), city('delta', '6,0', 4, ['startCity'])],
      regions: { west: ['alpha'], east: ['delta'], westStartCities: ['alpha'], eastStartCities: ['delta'] },
    } as BoardMap;
  }
  /** Seat `seat` builds on `hex` the tile that makes a complete link there (it is the seat's turn). */
  function link(s: GameState, seat: number, hex: string) {
    for (const o of buildOptions(s, seat).filter((x) => x.request.hex === hex)) {
      const r = applyMove(s, { type: 'build', seat, hex, tile: o.request.tile, rotation: o.request.rotation });
      if (r.ok && computeLinks(r.state.map, r.state.track).some((l) => l.complete && l.owner === seat && l.hexes.includes(hex))) return r;
    }
    throw new Error(`no build on ${hex}`);
  }
  function start(order: number[], eliminated: number[] = []): GameState {
    const s0 = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: row(), seats: seats(4), seed: 8 });
    const d = draftOf({ ...s0, turnOrder: order, players: s0.players.map((p, i) => ({ ...p, cash: 30, hasBuilt: true, eliminated: eliminated.includes(i) })) });
    startBuild(d);
    return d.s;
  }
  /** Alpha–Beta by seat a, Beta–Gamma by seat b, then Gamma–Delta by seat c completes the railroad. */
  function chain(a: number, b: number, c: number, eliminated: number[] = []) {
    let s = start([a, b, c], []);
    s = play(link(s, a, '1,0').state, { type: 'endBuild', seat: a });
    s = play(link(s, b, '3,0').state, { type: 'endBuild', seat: b });
    if (eliminated.length) s = { ...s, players: s.players.map((p, i) => (eliminated.includes(i) ? { ...p, eliminated: true } : p)) };
    return { before: s, after: link(s, c, '5,0') };
  }

  it('three builders: the one who finished it chooses two, even as the last build of the phase', () => {
    const { after } = chain(0, 1, 2);
    expect(after.events.find((e) => e.type === 'transcontinentalPending')).toMatchObject({ seat: 2, owners: [0, 1, 2] });
    expect(toAct(after.state)).toMatchObject({ seat: 2, decision: 'transcontinental' });
    const t = play(after.state, { type: 'chooseTranscontinental', seat: 2, seats: [0, 1] });
    expect(t.players.slice(0, 3).map((p, i) => p.income - after.state.players[i]!.income)).toEqual([2, 2, 0]);
  });

  it('an eliminated builder counts but earns nothing; a second chain later pays nothing', () => {
    const { after } = chain(0, 1, 2, [0]);
    // Three builders, one out: the two left get +2 each, with no choice.
    expect(after.events.find((e) => e.type === 'transcontinental')).toMatchObject({ paid: [{ seat: 1, amount: 2 }, { seat: 2, amount: 2 }] });
    expect(after.state.pendingBonus).toBeNull();
    const two = chain(0, 0, 1, [0]);
    expect(two.after.events.find((e) => e.type === 'transcontinental')).toMatchObject({ paid: [{ seat: 1, amount: 2 }] });
    // Once built, a further join of the coasts pays nothing.
    const { before } = chain(0, 1, 2);
    const again = link({ ...before, milestones: ['transcontinental'] }, 2, '5,0');
    expect(again.events.some((e) => e.type.startsWith('transcontinental'))).toBe(false);
    expect(again.state.players[2]!.income).toBe(before.players[2]!.income);
  });
});

describe('Western U.S. build options', () => {
  it('a seat that has built but owns no track now is offered only what the full check allows', () => {
    const s0 = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: WUS, seats: seats(3), seed: 2 });
    const d = draftOf({ ...s0, players: s0.players.map((p) => ({ ...p, hasBuilt: true })) });
    startBuild(d);
    const s = d.s;
    const seat = toAct(s)!.seat;
    const key = (o: { request: object }) => JSON.stringify(o.request);
    const full = trackBuildOptions(buildContext(s, seat)).filter((o) => checkBuild(s, seat, o.request).ok);
    expect(buildOptions(s, seat).map(key).toSorted()).toEqual(full.map(key).toSorted());
  });

  it('the quick contiguity filter offers exactly the builds a full check allows, all game long', () => {
    const g = playRandomGame(setupFor(4, 'deluxe', 5, WUS), 3, { keepStates: true });
    const turns = g.states!.filter((s) => s.phase === 'buildTrack' && s.build?.queue.length && !s.pendingBonus);
    expect(turns.length).toBeGreaterThan(20);
    for (const s of turns.filter((_, i) => i % 3 === 0)) {
      const seat = toAct(s)!.seat;
      const key = (o: { request: object }) => JSON.stringify(o.request);
      const full = trackBuildOptions(buildContext(s, seat)).filter((o) => checkBuild(s, seat, o.request).ok);
      expect(buildOptions(s, seat).map(key).toSorted()).toEqual(full.map(key).toSorted());
    }
  }, 60_000);
});

describe('Western U.S. tie-break', () => {
  function endOfGame(cash: number[], map: BoardMap = scenario()): GameState {
    const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats: seats(3), seed: 9 });
    const d = draftOf({ ...s, round: s.options.rounds, phase: 'advanceRound', players: s.players.map((p, i) => ({ ...p, cash: cash[i]! })) });
    runAutomatic(d);
    return { ...d.s, events: d.events } as GameState & { events: typeof d.events };
  }

  it('most money wins a tie; then segments; then a die, rolled again while tied', () => {
    expect(endOfGame([5, 9, 7]).winners).toEqual([1]);
    const dice = endOfGame([4, 4, 4]) as GameState & { events: { type: string }[] };
    expect(dice.winners).toHaveLength(1);
    const rolls = dice.events.filter((e) => e.type === 'tieBreakDice');
    expect(rolls.length).toBeGreaterThan(0);
    expect(isUndoBarrier(null, rolls as never)).toBe(true);
    // Equal money: most track segments. Seat 0 has 1 segment and seat 1 has 4, made up by income so the totals tie.
    const board = goodsBoard();
    const base0 = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: scenario(), seats: seats(3), seed: 9 });
    const segs = segmentsBySeat({ ...base0, track: board });
    expect(segs.slice(0, 2)).toEqual([1, 4]);
    const ds = draftOf({
      ...base0,
      track: board,
      tileSupply: { ...base0.tileSupply, G: base0.tileSupply.G - 4 },
      townMarkersLeft: 7,
      round: base0.options.rounds,
      phase: 'advanceRound',
      // 3 × 6 + 1 − 6 = 13 and 3 × 5 + 4 − 6 = 13: tied, same money; seat 2 trails.
      players: base0.players.map((p, i) => ({ ...p, cash: 4, shares: 2, income: [6, 5, 0][i]! })),
    });
    runAutomatic(ds);
    expect(ds.s.winners).toEqual([1]);
    expect(ds.events.some((e) => e.type === 'tieBreakDice')).toBe(false);
    // The base game shares the win.
    const base = { ...scenario(), rules: { variant: 'rust-belt' } };
    expect(endOfGame([4, 4, 4], base).winners).toEqual([0, 1, 2]);
  });
});
