// The TrackRules hooks a second rule system needs, exercised by Steam-like rules (rules-spec §2.4.7, §3 rows 24–35)
// beside Age of Steam's: prices from the tile itself, paying with borrowed money, a first tile of any kind, town hexes
// without markers, and who may take over an unowned section.
import { describe, expect, it } from 'vitest';
import { terrainAt } from '../../../src/engine/map/query';
import type { BoardMap } from '../../../src/engine/map/types';
import { buildOptions, checkBuild, emptyTrackBoard, releaseUnextended, tileCategory, tileExits, type BuildRequest, type TrackBoard, type TrackRules } from '../../../src/engine/track';
import { tileInventory } from '../../../src/engine/aos/track-rules';
import { ctxFor, lay, play, placeRaw, scenarioMap, shape, townStep, dir } from './scenario';

/** Steam's terrain surcharge on a placement: river +$1, hill or mountain +$2 ([000:L239-249]). */
function terrain(map: BoardMap, hex: string): number {
  const t = terrainAt(map, hex);
  return t === 'river' ? 1 : t === 'hill' || t === 'mountain' ? 2 : 0;
}

/** Rules shaped like Steam's, with $1 of borrowing room (Steam's own rules will size it from income and points). */
const steamLike: TrackRules = {
  firstTileSimple: false,
  firstTileCity: (_map, place) => place.kind === 'city',
  placeCost: (map, hex, tile) => tileExits(tile) + terrain(map, hex),
  townCost: (map, hex, tile) => tileExits(tile) + 1 + terrain(map, hex),
  replaceCost: (_from, to) => tileExits(to) + (tileCategory(to) === 'town' ? 1 : 0),
  redirectCost: (_from, to) => tileExits(to),
  canPay: (amount, buyer) => amount <= buyer.cash + 1,
  forbidSelfLoop: true,
  mayClaim: (_seat, section) => section.joinsBuilder,
  redirectCompletionClaims: true,
  townMarkers: 0,
};

const PETRA = 0;
const DARIA = 1;
const rows = ['.......', '.......', '.......', '.......', '.......', '.......'];
const steam = (map: BoardMap, board: TrackBoard, seat: number, over: Parameters<typeof ctxFor>[3] = {}) =>
  ctxFor(map, board, seat, { rules: steamLike, ...over });
const verdict = (r: ReturnType<typeof checkBuild>) => (r.ok ? { kind: r.kind, cost: r.cost } : r.reason);
const offeredTiles = (ctx: ReturnType<typeof ctxFor>, hex: string) => new Set(buildOptions(ctx, hex).map((o) => o.request.tile));

describe('prices from the tile itself', () => {
  // 2,1 is a river hex; its neighbours: N 2,0, SE 3,1, S 2,2 (Alpha), NW 1,0.
  const map = scenarioMap(['.......', '..~....', ...rows.slice(2)], [
    { id: 'alpha', hex: '2,2' },
    { id: 'north', hex: '2,0', color: 'blue' },
    { id: 'east', hex: '3,1', color: 'yellow' },
    { id: 'west', hex: '1,0', color: 'purple' },
  ]);
  // Two gentle curves side by side: north–east and Alpha–west.
  const pgg: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,0'), dir('2,1', '3,1')], [dir('2,1', '2,2'), dir('2,1', '1,0')]]) };

  it('a placement: exits plus terrain (4 exits + river = $5), where AoS charges a coexisting tile by category ($4)', () => {
    expect(pgg.tile).toBe('PGG');
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA), pgg))).toEqual({ kind: 'place', cost: 5 });
    expect(verdict(checkBuild(ctxFor(map, emptyTrackBoard(), PETRA), pgg))).toEqual({ kind: 'place', cost: 4 });
    expect(buildOptions(steam(map, emptyTrackBoard(), PETRA), '2,1').find((o) => o.request.tile === 'PGG')?.cost).toBe(5);
  });

  it('a town tile: exits + town + terrain (1 + 1 + river = $3), where AoS charges $1 + $1 per track, no terrain ($2)', () => {
    const town = scenarioMap(['.......', '..~....', ...rows.slice(2)], [{ id: 'alpha', hex: '2,2' }, { id: 'hamlet', kind: 'town', hex: '2,1' }]);
    const t1 = townStep(PETRA, '2,1', ['2,2']);
    const { seat: _s, ...req } = t1;
    expect(verdict(checkBuild(steam(town, emptyTrackBoard(), PETRA), req))).toEqual({ kind: 'town', cost: 3 });
    expect(verdict(checkBuild(ctxFor(town, emptyTrackBoard(), PETRA), req))).toEqual({ kind: 'town', cost: 2 });
  });

  describe('an upgrade and a redirect', () => {
    // Petra's straight from Alpha 2,2 north through 2,1, open towards 2,0; cities NE (3,0) and SW (1,1) of 2,1.
    const plain = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }, { id: 'ne', hex: '3,0', color: 'blue' }, { id: 'sw', hex: '1,1', color: 'yellow' }]);
    const petra = play(plain, lay(PETRA, ['2,2', '2,1', '2,0'])).board;
    const cross: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,2'), dir('2,1', '2,0')], [dir('2,1', '3,0'), dir('2,1', '1,1')]]) };
    it("Daria upgrades Petra's straight to a crossing: all exits of the new tile ($4), where AoS deluxe charges $3", () => {
      expect(verdict(checkBuild(steam(plain, petra, DARIA), cross))).toEqual({ kind: 'replace', cost: 4 });
      expect(verdict(checkBuild(ctxFor(plain, petra, DARIA), cross))).toEqual({ kind: 'replace', cost: 3 });
    });
    it("Petra then swings her open end north-west: the new tile's exits ($4), where AoS charges every redirect $2", () => {
      const crossed = checkBuild(ctxFor(plain, petra, DARIA), cross);
      if (!crossed.ok) throw new Error('upgrade refused');
      const swing: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,2'), dir('2,1', '1,0')], [dir('2,1', '3,0'), dir('2,1', '1,1')]]) };
      expect(verdict(checkBuild(steam(plain, crossed.board, PETRA), swing))).toEqual({ kind: 'redirect', cost: 4 });
      expect(verdict(checkBuild(ctxFor(plain, crossed.board, PETRA), swing))).toEqual({ kind: 'redirect', cost: 2 });
    });
  });
});

