// The end's ranking as the engine answers it (standings query, [003:L236]): money first, then cities in the network,
// then unbuilt track pieces; each seat's place and what decided it against the next seat; full ties share a place; the
// game's winners are the ranking's first place; a route card's bonus shows only once the game is over.
import { describe, expect, it } from 'vitest';
import { finishGame } from '../../../src/engine/spike/flow';
import { spike } from '../../../src/engine/spike/module';
import { standings } from '../../../src/engine/spike/standings';
import type { SpikeState } from '../../../src/engine/spike/state';
import { buildTo, edited, toFirstTurn } from './helpers';

/** Three seats at Topeka, Norfolk and Chicago; seat 0 has built to Kansas City (2 cities in its network). */
function position(): SpikeState {
  const s = toFirstTurn(3, ['topeka', 'norfolk', 'chicago']);
  return buildTo(s, 0, 'kansas-city').state;
}

/** `s` with these money amounts and unbuilt pieces per seat. */
function withScores(s: SpikeState, money: number[], pieces: number[]): SpikeState {
  return edited(s, (d) =>
    d.players.forEach((p, i) => {
      p.money = money[i]!;
      p.piecesLeft = pieces[i]!;
    }),
  );
}

/** The game ended at these scores: no route cards, so the end adds no bonus and the money set here decides. */
function end(money: number[], pieces: number[]): SpikeState {
  return edited(withScores(position(), money, pieces), (d) => {
    d.players.forEach((p) => (p.routeCards = []));
    finishGame(d, []);
  });
}

const brief = (s: SpikeState) => standings(s).map((x) => [x.seat, x.rank, x.decidedBy]);

describe('standings [003:L236]', () => {
  it('ranks by money and says money decided', () => {
    const s = withScores(position(), [5, 9, 7], [40, 40, 40]);
    expect(brief(s)).toEqual([
      [1, 1, 'money'],
      [2, 2, 'money'],
      [0, 3, null],
    ]);
  });

  it('on equal money the seat with more cities in its network is ahead, decided by cities', () => {
    const s = withScores(position(), [8, 8, 3], [40, 40, 40]);
    const rows = standings(s);
    expect(rows.map((x) => [x.seat, x.cities, x.rank, x.decidedBy])).toEqual([
      [0, 2, 1, 'cities'],
      [1, 1, 2, 'money'],
      [2, 1, 3, null],
    ]);
  });

  it('on equal money and cities more unbuilt pieces decide; a full tie shares the place', () => {
    const s = withScores(position(), [4, 6, 6], [43, 40, 44]);
    expect(brief(s)).toEqual([
      [2, 1, 'pieces'],
      [1, 2, 'money'],
      [0, 3, null],
    ]);
    const tied = withScores(position(), [4, 6, 6], [43, 44, 44]);
    expect(brief(tied)).toEqual([
      [1, 1, null],
      [2, 1, 'money'],
      [0, 3, null],
    ]);
  });

  it('names no winner and no route bonus before the end', () => {
    const s = withScores(position(), [4, 6, 6], [43, 44, 44]);
    expect(standings(s).some((x) => x.winner)).toBe(false);
    expect(standings(edited(s, (d) => (d.players[1]!.routeBonus = 7))).every((x) => x.routeBonus === 0)).toBe(true);
  });

  it('the game’s winners are the first place of the ranking, ties and all', () => {
    const byCities = end([6, 6, 2], [40, 44, 44]);
    expect(byCities.winners).toEqual([0]);
    expect(standings(byCities).filter((x) => x.winner).map((x) => x.seat)).toEqual([0]);
    const shared = end([3, 6, 6], [40, 44, 44]);
    expect(shared.winners).toEqual([1, 2]);
    expect(standings(shared).map((x) => [x.seat, x.rank, x.winner])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [0, 3, false],
    ]);
  });

  it('is a public query of the rule system', () => {
    const s = withScores(position(), [4, 6, 6], [43, 40, 44]);
    expect(spike.queries.standings(s)).toEqual(standings(s));
    expect(spike.privateQueries).not.toContain('standings');
  });
});
