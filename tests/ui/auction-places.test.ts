// The auction panel's "Dropped out — place N" (the engine's auctionDropPlaces, which the panel only prints) agrees with
// the engine's droppedOut event (issue 14 point 2: the first player out of a 3-player auction was shown as place 4).
import { describe, expect, it } from 'vitest';
import { applyMove, type GameEvent } from '../../src/engine/aos/index';
import { auctionDropPlaces } from '../../src/engine/aos/round-info';
import { gameWithOrder, play, skipShares } from '../engine/aos/helpers';

describe('auction drop-out places', () => {
  for (const players of [3, 4, 5]) {
    it(`${players} players: each dropped seat shows the place the engine gave it`, () => {
      let s = skipShares(gameWithOrder(Array.from({ length: players }, (_, i) => i)));
      s = play(s, { type: 'bid', seat: 0, amount: 1 });
      const positions: number[] = [];
      // Everyone after the bidder drops out in turn, until one bidder is left; the panel is read after each.
      for (let seat = 1; seat < players - 1; seat++) {
        const r = applyMove(s, { type: 'dropOut', seat });
        if (!r.ok) throw new Error(JSON.stringify(r.reason));
        const e = r.events.find((x: GameEvent) => x.type === 'droppedOut')!;
        positions.push(Number(e.position));
        s = r.state;
        expect(auctionDropPlaces(s.auction!)).toEqual(positions);
      }
      expect(positions[0]).toBe(players);
    });
  }
});
