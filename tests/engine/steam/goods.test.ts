// Moving goods ([000:L385-445], rules-spec §2.4.8): only complete links, at most the engine's links, to the first
// city of the cube's colour, no city twice while towns may be passed again over other links (S-B4), the own-link rule
// (STEAM-DEL-01 in examples.test.ts), unowned links paying nobody, raising the engine once per game round over both
// passes, First move first in both passes, and the points decision: all of a delivery's points to income or to VP,
// the mover first, then the others in turn order.
import { describe, expect, it } from 'vitest';
import { linksOf } from '../../../src/engine/steam/links';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { isLand } from '../../../src/engine/map/query';
import { emptyTrackBoard, tileCategory, tilePieces, TILE_CLASSES, type Delivery, type TrackBoard } from '../../../src/engine/track';
import { neighbours } from '../../../src/engine/track/places';
import { basicGame, dir, endBuilds, goodsPosition, lineScenario, offered, passGoods, pathSteps, play, rawTile, refusal, selectActions, steamMap, who, withSeats, type SteamPlace } from './helpers';

const THOMAS = 0;
const MICHAEL = 1;
const PAT = 2;

const linkThrough = (s: SteamState, hex: string) => linksOf(s).find((l) => l.hexes.includes(hex))!.id;

/**
 * A figure of eight through the hex (2,2): Cleve (0,3, blue, a red cube) – (1,2) – centre – (3,1) – York (4,1,
 * yellow), back from York over (4,2), (3,2) to the centre, and on over (2,3) to Reno (2,4, red). All Thomas's.
 * `centre`: a town with a four-spoke tile (passed twice over different links), or the purple city Xenia.
 */
function figureEight(centre: 'town' | 'city') {
  const map = steamMap(['.....', '.....', '.....', '.....', '.....'], [
    { id: 'cleve', hex: '0,3', color: 'blue' },
    { id: 'york', hex: '4,1', color: 'yellow' },
    { id: 'reno', hex: '2,4', color: 'red' },
    centre === 'town' ? { id: 'xenia', kind: 'town', hex: '2,2' } : { id: 'xenia', hex: '2,2', color: 'purple' },
  ]);
  let track: TrackBoard = emptyTrackBoard();
  track = rawTile(track, '1,2', 'S', 1, THOMAS);
  track = rawTile(track, '3,1', 'S', 1, THOMAS);
  track = rawTile(track, '3,2', 'G', 5, THOMAS);
  track = rawTile(track, '4,2', 'G', 4, THOMAS);
  track = rawTile(track, '2,3', 'S', 0, THOMAS);
  if (centre === 'town') track = rawTile(track, '2,2', 'T4half', 1, THOMAS, true);
  const s = withSeats(goodsPosition(basicGame(map, 3), track, { '0,3': ['red'] }), { [THOMAS]: { engine: 4 } });
  const route = ['1,2', '3,1', '3,2', '2,3'].map((h) => linkThrough(s, h));
  return { s, route };
}

