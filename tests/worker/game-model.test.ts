// GameModel's error signal around a move still being saved: a "game.busy" refusal stays visible until the player's
// next action, even when the move it waited for succeeds meanwhile; a failure of a move shows its own reason.
import { describe, expect, it } from 'vitest';
import { GameModel } from '../../src/ui/model/game-model';
import type { EngineClient } from '../../src/worker/client';
import type { AosMove } from '../../src/engine/aos/page';
import type { GameSnapshot } from '../../src/ui/model';

type Answer = { ok: true; snapshot: GameSnapshot } | { ok: false; reason: { key: string } };

/** A stand-in engine client whose dispatch answers wait until the test lets them through, one by one. */
function heldClient() {
  const waiting: ((a: Answer) => void)[] = [];
  const client = {
    call: (name: string) => {
      if (name !== 'dispatch') throw new Error(`unexpected call ${name}`);
      return new Promise<Answer>((resolve) => waiting.push(resolve));
    },
    onRestart: () => () => undefined,
  } as unknown as EngineClient;
  return { client, answer: (a: Answer) => waiting.shift()!(a) };
}

function snapshot(moveCount: number): GameSnapshot {
  return { head: { moveCount, toAct: 0 }, viewer: 'table', toAct: { seat: 0, decision: 'moveGoods' }, view: {}, board: {}, summary: {}, events: [], eventTexts: [], undo: { count: 0 } } as unknown as GameSnapshot;
}

const PASS: AosMove = { type: 'passGoods', seat: 0 };

describe('GameModel busy refusal', () => {
  it('stays visible after the pending move succeeds, until the next move', async () => {
    const { client, answer } = heldClient();
    const game = GameModel.from(snapshot(3), client);
    const first = game.dispatch(PASS);
    expect(game.pending.value).toBe(true);
    expect(await game.dispatch(PASS)).toEqual({ ok: false, reason: { key: 'game.busy' } });
    expect(game.error.value).toEqual({ key: 'game.busy' });
    answer({ ok: true, snapshot: snapshot(4) });
    expect(await first).toEqual({ ok: true });
    expect(game.moveCount.value).toBe(4);
    expect(game.error.value).toEqual({ key: 'game.busy' });
    // The player's next move clears it.
    const next = game.dispatch(PASS);
    expect(game.error.value).toBeNull();
    answer({ ok: true, snapshot: snapshot(5) });
    await next;
    expect(game.error.value).toBeNull();
  });

  it("a refused move shows the engine's reason, replacing a busy refusal", async () => {
    const { client, answer } = heldClient();
    const game = GameModel.from(snapshot(3), client);
    const first = game.dispatch(PASS);
    await game.dispatch(PASS);
    answer({ ok: false, reason: { key: 'turn.notYourTurn' } });
    expect(await first).toEqual({ ok: false, reason: { key: 'turn.notYourTurn' } });
    expect(game.error.value).toEqual({ key: 'turn.notYourTurn' });
    expect(game.pending.value).toBe(false);
  });
});

/** A client that answers every call with `answer(name)` and records the calls. */
function recordingClient(answer: (name: string) => unknown) {
  const calls: { name: string; args: unknown[] }[] = [];
  const client = {
    call: async (name: string, ...args: unknown[]) => {
      calls.push({ name, args });
      return answer(name);
    },
    onRestart: () => () => undefined,
  } as unknown as EngineClient;
  return { client, calls };
}

describe('GameModel viewer', () => {
  it('asks the worker for the table while the decision is public (tests/ui/game-model-viewer.test.ts: private ones), and names the viewer last in each call', async () => {
    const { client, calls } = recordingClient((name) => (name === 'query' ? { ok: true, value: [] } : { ok: true, entries: [] }));
    const game = GameModel.from({ ...snapshot(3), toAct: { seat: 2, decision: 'build' } } as GameSnapshot, client);
    expect(game.viewer.value).toBe('table');
    await game.legalMoves();
    await game.history();
    expect(calls.map((c) => c.args.at(-1))).toEqual(['table', 'table']);
    const over = GameModel.from({ ...snapshot(3), toAct: null } as GameSnapshot, client);
    expect(over.viewer.value).toBe('table');
  });

  it("gives a past position under the model's names: the viewer's view as state, the board as view", async () => {
    const { client, calls } = recordingClient(() => ({ ok: true, view: { round: 2 }, board: { tiles: [] }, summary: { round: 2 } }));
    const game = GameModel.from(snapshot(3), client);
    expect(await game.stateAt(1)).toEqual({ ok: true, state: { round: 2 }, view: { tiles: [] }, summary: { round: 2 } });
    expect(calls).toEqual([{ name: 'stateAt', args: [game.id, 1, 'table'] }]);
  });
});
