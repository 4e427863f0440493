// A stand-in for GameModel in the panel-model tests: signals plus scripted engine answers, recording every move sent.
import { signal } from '@preact/signals';
import type { GameState } from '../../engine/index';
import type { BoardView } from '../../engine/view';
import type { AosMove } from '../model';
import type { BoardGame, BuildOption, Delivery, UrbanizeOption } from './board-game';

export interface FakeAnswers {
  buildOptions?: (seat: number, hex?: string) => BuildOption[];
  checkReason?: { key: string };
  deliveries?: Delivery[];
  urbanize?: UrbanizeOption[];
  refuse?: { key: string };
}

export function fakeGame(state: Partial<GameState>, view: Partial<BoardView>, answers: FakeAnswers) {
  const sent: AosMove[] = [];
  const game = {
    state: signal(state as GameState),
    view: signal(view as BoardView),
    moveCount: signal(0),
    toAct: signal<number | null>(0),
    pending: signal(false),
    dispatch: async (move: AosMove) => {
      if (answers.refuse) return { ok: false as const, reason: answers.refuse };
      sent.push(move);
      return { ok: true as const };
    },
    buildOptions: async (seat: number, hex?: string) => ({ ok: true as const, value: answers.buildOptions?.(seat, hex) ?? [] }),
    checkBuild: async () => ({ ok: true as const, value: answers.checkReason ? { ok: false as const, reason: answers.checkReason } : ({ ok: true } as never) }),
    deliveryOptions: async () => ({ ok: true as const, value: answers.deliveries ?? [] }),
    urbanizeOptions: async () => ({ ok: true as const, value: answers.urbanize ?? [] }),
  };
  return { game: game as unknown as BoardGame, sent };
}