describe('where a cube may travel ([000:L407-417])', () => {
  it('only over complete links', () => {
    // Ada (1,0) – (1,1) – Bly (1,2), then Thomas's open section (1,3) towards Cam (1,4) with no tile there… and a
    // red city beyond.
    const map = steamMap(['...', '...', '...', '...', '...'], [
      { id: 'ada', hex: '1,0', color: 'blue' },
      { id: 'bly', hex: '1,2', color: 'yellow' },
      { id: 'cam', hex: '1,4', color: 'red' },
    ]);
    const track = rawTile(rawTile(emptyTrackBoard(), '1,1', 'S', 0, THOMAS), '1,3', 'G', 0, THOMAS);
    const s = withSeats(goodsPosition(basicGame(map, 3), track, { '1,0': ['red'] }), { [THOMAS]: { engine: 2 } });
    expect(steam.queries.deliveryOptions(s, THOMAS)).toEqual([]);
    const r = refusal(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route: [linkThrough(s, '1,1'), linkThrough(s, '1,3')] });
    expect(r.key).toBe('deliver.incompleteLink');
    expect(r.en).toMatch(/^The track from .+ is not a complete link: goods travel only along complete links\.$/);
  });

  it('stops at the first city of its colour', () => {
    const { s: s0, route } = lineScenario([THOMAS, THOMAS], 3, undefined, ['blue', 'red', 'red']);
    const s = withSeats(s0, { [THOMAS]: { engine: 3 } });
    expect(steam.queries.deliveryOptions(s, THOMAS).map((d) => [d.to, d.incomeBy])).toEqual([['1,2', { [THOMAS]: 1 }]]);
    expect(refusal(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route })).toEqual({
      key: 'deliver.passesColor',
      params: { place: 'C1', color: 'red' },
      en: 'The cube would stop at C1, the first red city on that route.',
    });
  });

  it('ends only at a city of its colour', () => {
    const { s: s0, route } = lineScenario([THOMAS], 3, undefined, ['blue', 'yellow']);
    expect(refusal(s0, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route })).toMatchObject({ key: 'deliver.wrongDestination', en: 'C1 is not a red city.' });
    expect(refusal(s0, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'yellow', route })).toMatchObject({ key: 'deliver.noCube', en: 'There is no yellow cube at C0.' });
  });

  it('never passes the same city twice', () => {
    const { s, route } = figureEight('city');
    // Straight through Xenia to Reno only; not round the loop and through Xenia again.
    expect(steam.queries.deliveryOptions(s, THOMAS).map((d) => [d.to, d.route.length])).toEqual([['2,4', 2]]);
    expect(refusal(s, { type: 'deliver', seat: THOMAS, from: '0,3', color: 'red', route })).toMatchObject({ key: 'deliver.revisit', en: 'The cube would pass Xenia twice.' });
  });

  it('never comes back to the city it started from', () => {
    // A purple cube on Xenia (purple): out to York and back over the other link.
    const { s: s0, route } = figureEight('city');
    const s = { ...s0, cubes: { '2,2': ['purple' as const] } };
    expect(steam.queries.deliveryOptions(s, THOMAS)).toEqual([]);
    expect(refusal(s, { type: 'deliver', seat: THOMAS, from: '2,2', color: 'purple', route: [route[1]!, route[2]!] })).toMatchObject({ key: 'deliver.revisit', en: 'The cube would pass Xenia twice.' });
  });

  it('may pass a town twice over different links (S-B4, D20)', () => {
    const { s, route } = figureEight('town');
    const all = steam.queries.deliveryOptions(s, THOMAS);
    expect(all.find((d) => d.route.length === 4)).toMatchObject({ to: '2,4', incomeBy: { [THOMAS]: 4 } });
    const after = play(s, { type: 'deliver', seat: THOMAS, from: '0,3', color: 'red', route });
    expect(after.points!.queue).toEqual([{ seat: THOMAS, points: 4 }]);
  });

  it('over an unowned link, which pays nobody and counts for nobody ([000:L455])', () => {
    const { s: s0, route } = lineScenario([THOMAS, null]);
    const s = withSeats(s0, { [THOMAS]: { engine: 2 } });
    expect(steam.queries.deliveryOptions(s, THOMAS).map((d) => d.incomeBy)).toEqual([{ [THOMAS]: 1 }]);
    const after = play(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route }, { type: 'takePoints', seat: THOMAS, as: 'vp' });
    expect(after.players.map((p) => p.vp)).toEqual([1, 0, 0]);
    // Only unowned links: none of his own.
    const { s: alone } = lineScenario([null]);
    expect(steam.queries.deliveryOptions(alone, THOMAS)).toEqual([]);
  });

  it('a delivered cube leaves the game ([000:L417])', () => {
    const { s, route } = lineScenario([THOMAS]);
    const bag = s.bag;
    const after = play(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route });
    expect(after.cubes['1,0']).toBeUndefined();
    expect(after.delivered.red).toBe(1);
    expect(after.bag).toEqual(bag);
    expect(after.players[THOMAS]!.deliveries).toBe(1);
  });
});