describe('paying: canPay', () => {
  const map = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }]);
  const north: BuildRequest = { hex: '2,1', tile: 'S', rotation: 0 };
  it('Steam-like rules let a builder with $1 lay a $2 tile (he borrows); AoS does not', () => {
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA, { cash: 1 }), north))).toEqual({ kind: 'place', cost: 2 });
    expect(verdict(checkBuild(ctxFor(map, emptyTrackBoard(), PETRA, { cash: 1 }), north))).toEqual({ key: 'build.cannotAfford', params: { cost: 2, cash: 1 } });
    expect(buildOptions(steam(map, emptyTrackBoard(), PETRA, { cash: 1 })).length).toBeGreaterThan(0);
    expect(buildOptions(ctxFor(map, emptyTrackBoard(), PETRA, { cash: 1 }))).toEqual([]);
  });
  it('beyond what the rules let him raise, the build is refused with the price and his cash', () => {
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA, { cash: 0 }), north))).toEqual({ key: 'build.cannotAfford', params: { cost: 2, cash: 0 } });
  });
});

describe('the first tile: firstTileSimple', () => {
  // Alpha 2,2 south of 2,1; Beta 3,0 and Gamma 1,1 on its other diagonal.
  const map = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }, { id: 'beta', hex: '3,0', color: 'blue' }, { id: 'gamma', hex: '1,1', color: 'yellow' }]);
  const cross: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,2'), dir('2,1', '2,0')], [dir('2,1', '3,0'), dir('2,1', '1,1')]]) };
  const first = { hasBuiltBefore: false };
  it('Steam-like: a crossing leading out of a city may be the very first tile; AoS wants a simple track', () => {
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA, first), cross))).toEqual({ kind: 'place', cost: 4 });
    expect(verdict(checkBuild(ctxFor(map, emptyTrackBoard(), PETRA, first), cross))).toEqual({ key: 'build.firstTileSimple' });
  });
  it('and move generation offers it, or not', () => {
    expect(offeredTiles(steam(map, emptyTrackBoard(), PETRA, first), '2,1').has(cross.tile)).toBe(true);
    expect(offeredTiles(ctxFor(map, emptyTrackBoard(), PETRA, first), '2,1').has(cross.tile)).toBe(false);
  });
});

describe('town hexes without town markers (townMarkers: 0)', () => {
  const map = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }, { id: 'hamlet', kind: 'town', hex: '2,1' }]);
  it('a simple tile on a town needs a town tile instead; a marker is not to be had', () => {
    const s: BuildRequest = { hex: '2,1', tile: 'S', rotation: 0 };
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA), s))).toEqual({ key: 'build.townTileRequired' });
    expect(verdict(checkBuild(steam(map, emptyTrackBoard(), PETRA), { ...s, townMarker: true }))).toEqual({ key: 'build.townMarkerOnTownTile' });
    expect(verdict(checkBuild(ctxFor(map, emptyTrackBoard(), PETRA), { ...s, townMarker: true }))).toEqual({ kind: 'town', cost: 3 });
  });
  it('move generation offers only town tiles there', () => {
    const options = buildOptions(steam(map, emptyTrackBoard(), PETRA, { supply: { ...tileInventory('deluxe'), T2S: 5 } }), '2,1');
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => tileCategory(o.request.tile) === 'town' && o.request.townMarker === undefined)).toBe(true);
    expect(options.some((o) => o.request.tile === 'T2S')).toBe(true);
  });
});

