// Everything drawn from a state that leaves the worker is built here, for one viewer: snapshots, past positions, history
// lines and the check that a private query is the viewer's own. The raw state never crosses to the page: the worker is
// the table's referee, and the page shows only what the viewer may see (docs/architecture.md, "Worker: registry host
// and privacy").
import type { GameEvent } from '../engine/api';
import type { Reason } from '../engine/reason';
import { viewerSeat, type AnyRuleSystem, type Viewer } from '../engine/rule-system';
import type { GameHead } from '../store/schema';
import type { GameSnapshot, HistoryEntry, PageHead, PastPosition, UndoInfo } from './protocol';
import type { Played } from './replay';

/**
 * Whether `value` (untrusted: it came over postMessage) is a viewer of a game of `seats` seats: the table, or one of
 * its seats. Anything else is refused rather than guessed at, so a malformed viewer can never see a seat's secrets.
 */
export function isViewer(value: unknown, seats: number): value is Viewer {
  if (value === 'table') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const seat = (value as { seat?: unknown }).seat;
  return keys.length === 1 && keys[0] === 'seat' && Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < seats;
}

/** A copy of the viewer that holds nothing but its own fields (the page's object may carry anything). */
function cleanViewer(viewer: Viewer): Viewer {
  return viewer === 'table' ? 'table' : { seat: viewer.seat };
}

/**
 * A head as it may leave the worker: without the seed when the game's system has hidden information (every hand is
 * dealt from it). `hidden` is the system's RuleSystem.hiddenInformation, or true when the system is not known (a game
 * of a system this app does not hold): a head whose system cannot say is treated as secret.
 */
export function pageHead(head: GameHead, hidden: boolean): PageHead {
  if (!hidden) return head;
  const { seed: _, ...rest } = head;
  return rest;
}

/** The position `state` as `viewer` may see it: the system's view, the public board and the viewer's summary. */
export function positionFor(system: AnyRuleSystem, state: unknown, viewer: Viewer): PastPosition {
  return { view: system.viewFor(state, viewer), board: system.boardView(state), summary: system.summary(state, viewer) };
}

/** The snapshot of an open game for `viewer`: its position, and the latest move's events redacted and in words. */
export function snapshotFor(
  system: AnyRuleSystem,
  game: { head: GameHead; state: unknown; lastEvents: readonly GameEvent[] },
  undo: UndoInfo,
  viewer: Viewer,
): GameSnapshot {
  const { state } = game;
  return {
    head: pageHead(game.head, system.hiddenInformation),
    viewer: cleanViewer(viewer),
    toAct: system.toAct(state),
    ...positionFor(system, state, viewer),
    events: game.lastEvents.map((e) => system.redactEvent(e, viewer)),
    eventTexts: game.lastEvents.map((e) => system.describeEvent(e, state, viewer)),
    undo,
  };
}

/** One move of the history in words for `viewer`; `n` is its place among the moves in effect (null once undone). */
export function historyLine(system: AnyRuleSystem, played: Played<unknown, { seat: number }>, logIndex: number, viewer: Viewer): Extract<HistoryEntry, { kind: 'move' }> {
  return {
    kind: 'move',
    logIndex,
    n: played.inEffect,
    seat: played.move.seat,
    text: system.describeMove(played.before, played.move, played.events, viewer),
    events: played.events.map((e) => system.describeEvent(e, played.after, viewer)),
  };
}

/** The query every system answers: the moves of the seat to act (RuleSystem.legalMoves). */
export const LEGAL_MOVES = 'legalMoves';

/**
 * Why `viewer` may not ask query `name` with `args` of `state`, or null. A private query (one that reveals a seat's
 * secrets) names its seat as its first argument; only that seat's viewer is answered — never the table, never another
 * seat. The legal moves of a private decision are the decider's too (they may name the cards in its hand).
 */
export function queryRefusal(system: AnyRuleSystem, state: unknown, name: string, args: readonly unknown[], viewer: Viewer): Reason | null {
  const seat = viewerSeat(viewer);
  if (system.privateQueries.includes(name)) return seat !== null && args[0] === seat ? null : { key: 'query.private', params: { name } };
  if (name === LEGAL_MOVES) {
    const decider = system.toAct(state);
    if (decider?.private && decider.seat !== seat) return { key: 'query.private', params: { name } };
  }
  return null;
}