describe('the points of a delivery ([000:L419-427])', () => {
  it('each owner chooses for all his points at once: the mover first, then the others in turn order', () => {
    // Turn order Pat, Michael, Thomas; Thomas moves over one link of each.
    const { s: s0, route } = lineScenario([THOMAS, MICHAEL, PAT], 3, [PAT, MICHAEL, THOMAS]);
    let s = withSeats(s0, { [THOMAS]: { engine: 3 } });
    s = play(s, { type: 'passGoods', seat: PAT }, { type: 'passGoods', seat: MICHAEL }, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route });
    const order: number[] = [];
    while (s.points) {
      const next = who(s)!;
      expect(next.decision).toBe('takePoints');
      expect(steam.legalMoves(s)).toEqual([
        { type: 'takePoints', seat: next.seat, as: 'income' },
        { type: 'takePoints', seat: next.seat, as: 'vp' },
      ]);
      order.push(next.seat);
      s = play(s, { type: 'takePoints', seat: next.seat, as: next.seat === MICHAEL ? 'income' : 'vp' });
    }
    expect(order).toEqual([THOMAS, PAT, MICHAEL]);
    expect(s.players.map((p) => [p.income, p.vp])).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    // The second pass begins after the points.
    expect(who(s)).toEqual({ seat: PAT, decision: 'moveGoods' });
  });

  it('points go to income or to VP, nothing else', () => {
    const { s, route } = lineScenario([THOMAS]);
    const after = play(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route });
    const r = steam.apply(after, JSON.parse('{"type":"takePoints","seat":0,"as":"both"}'));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason.key).toBe('move.malformed.as');
  });
});

describe('the order and the engine in moving goods ([000:L387-403])', () => {
  it('First move acts first in both passes', () => {
    let s = basicGame(steamMap(['...'], [{ id: 'ada', hex: '1,0', color: 'red' }]), 3, [THOMAS, MICHAEL, PAT]);
    s = endBuilds(selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'engineer', [PAT]: 'firstMove' }));
    expect(s.moveGoods!.queue).toEqual([PAT, THOMAS, MICHAEL]);
    s = play(s, { type: 'passGoods', seat: PAT }, { type: 'passGoods', seat: THOMAS }, { type: 'passGoods', seat: MICHAEL });
    expect(s.moveGoods).toMatchObject({ round: 2, queue: [PAT, THOMAS, MICHAEL] });
  });

  it('the engine rises once per game round over both passes, free and without VP', () => {
    let s = basicGame(steamMap(['...'], [{ id: 'ada', hex: '1,0', color: 'red' }]), 3, [THOMAS, MICHAEL, PAT]);
    s = endBuilds(selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'engineer', [PAT]: 'firstMove' }));
    s = play(s, { type: 'passGoods', seat: PAT }, { type: 'raiseEngine', seat: THOMAS }, { type: 'passGoods', seat: MICHAEL });
    expect(s.players[THOMAS]).toMatchObject({ engine: 2, cash: 0, income: 0, vp: 0 });
    s = play(s, { type: 'passGoods', seat: PAT });
    expect(offered(s, { type: 'raiseEngine', seat: THOMAS })).toBe(false);
    expect(refusal(s, { type: 'raiseEngine', seat: THOMAS })).toEqual({ key: 'goods.raisedThisRound', en: 'You have already raised your engine this round.' });
    s = passGoods(s);
    // The next game round: again.
    s = endBuilds(selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'engineer', [PAT]: 'firstMove' }));
    expect(who(s)).toEqual({ seat: PAT, decision: 'moveGoods' });
    s = play(s, { type: 'passGoods', seat: PAT }, { type: 'raiseEngine', seat: THOMAS });
    expect(s.players[THOMAS]!.engine).toBe(3);
  });

  it('a delivery, a raise or a pass is each one action of the pass', () => {
    const { s, route } = lineScenario([THOMAS]);
    expect(steam.legalMoves(s)).toEqual([
      { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route },
      { type: 'raiseEngine', seat: THOMAS },
      { type: 'passGoods', seat: THOMAS },
    ]);
  });
});

