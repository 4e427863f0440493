// Spike test helpers: the bundled board, a started game for 2–4 seats and either edition, setup played to the first
// turn by fixed choices, moves applied with a clear failure, and positions edited for scenarios (a copy, never the
// engine's own state).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameEvent } from '../../../src/engine/api';
import type { LatticeBoard } from '../../../src/engine/lattice/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { spike } from '../../../src/engine/spike/module';
import type { SpikeMove } from '../../../src/engine/spike/moves';
import { routeContext } from '../../../src/engine/spike/network';
import { routesTo } from '../../../src/engine/spike/routes';
import type { SpikeSetup } from '../../../src/engine/spike/setup';
import type { SpikeState } from '../../../src/engine/spike/state';

export const ROOT = join(import.meta.dirname, '../../..');
export const board = JSON.parse(readFileSync(join(ROOT, 'assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;
export const COLORS = board.colors.map((c) => c.id);

export function setupOf(players: number, edition: 'basic' | 'advanced' = 'basic', seed = 1): SpikeSetup {
  return { ruleSystem: 'spike', edition, map: board, seats: Array.from({ length: players }, (_, i) => ({ name: ['Ann', 'Bob', 'Cy', 'Di'][i]!, color: PLAYER_COLORS[i]! })), seed };
}

export function started(players: number, edition: 'basic' | 'advanced' = 'basic', seed = 1): { state: SpikeState; events: GameEvent[] } {
  const r = spike.start(setupOf(players, edition, seed));
  if (!r.ok) throw new Error(`setup refused: ${r.reason.key}`);
  return { state: r.state, events: r.events };
}

/** Applies a move that must be legal; throws with the reason otherwise. */
export function play(s: SpikeState, m: SpikeMove): { state: SpikeState; events: GameEvent[] } {
  const r = spike.apply(s, m);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.reason.key} ${JSON.stringify(r.reason.params ?? {})}`);
  return { state: r.state, events: r.events };
}

/** The reason key a move is refused with (null if accepted). */
export function refusal(s: SpikeState, m: SpikeMove): string | null {
  const r = spike.apply(s, m);
  return r.ok ? null : r.reason.key;
}

export const nodeOf = (city: string): string => board.places.find((p) => p.id === city)!.node;

/** Setup played: advanced choices side 0 and the first route card, the first colour held as the gift, locomotives on `cities` (by seat). */
export function toFirstTurn(players: number, cities: string[], edition: 'basic' | 'advanced' = 'basic', seed = 1): SpikeState {
  let s = started(players, edition, seed).state;
  while (s.phase === 'choose') {
    const seat = s.order[s.setupIndex]!;
    const p = s.players[seat]!;
    s = play(s, { type: 'chooseSetup', seat, sides: p.contracts.map(() => 0), keep: p.routeCards[0]! }).state;
  }
  const giver = s.order[0]!;
  const color = Object.keys(s.players[giver]!.hand).find((c) => s.players[giver]!.hand[c]! > 0)!;
  s = play(s, { type: 'gift', seat: giver, color }).state;
  while (s.phase === 'placeLoco') {
    const seat = s.order[s.setupIndex]!;
    s = play(s, { type: 'placeLoco', seat, city: cities[seat]! }).state;
  }
  return s;
}

/** A copy of `s` changed by `edit` (for scenarios: a position the rules reach, set up directly). */
export function edited(s: SpikeState, edit: (d: SpikeState) => void): SpikeState {
  const { map, ...rest } = s;
  const d = { ...(structuredClone(rest) as Omit<SpikeState, 'map'>), map };
  edit(d);
  return d;
}

/** `s` with seat's hand exactly `hand`: its old cards back into the pile, the new ones taken from it (60 cards kept). */
export function withHand(s: SpikeState, seat: number, hand: Record<string, number>): SpikeState {
  return edited(s, (d) => {
    const p = d.players[seat]!;
    for (const [c, n] of Object.entries(p.hand)) d.pile[c] = (d.pile[c] ?? 0) + n;
    for (const c of Object.keys(p.hand)) p.hand[c] = 0;
    for (const [c, n] of Object.entries(hand)) {
      if ((d.pile[c] ?? 0) < n) throw new Error(`the pile holds ${d.pile[c]} ${c}, not ${n}`);
      d.pile[c]! -= n;
      p.hand[c] = n;
    }
  });
}

/** `s` with seat to take its action now (turn start, train where it stands). */
export function turnOf(s: SpikeState, seat: number, stage: 'free' | 'action' = 'action'): SpikeState {
  return edited(s, (d) => {
    d.turn = { seat, stage, stopped: false };
  });
}

/**
 * Seat builds the route routes.ts finds first from its network to `city`, given exactly the cards it needs: returns
 * the state after the build and the move made.
 */
export function buildTo(s: SpikeState, seat: number, city: string): { state: SpikeState; move: SpikeMove; events: GameEvent[] } {
  const rich = Object.fromEntries(COLORS.map((c) => [c, 10]));
  const option = routesTo(routeContext(s, seat), city, rich)[0];
  if (!option) throw new Error(`no route from seat ${seat}'s network to ${city}`);
  const ready = turnOf(withHand(s, seat, option.needs), seat);
  const move: SpikeMove = { type: 'build', seat, nodes: option.nodes, payment: { direct: { ...option.needs }, jokers: [] } };
  const r = play(ready, move);
  return { state: r.state, move, events: r.events };
}