describe('taking over an unowned section: mayClaim', () => {
  // Petra: Alpha 1,2 → town 2,2 (a link), then a section on from the town to 3,2, open towards 4,2 — which lapses.
  // Beta 5,2 lies beyond 4,2. Daria has no track: the section starts at a town her links do not reach.
  const map = scenarioMap(rows, [{ id: 'alpha', hex: '1,2' }, { id: 'hamlet', kind: 'town', hex: '2,2' }, { id: 'beta', hex: '5,2', color: 'blue' }]);
  const built = play(map, [townStep(PETRA, '2,2', [], [['1,2', '3,2']]), ...lay(PETRA, ['2,2', '3,2', '4,2'])]).board;
  const lapsed = releaseUnextended(map, built, PETRA, []);
  const toBeta: BuildRequest = { hex: '4,2', ...shape([[dir('4,2', '3,2'), dir('4,2', '5,2')]]) };
  it('Steam-like: Daria may not complete it into Beta (it starts neither at a city nor at her links)', () => {
    expect(verdict(checkBuild(steam(map, lapsed, DARIA), toBeta))).toEqual({ key: 'build.cannotClaim', params: { hex: '3,2', place: 'Hamlet' } });
    expect(buildOptions(steam(map, lapsed, DARIA), '4,2').some((o) => o.request.tile === toBeta.tile && o.request.rotation === toBeta.rotation)).toBe(false);
  });
  it('Steam-like: Petra may, her link joins the town to Alpha (no former-owner rule)', () => {
    expect(verdict(checkBuild(steam(map, lapsed, PETRA), toBeta))).toEqual({ kind: 'place', cost: 2 });
  });
  it('AoS deluxe lets Daria take it; 2002 lets her but not Petra, who lost it', () => {
    expect(verdict(checkBuild(ctxFor(map, lapsed, DARIA), toBeta))).toEqual({ kind: 'place', cost: 2 });
    expect(verdict(checkBuild(ctxFor(map, lapsed, DARIA, { edition: '2002' }), toBeta))).toEqual({ kind: 'place', cost: 2 });
    expect(verdict(checkBuild(ctxFor(map, lapsed, PETRA, { edition: '2002' }), toBeta))).toEqual({ key: 'build.cannotReclaim', params: { hex: '3,2', place: 'Hamlet' } });
  });
});

/** The owner of the piece on 2,1 after a build, or the build's refusal. */
const ownerAfter = (r: ReturnType<typeof checkBuild>) => (r.ok ? r.board.tiles['2,1']!.tracks[0]!.owner : r.reason);

describe('a redirect that completes an unowned section: redirectCompletionClaims', () => {
  // Petra's one-tile stub from Alpha 2,2 north through 2,1, open towards 2,0, lapsed; Gamma 1,1 lies south-west of 2,1.
  const map = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }, { id: 'gamma', hex: '1,1', color: 'yellow' }]);
  const lapsed = releaseUnextended(map, play(map, lay(PETRA, ['2,2', '2,1', '2,0'])).board, PETRA, []);
  const swing: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,2'), dir('2,1', '1,1')]]) };
  it('Steam-like: Daria swings it into Gamma and so completes it: the link is hers (S-B5)', () => {
    const r = checkBuild(steam(map, lapsed, DARIA), swing);
    expect(verdict(r)).toEqual({ kind: 'redirect', cost: 2 });
    expect(ownerAfter(r)).toBe(DARIA);
  });
  it('AoS: a redirect is no extension and claims nothing, the completed link stays unowned', () => {
    expect(ownerAfter(checkBuild(ctxFor(map, lapsed, DARIA), swing))).toBe(null);
  });

  it('Steam-like: a redirect that completes it into a town takes nothing over ([000:L363]: only "an eine Großstadt")', () => {
    // Hamlet 1,1 (a town) between Beta 0,1 and the stub's tile 2,1: its tile's spoke to Beta is Daria's link, its
    // spoke towards 2,1 an unowned stub of its own. Daria swings Petra's lapsed stub into the hamlet: the section is
    // complete, Alpha–Hamlet, but it reaches a town, not a city, so it stays unowned.
    const townMap = scenarioMap(rows, [{ id: 'alpha', hex: '2,2' }, { id: 'hamlet', kind: 'town', hex: '1,1' }, { id: 'beta', hex: '0,1', color: 'blue' }]);
    const stub = releaseUnextended(townMap, play(townMap, lay(PETRA, ['2,2', '2,1', '2,0'])).board, PETRA, []);
    const t = shape([[dir('1,1', '0,1'), 'town'], [dir('1,1', '2,1'), 'town']]);
    const withTown = placeRaw(stub, '1,1', t.tile, t.rotation, null, true);
    const town = withTown.tiles['1,1']!;
    const board = { ...withTown, tiles: { ...withTown.tiles, '1,1': { ...town, townMarker: false, tracks: town.tracks.map((p) => ({ ...p, owner: p.a === dir('1,1', '0,1') ? DARIA : null })) } } };
    const intoTown: BuildRequest = { hex: '2,1', ...shape([[dir('2,1', '2,2'), dir('2,1', '1,1')]]) };
    const r = checkBuild(steam(townMap, board, DARIA), intoTown);
    expect(verdict(r)).toEqual({ kind: 'redirect', cost: 2 });
    expect(ownerAfter(r)).toBe(null);
  });
});
