// Steam's plan mode (the shared planner on Steam's build model) against the real Steam engine: tiles sketched ahead are
// judged one after another on a copy of the position, a hex only reachable through the plan offers its tiles, nothing
// is built until the plan is committed, and a plan belongs to one player's turn.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';
import type { BoardGame } from '../../../src/ui/rules/steam/board/board-game';
import { BuildModel } from '../../../src/ui/rules/steam/board/build-model';
import { basicGame, play, selectActions, steamMap, who } from '../../engine/steam/helpers';

function atBuild(): SteamState {
  const map = steamMap(['.......', '.......', '.......', '.......', '.......', '.......'], [
    { id: 'albany', hex: '1,1', color: 'red', startCubes: 1 },
    { id: 'boston', hex: '1,5', color: 'blue', startCubes: 1 },
  ]);
  return selectActions(basicGame(map, 3, [0, 1, 2]), { 0: 'turnOrder', 1: 'firstMove', 2: 'engineer' });
}

/** A game whose questions and moves go to the real engine, as the worker's would. */
function engineGame(start: SteamState) {
  const state = signal(start);
  const sent: SteamMove[] = [];
  const queries = steam.queries as unknown as Record<string, (s: SteamState, ...a: unknown[]) => unknown>;
  const game = {
    state,
    query: async (name: string, ...args: unknown[]) => ({ ok: true, value: queries[name]!(state.value, ...args) }),
    dispatch: async (move: SteamMove) => {
      const r = steam.apply(state.value, move);
      if (!r.ok) return r;
      sent.push(move);
      state.value = r.state;
      return { ok: true };
    },
  };
  return { game: game as unknown as BoardGame, state, sent };
}

/** A first tile from the seat's options and a hex where a tile fits only once that one is laid. */
function twoSteps(s: SteamState, seat: number) {
  const first = steam.queries.buildOptions(s, seat).find((o) => o.request.tile === 'S')!;
  const after = play(s, { type: 'build', seat, ...first.request });
  const second = steam.queries.buildOptions(after, seat).find((o) => steam.queries.buildOptions(s, seat, o.request.hex).length === 0)!;
  return { first, second };
}

describe('Steam plan mode', () => {
  it('plans two tiles, the second where only the first makes room, prices both and builds them on commit', async () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const { first, second } = twoSteps(s, seat);
    const { game, state, sent } = engineGame(s);
    const m = new BuildModel(game);
    await m.refresh();
    await m.planner.setPlanning(true);
    await m.tapHex(first.request.hex);
    m.choice.value = m.options.value.findIndex((o) => JSON.stringify(o.request) === JSON.stringify(first.request));
    await m.addToPlan();
    // The second hex has nothing in the real position: planning, the tap shows the tiles after the plan.
    await m.tapHex(second.request.hex);
    expect(m.reason.value).toBeNull();
    m.choice.value = m.options.value.findIndex((o) => JSON.stringify(o.request) === JSON.stringify(second.request));
    expect(m.choice.value).toBeGreaterThanOrEqual(0);
    await m.addToPlan();
    expect(m.planner.plan.value.map((st) => [st.req.hex, st.cost, st.reason])).toEqual([
      [first.request.hex, first.cost, null],
      [second.request.hex, second.cost, null],
    ]);
    expect(m.planner.planTotal.value).toBe(first.cost + second.cost);
    expect(m.boardPlan().every((p) => p.legal)).toBe(true);
    expect(sent).toEqual([]);
    // Committing sends both as build moves, in order; the plan is then empty.
    expect(await m.planner.commitAll()).toBe(2);
    expect(sent.map((mv) => mv.type === 'build' && mv.hex)).toEqual([first.request.hex, second.request.hex]);
    expect(Object.keys(state.value.track.tiles)).toEqual(expect.arrayContaining([first.request.hex, second.request.hex]));
    expect(m.planner.plan.value).toEqual([]);
  });

  it('marks a step the engine refuses with its reason, and a tap outside plan mode still shows the real position', async () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const { first, second } = twoSteps(s, seat);
    const { game } = engineGame(s);
    const m = new BuildModel(game);
    await m.refresh();
    await m.planner.setPlanning(true);
    await m.tapHex(first.request.hex);
    await m.addToPlan();
    await m.tapHex(second.request.hex);
    await m.addToPlan();
    // Without the first step the second cannot be built: removing the first leaves it refused, with the engine's words.
    m.planner.plan.value = m.planner.plan.value.slice(1);
    await m.planner.recheck();
    expect(m.planner.plan.value[0]!.reason).toEqual((steam.queries.checkBuild(s, seat, m.planner.plan.value[0]!.req) as { reason: unknown }).reason);
    expect(m.planner.priced.value).toBe(false);
    await m.planner.setPlanning(false);
    await m.tapHex(second.request.hex);
    expect(m.options.value).toEqual([]);
    expect(m.reason.value).not.toBeNull();
  });

  it('belongs to one turn: the next player starts with plan mode off and no plan', async () => {
    const s = atBuild();
    const seat = who(s)!.seat;
    const { first } = twoSteps(s, seat);
    const { game, state } = engineGame(s);
    const m = new BuildModel(game);
    await m.refresh();
    await m.planner.setPlanning(true);
    await m.tapHex(first.request.hex);
    await m.addToPlan();
    // A tile built in the same turn keeps the plan mode.
    state.value = play(state.value, { type: 'build', seat, ...first.request });
    await m.refresh();
    expect(m.planner.planning.value).toBe(true);
    state.value = play(state.value, { type: 'endBuild', seat });
    expect(who(state.value)!.seat).not.toBe(seat);
    await m.refresh();
    expect(m.planner.planning.value).toBe(false);
    expect(m.planner.plan.value).toEqual([]);
  });
});
