// A stand-in for GameModel in the panel-model tests: signals plus scripted engine answers, recording every move sent.
import { signal } from '@preact/signals';
import type { BoardView } from '../../../../engine/view';
import type { AosMove, AosView } from '../engine';
import type { BuildRequest } from '../../../../engine/track/types';
import type { AosQueryResult as QueryResult } from '../types';
import type { BoardGame, BuildOption, Delivery, SpecialLinkOption, UrbanizeOption } from './board-game';

export interface FakeAnswers {
  buildOptions?: (seat: number, hex?: string) => BuildOption[];
  checkReason?: { key: string };
  deliveries?: Delivery[];
  urbanize?: UrbanizeOption[];
  specialLinks?: SpecialLinkOption[];
  /** The engine's reason the turn may not end yet. */
  endReason?: { key: string; params?: Record<string, string | number> };
  refuse?: { key: string };
  /** The worker's build-turn figures. */
  buildTurn?: { limit: number; built: number; left: number; spent: number };
  /** The worker's plan check (every call is recorded in `planAsks`). */
  checkPlan?: (seat: number, builds: BuildRequest[], hex?: string) => QueryResult<'checkPlan'>;
}

export function fakeGame(state: Partial<AosView>, view: Partial<BoardView>, answers: FakeAnswers) {
  const sent: AosMove[] = [];
  const planAsks: { builds: BuildRequest[]; hex?: string }[] = [];
  const queries: Record<string, (...args: never[]) => unknown> = {
    buildOptions: (seat: number, hex?: string) => answers.buildOptions?.(seat, hex) ?? [],
    deliveryOptions: () => answers.deliveries ?? [],
    urbanizeOptions: () => answers.urbanize ?? [],
    specialLinkOptions: () => answers.specialLinks ?? [],
    endBuildReason: () => answers.endReason ?? null,
    buildTurn: () => answers.buildTurn ?? { limit: 3, built: 0, left: 3, spent: 0 },
    checkPlan: (seat: number, builds: BuildRequest[], hex?: string) => {
      planAsks.push({ builds: [...builds], ...(hex === undefined ? {} : { hex }) });
      if (answers.checkPlan) return answers.checkPlan(seat, builds, hex);
      // As the worker answers an empty plan: the options on the hex, and the reason for a straight when none fit.
      const options = hex === undefined ? [] : (answers.buildOptions?.(seat, hex) ?? []);
      return { steps: [], options, reason: !options.length && answers.checkReason ? answers.checkReason : null };
    },
  };
  const game = {
    state: signal(state as AosView),
    view: signal(view as BoardView),
    moveCount: signal(0),
    toAct: signal<number | null>(0),
    pending: signal(false),
    dispatch: async (move: AosMove) => {
      if (answers.refuse) return { ok: false as const, reason: answers.refuse };
      sent.push(move);
      return { ok: true as const };
    },
    // The engine's questions, by name as the worker takes them (GameModel.query).
    query: async (name: string, ...args: unknown[]) => ({ ok: true as const, value: (queries[name] as (...a: unknown[]) => unknown)(...args) }),
  };
  return { game: game as unknown as BoardGame, sent, planAsks };
}