/**
 * Delivery example 1 ([000:L429-441], [002:L1064-1088]; rules-spec STEAM-DEL-02, fixture inferred from the text): the
 * start city Ogden (yellow) with a red, a blue, a yellow and a purple cube. Thomas's links: Ogden–Rome (red),
 * Rome–Boston (red), Ogden–Xing (town)–Yule (town)–Bath (blue), Pike (purple)–York (yellow); Michael's: Xing–Boston,
 * Boston–Bath, Bath–Pike. Each link is laid along a free shortest hex path.
 */
function deliveryExample() {
  const places = {
    ogden: { hex: '0,4', color: 'yellow' },
    rome: { hex: '2,1', color: 'red' },
    boston: { hex: '6,1', color: 'red' },
    xing: { hex: '3,5', kind: 'town' },
    yule: { hex: '5,7', kind: 'town' },
    bath: { hex: '8,5', color: 'blue' },
    pike: { hex: '10,3', color: 'purple' },
    york: { hex: '12,1', color: 'yellow' },
  } as const;
  const map = steamMap(
    Array.from({ length: 9 }, () => '.............'),
    Object.entries(places).map(([id, p]) => ({ id, ...p }) as SteamPlace),
  );
  const links: [keyof typeof places, keyof typeof places, number][] = [
    ['ogden', 'rome', THOMAS],
    ['rome', 'boston', THOMAS],
    ['ogden', 'xing', THOMAS],
    ['xing', 'yule', THOMAS],
    ['yule', 'bath', THOMAS],
    ['pike', 'york', THOMAS],
    ['xing', 'boston', MICHAEL],
    ['boston', 'bath', MICHAEL],
    ['bath', 'pike', MICHAEL],
  ];
  const placeHexes = new Set<string>(Object.values(places).map((p) => p.hex));
  const used = new Set<string>();
  const spokes = new Map<string, { edge: number; owner: number }[]>();
  let track: TrackBoard = emptyTrackBoard();
  for (const [a, b, owner] of links) {
    const from = places[a].hex;
    const to = places[b].hex;
    // Breadth-first over free hexes (no place, no track yet), at least one tile between the places.
    const prev = new Map<string, string>();
    const queue = neighbours(map, from).filter((h) => isLand(map, h) && !placeHexes.has(h) && !used.has(h));
    for (const h of queue) prev.set(h, from);
    let end: string | null = null;
    while (queue.length && !end) {
      const h = queue.shift()!;
      for (const n of neighbours(map, h)) {
        if (n === to) {
          end = h;
          break;
        }
        if (!isLand(map, n) || placeHexes.has(n) || used.has(n) || prev.has(n)) continue;
        prev.set(n, h);
        queue.push(n);
      }
    }
    if (!end) throw new Error(`no free path ${a}–${b}`);
    const hexes = [to, end];
    while (hexes.at(-1) !== from) hexes.push(prev.get(hexes.at(-1)!)!);
    hexes.reverse();
    for (const st of pathSteps(owner, hexes)) {
      track = rawTile(track, st.hex, st.tile, st.rotation, owner);
      used.add(st.hex);
    }
    for (const [town, next] of [
      [from, hexes[1]!],
      [to, hexes.at(-2)!],
    ] as const) {
      if (!Object.values(places).some((p) => p.hex === town && 'kind' in p)) continue;
      spokes.set(town, [...(spokes.get(town) ?? []), { edge: dir(town, next), owner }]);
    }
  }
  for (const [town, list] of spokes) {
    const want = list.map((x) => x.edge).toSorted().join(',');
    const found = TILE_CLASSES.filter((t) => tileCategory(t) === 'town').flatMap((t) => [0, 1, 2, 3, 4, 5].map((r) => ({ t, r }))).find(({ t, r }) => tilePieces(t, r, true).map((p) => p.a).toSorted().join(',') === want)!;
    const owners = tilePieces(found.t, found.r, true).map((p) => list.find((x) => x.edge === p.a)!.owner);
    track = rawTile(track, town, found.t, found.r, owners, true);
  }
  const s = goodsPosition(basicGame(map, 3), track, { [places.ogden.hex]: ['red', 'blue', 'yellow', 'purple'] });
  return { s, hex: (id: keyof typeof places) => places[id].hex };
}

