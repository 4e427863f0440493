import { describe, expect, it } from 'vitest';
import { checkBuild } from '../../engine/index';
import { planRoute, scenario } from '../../../tests/fixtures/board/scenarios';
import { checkPlan, optionsAfter } from './planner';

describe('plan mode what-if checks (real engine, bot-played Rust Belt position)', () => {
  const sc = scenario('build');
  const route = planRoute(sc.state, sc.seat);

  it('judges a three-tile route step by step: later steps are legal only after the earlier ones', async () => {
    // On its own, the third tile does not connect to anything yet…
    expect(checkBuild(sc.state, sc.seat, route[2]!).ok).toBe(false);
    // …but as the third step of the plan it does, and the plan's costs are the engine's.
    const { steps, after } = await checkPlan(sc.state, sc.seat, route);
    expect(steps.map((st) => st.reason)).toEqual([null, null, null]);
    for (const st of steps) expect(st.cost).toBeGreaterThan(0);
    expect(Object.keys(after.track.tiles)).toEqual(expect.arrayContaining(route.map((r) => r.hex)));
    expect(sc.state.track.tiles[route[0]!.hex]).toBeUndefined();
  });

  it('marks an impossible step with the engine’s reason and judges the rest without it', async () => {
    const { steps } = await checkPlan(sc.state, sc.seat, [route[0]!, route[0]!, route[1]!]);
    expect(steps[0]!.reason).toBeNull();
    expect(steps[1]!.reason?.key).toMatch(/\w+\.\w+/);
    expect(steps[1]!.cost).toBeNull();
    expect(steps[2]!.reason).toBeNull();
  });

  it('offers build options on a hex as they will be after the plan', async () => {
    const { after } = await checkPlan(sc.state, sc.seat, route.slice(0, 2));
    const opts = await optionsAfter(after, sc.seat, route[2]!.hex);
    expect(opts.some((o) => o.request.tile === route[2]!.tile && o.request.rotation === route[2]!.rotation)).toBe(true);
  });
});
