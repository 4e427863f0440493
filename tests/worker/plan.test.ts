// Age of Steam's plan-mode and build-turn queries (answered in the worker) on a bot-played Rust Belt position.
import { describe, expect, it } from 'vitest';
import { ageOfSteam } from '../../src/engine/aos/module';
import { buildTurn } from '../../src/engine/aos/phases/build';
import { checkPlan, MAX_PLAN_STEPS } from '../../src/engine/aos/plan';
import { buildOptions, checkBuild } from '../../src/engine/aos/queries';
import type { BuildRequest } from '../../src/engine/track/types';
import { planRoute, scenario } from '../fixtures/board/scenarios';

describe('checkPlan (plan mode in the worker)', () => {
  const sc = scenario('build');
  const route = planRoute(sc.state, sc.seat);

  it('judges a three-tile route step by step: later steps are legal only after the earlier ones', () => {
    // On its own, the third tile does not connect to anything yet…
    expect(checkBuild(sc.state, sc.seat, route[2]!).ok).toBe(false);
    // …but as the third step of the plan it does, with the engine's cost and kind.
    const { steps } = checkPlan(sc.state, sc.seat, route);
    expect(steps.map((st) => st.ok)).toEqual([true, true, true]);
    for (const st of steps) if (st.ok) expect(st.cost).toBeGreaterThan(0);
    expect(steps[0]).toEqual({ ok: true, cost: (checkBuild(sc.state, sc.seat, route[0]!) as { cost: number }).cost, kind: 'place' });
    // The real state is untouched.
    expect(sc.state.track.tiles[route[0]!.hex]).toBeUndefined();
  });

  it('gives the engine’s reason for an impossible step and judges the rest without it', () => {
    const { steps } = checkPlan(sc.state, sc.seat, [route[0]!, route[0]!, route[1]!]);
    expect(steps[0]!.ok).toBe(true);
    expect(steps[1]!.ok).toBe(false);
    if (!steps[1]!.ok) expect(steps[1]!.reason.key).toMatch(/\w+\.\w+/);
    expect(steps[2]!.ok).toBe(true);
  });

  it('offers the options on a hex as they will be after the plan, and the reason when nothing fits', () => {
    const after = checkPlan(sc.state, sc.seat, route.slice(0, 2), route[2]!.hex);
    expect(after.options.some((o) => o.request.tile === route[2]!.tile && o.request.rotation === route[2]!.rotation)).toBe(true);
    expect(after.reason).toBeNull();
    const before = checkPlan(sc.state, sc.seat, [], route[2]!.hex);
    expect(before.options.some((o) => o.request.tile === route[2]!.tile && o.request.rotation === route[2]!.rotation)).toBe(false);
    // A hex where nothing fits now: no options, and the engine's reason for a plain straight there.
    const bare = sc.state.map.places.map((p) => p.hex).find((id) => !buildOptions(sc.state, sc.seat, id).length)!;
    const none = checkPlan(sc.state, sc.seat, [], bare);
    expect(none.options).toEqual([]);
    expect(none.reason).not.toBeNull();
    expect(none.reason).toEqual((checkBuild(sc.state, sc.seat, { hex: bare, tile: 'S', rotation: 0 }) as { reason: unknown }).reason);
  });

  it('checks untrusted steps like moves and refuses an over-long plan', () => {
    const junk = [{ hex: route[0]!.hex, tile: 'nonsense', rotation: 0 }, null, { hex: '__proto__', tile: 'S', rotation: 99 }] as unknown as BuildRequest[];
    const { steps } = checkPlan(sc.state, sc.seat, junk);
    expect(steps).toHaveLength(3);
    for (const st of steps) expect(st.ok).toBe(false);
    const long = checkPlan(sc.state, sc.seat, Array.from({ length: MAX_PLAN_STEPS + 1 }, () => route[0]!));
    expect(long.steps).toEqual([]);
    expect(long.reason?.key).toBe('plan.tooLong');
    expect(checkPlan(sc.state, sc.seat, 'x' as unknown as BuildRequest[]).reason?.key).toBe('plan.tooLong');
  });
});

describe('buildTurn', () => {
  const sc = scenario('build');

  it('counts tiles by the engine’s limit, and only for the seat building now', () => {
    const limit = sc.state.actions.engineer === sc.seat ? 4 : 3;
    expect(buildTurn(sc.state, sc.seat)).toEqual({ limit, built: 0, left: limit, spent: 0 });
    const other = (sc.seat + 1) % sc.state.seats.length;
    expect(buildTurn(sc.state, other)).toEqual({ limit: 0, built: 0, left: 0, spent: 0 });
  });

  it('counts a laid tile', () => {
    const [first] = planRoute(sc.state, sc.seat);
    const res = ageOfSteam.apply(sc.state, { type: 'build', seat: sc.seat, hex: first!.hex, tile: first!.tile, rotation: first!.rotation });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const turn = buildTurn(res.state, sc.seat);
    expect(turn.built).toBe(1);
    expect(turn.left).toBe(turn.limit - 1);
    expect(turn.spent).toBeGreaterThan(0);
  });

  it('both are queries of the module the host may answer, and neither is private', () => {
    expect(Object.hasOwn(ageOfSteam.queries, 'checkPlan') && Object.hasOwn(ageOfSteam.queries, 'buildTurn')).toBe(true);
    expect(ageOfSteam.privateQueries).not.toContain('checkPlan');
    expect(ageOfSteam.privateQueries).not.toContain('buildTurn');
  });
});