/** Thomas's deliveries in the example at engine level `engine`. */
function at(engine: number) {
  const { s, hex } = deliveryExample();
  return { options: steam.queries.deliveryOptions(withSeats(s, { [THOMAS]: { engine } }), THOMAS), hex };
}

const ownOnly = (d: Delivery) => Object.keys(d.incomeBy).every((k) => Number(k) === THOMAS);

describe('STEAM-DEL-02: delivery example 1 ([000:L429-441])', () => {

  it('engine 3, own links: red for 1 point at Rome, not on to Boston; blue for 3; neither yellow nor purple', () => {
    const { options, hex } = at(3);
    const own = options.filter(ownOnly);
    expect(own.filter((d) => d.color === 'red').map((d) => [d.to, d.incomeBy])).toEqual([[hex('rome'), { [THOMAS]: 1 }]]);
    expect(own.filter((d) => d.color === 'blue').map((d) => d.incomeBy)).toContainEqual({ [THOMAS]: 3 });
    expect(own.filter((d) => d.color === 'yellow' || d.color === 'purple')).toEqual([]);
  });

  it('with Michael’s links: red for 2 points at engine 2, one of them Michael’s', () => {
    const { options, hex } = at(2);
    expect(options.filter((d) => d.color === 'red').map((d) => [d.to, d.incomeBy])).toContainEqual([hex('boston'), { [THOMAS]: 1, [MICHAEL]: 1 }]);
  });

  it('engine 4: purple for 4 points, one of them Michael’s', () => {
    const { options, hex } = at(4);
    expect(options.filter((d) => d.color === 'purple').map((d) => [d.to, d.incomeBy])).toContainEqual([hex('pike'), { [THOMAS]: 3, [MICHAEL]: 1 }]);
  });

  it('engine 5: yellow for 5 points, two of them Michael’s, through the blue city, both red cities and the purple city ([002:L1088])', () => {
    const { options, hex } = at(5);
    const yellow = options.filter((d) => d.color === 'yellow' && d.incomeBy[MICHAEL] === 2);
    expect(yellow.map((d) => [d.to, d.incomeBy, d.stops])).toEqual([
      [hex('york'), { [THOMAS]: 3, [MICHAEL]: 2 }, [hex('ogden'), hex('rome'), hex('boston'), hex('bath'), hex('pike'), hex('york')]],
    ]);
  });
});

describe('destinations', () => {
  it('a cube may leave a city of its own colour for another one (it only may not come back)', () => {
    const { s: s0, route } = lineScenario([THOMAS, THOMAS], 3, undefined, ['red', 'yellow', 'red']);
    const s = withSeats(s0, { [THOMAS]: { engine: 2 } });
    expect(steam.queries.deliveryOptions(s, THOMAS).map((d) => [d.to, d.route])).toEqual([['1,4', route]]);
  });

  it('grey cubes go to grey New Cities, which exist only through Urbanization ([000:L128])', () => {
    // C0 (blue) – C1 (a town, urbanized grey).
    const map = steamMap(['...', '...', '...'], [
      { id: 'c0', hex: '1,0', color: 'blue' },
      { id: 'c1', kind: 'town', hex: '1,2' },
    ]);
    const track = rawTile(emptyTrackBoard(), '1,1', 'S', 0, THOMAS);
    const before = goodsPosition(basicGame(map, 3), track, { '1,0': ['grey'] });
    expect(steam.queries.deliveryOptions(before, THOMAS)).toEqual([]);
    const after = { ...before, track: { ...track, newCities: { '1,2': { letter: 'G', color: 'grey' as const } } } };
    expect(steam.queries.deliveryOptions(after, THOMAS).map((d) => [d.to, d.incomeBy])).toEqual([['1,2', { [THOMAS]: 1 }]]);
  });
});
