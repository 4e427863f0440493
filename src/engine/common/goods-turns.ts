// The turns of moving goods that the hex-track rule systems share: two rounds in which each seat in turn moves a cube,
// takes its one engine step instead, or passes; each of those ends the seat's turn of the round. The systems keep
// their own delivery rules and name the engine step their way (Age of Steam's upgrade, Steam's raise).
// Its refusals are worded by each system's catalogue (the used-step key is the system's own).
import type { GameEvent } from '../api';
import { reason, type Reason } from '../reason';

/** A round of moving goods: its number and the seats still to move, the seat to move first. */
export interface GoodsRound {
  round: number;
  queue: number[];
}

/** Opens the second round of moving goods with the seats of `queue()` to move, or says both rounds are done. */
export function openSecondRound(events: GameEvent[], goods: GoodsRound, queue: () => number[]): boolean {
  if (goods.round >= 2) return false;
  goods.round = 2;
  goods.queue = queue();
  events.push({ type: 'goodsRoundStarted', round: 2 });
  return true;
}

/**
 * Why a seat may not take the engine step now: its step is used (`usedKey`, the system's words) or its engine is at
 * `max` already (one link further per step, at most `max`).
 */
export function engineStepRefusal(used: boolean | undefined, engine: number, max: number, usedKey: string): Reason | null {
  if (used) return reason(usedKey);
  if (engine >= max) return reason('goods.engineMax', { max });
  return null;
}

/** The engine step, already checked: one level up, the step used, `event` told the new level, the seat's turn over. */
export function takeEngineStep(events: GameEvent[], goods: GoodsRound, used: boolean[], economy: { engine: number }, seat: number, event: (level: number) => GameEvent): void {
  economy.engine += 1;
  used[seat] = true;
  events.push(event(economy.engine));
  goods.queue.shift();
}

/** The seat passes this round of moving goods. */
export function passGoodsTurn(events: GameEvent[], goods: GoodsRound, seat: number): Reason | null {
  events.push({ type: 'passedGoods', seat, round: goods.round });
  goods.queue.shift();
  return null;
}
