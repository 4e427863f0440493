// Steam's plan query (the build panel's plan mode): a plan of builds judged step by step on a copy of the position with
// Steam's own rules and prices, and the options on a hex after the plan — what the planner shows before anything is built.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { basicGame, play, selectActions, steamMap, who, withSeats } from './helpers';

/** Albany (1,1) red and Boston (1,5) blue on open land. */
function planMap() {
  return steamMap(['.......', '.......', '.......', '.......', '.......', '.......'], [
    { id: 'albany', hex: '1,1', color: 'red', startCubes: 1 },
    { id: 'boston', hex: '1,5', color: 'blue', startCubes: 1 },
  ]);
}

function atBuild(): SteamState {
  return selectActions(basicGame(planMap(), 3, [0, 1, 2]), { 0: 'turnOrder', 1: 'firstMove', 2: 'engineer' });
}

describe('checkPlan (Steam)', () => {
  it('prices each step on the position the steps before leave, and offers the hex beyond the plan', () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const first = steam.queries.buildOptions(s, seat).find((o) => o.request.hex !== '1,1' && o.request.tile === 'S')!;
    expect(first).toBeDefined();
    // A hex two steps out: nothing fits there before the plan, something once the first tile is planned.
    const beyond = steam.queries.buildOptions(play(s, { type: 'build', seat, ...first.request }), seat).find(
      (o) => o.request.hex !== first.request.hex && steam.queries.buildOptions(s, seat, o.request.hex).length === 0,
    )!;
    expect(beyond).toBeDefined();
    const before = JSON.stringify(s.track);
    const check = steam.queries.checkPlan(s, seat, [first.request], beyond.request.hex);
    expect(check.steps).toEqual([{ ok: true, cost: first.cost, kind: first.kind }]);
    expect(check.options.length).toBeGreaterThan(0);
    expect(check.reason).toBeNull();
    // The plan's second step is judged after the first: legal there, refused on its own.
    const two = steam.queries.checkPlan(s, seat, [first.request, beyond.request]);
    expect(two.steps.map((st) => st.ok)).toEqual([true, true]);
    const alone = steam.queries.checkPlan(s, seat, [beyond.request]);
    expect(alone.steps[0]).toMatchObject({ ok: false });
    expect(alone.steps[0]).toEqual({ ok: false, reason: (steam.queries.checkBuild(s, seat, beyond.request) as { reason: unknown }).reason });
    // Nothing was built.
    expect(JSON.stringify(s.track)).toBe(before);
  });

  it('says why nothing fits on a hex after the plan, and refuses a step the seat cannot pay', () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const far = steam.queries.checkPlan(s, seat, [], '6,3');
    expect(far.options).toEqual([]);
    expect(far.reason).not.toBeNull();
    // Standard-style empty purse in the basic game: borrowing covers the price, and the option says so.
    const poor = withSeats(s, { [seat]: { cash: 0 } });
    const opt = steam.queries.checkPlan(poor, seat, [], steam.queries.buildOptions(s, seat)[0]!.request.hex).options[0]!;
    expect(opt.pay.units).toBeGreaterThan(0);
  });

  it('refuses a plan longer than any turn as a whole', () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const long = Array.from({ length: 17 }, () => ({ hex: '1,2', tile: 'S' as const, rotation: 0 }));
    expect(steam.queries.checkPlan(s, seat, long).reason?.key).toBe('plan.tooLong');
  });
});
