// The table's facts the Spike UI asks the engine for (networkCities, giftReceiver): the cities a seat's network
// reaches ([003:L151]) and the start player's gift going to the last player ([003:L79], P13).
import { describe, expect, it } from 'vitest';
import { spike } from '../../../src/engine/spike/module';
import { giftReceiver, networkCitiesOf } from '../../../src/engine/spike/table-queries';
import { buildTo, play, started, toFirstTurn } from './helpers';

describe('networkCities', () => {
  it('holds the home city, then every city the track reaches', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    expect(spike.queries.networkCities(s, 0)).toEqual(['topeka']);
    const built = buildTo(s, 0, 'kansas-city').state;
    expect(networkCitiesOf(built, 0)).toEqual(['kansas-city', 'topeka']);
    expect(networkCitiesOf(built, 1)).toEqual(['norfolk']);
  });

  it('is empty before the locomotive is placed and for a seat that is not in the game', () => {
    const s = started(2).state;
    expect(networkCitiesOf(s, 0)).toEqual([]);
    expect(networkCitiesOf(toFirstTurn(2, ['topeka', 'norfolk']), 5)).toEqual([]);
  });
});

describe('giftReceiver [003:L79]', () => {
  it('is the last player in playing order, and the gift goes there', () => {
    for (const n of [2, 3, 4]) {
      let s = started(n).state;
      expect(spike.queries.giftReceiver(s)).toBe(s.order[n - 1]);
      expect(giftReceiver(s)).not.toBe(s.order[0]);
      const giver = s.order[0]!;
      const color = Object.keys(s.players[giver]!.hand).find((c) => s.players[giver]!.hand[c]! > 0)!;
      const to = giftReceiver(s);
      const before = s.players[to]!.hand[color] ?? 0;
      s = play(s, { type: 'gift', seat: giver, color }).state;
      expect(s.players[to]!.hand[color]).toBe(before + 1);
    }
  });

  it('both new queries are public', () => {
    expect(spike.privateQueries).not.toContain('networkCities');
    expect(spike.privateQueries).not.toContain('giftReceiver');
  });
});
