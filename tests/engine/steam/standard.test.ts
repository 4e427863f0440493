// The standard game's money rules ([000:L509-513], [000:L539-545], [000:L596-600], rules-spec §2.5): capital only in
// phase 1, at most down to −$10 income (then 2 VP per $5, S-E2, D32), every later cost from cash, and the seven phases
// of its round.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { endBuilds, offered, passGoods, path, play, refusal, selectActions, startSteam, steamMap, who, withSeats } from './helpers';

/** Ada (1,1) red and Bly (1,4) blue. */
function smallMap() {
  return steamMap(['....', '....', '....', '....', '....'], [
    { id: 'ada', hex: '1,1', color: 'red', startCubes: 1 },
    { id: 'bly', hex: '1,4', color: 'blue', startCubes: 1 },
  ]);
}

const standard = (): SteamState => startSteam({ players: 3, edition: 'standard', map: smallMap() });

describe('capital ([000:L541-545])', () => {
  it('is taken once a round, in turn order, $5 per income step', () => {
    let s = standard();
    const [a, b, c] = s.turnOrder as [number, number, number];
    expect(who(s)).toEqual({ seat: a, decision: 'capital' });
    s = play(s, { type: 'acquireCapital', seat: a, units: 3 });
    expect(s.players[a]).toMatchObject({ cash: 15, income: -3 });
    expect(who(s)).toEqual({ seat: b, decision: 'capital' });
    s = play(s, { type: 'acquireCapital', seat: b, units: 0 }, { type: 'acquireCapital', seat: c, units: 10 });
    expect(s.players[c]).toMatchObject({ cash: 50, income: -10 });
    expect(s.phase).toBe('auction');
    // Not later in the round.
    expect(refusal(s, { type: 'acquireCapital', seat: who(s)!.seat, units: 1 })).toMatchObject({ key: 'phase.wrongDecision' });
  });

  it('stops at −$10 income; there, 2 VP buy $5 (S-E2, D32)', () => {
    let s = standard();
    const a = s.turnOrder[0]!;
    s = withSeats(s, { [a]: { income: -8, vp: 5 } });
    // Two steps of income and two of 2 VP each.
    expect(steam.legalMoves(s).map((m) => (m.type === 'acquireCapital' ? m.units : -1))).toEqual([0, 1, 2, 3, 4]);
    expect(refusal(s, { type: 'acquireCapital', seat: a, units: 5 })).toEqual({
      key: 'capital.tooMuch',
      params: { units: 5, max: 4, amount: 25 },
      en: 'You can take at most 4 steps ($25 asked): income stops at −$10.',
    });
    s = play(s, { type: 'acquireCapital', seat: a, units: 4 });
    expect(s.players[a]).toMatchObject({ cash: 20, income: -10, vp: 1 });
  });
});

/** The first build turn of a standard game in which nobody took capital. */
function standardAtBuild(): SteamState {
  let s = standard();
  while (s.phase !== 'selectActions') s = play(s, s.phase === 'capital' ? { type: 'acquireCapital', seat: who(s)!.seat, units: 0 } : { type: 'dropOut', seat: who(s)!.seat });
  const order = s.turnOrder;
  return selectActions(s, { [order[0]!]: 'firstBuild', [order[1]!]: 'turnOrder', [order[2]!]: 'firstMove' });
}

describe('paying from cash only ([000:L598-600])', () => {
  it('a tile costing more than the cash is refused, never borrowed', () => {
    const s = standardAtBuild();
    const seat = who(s)!.seat;
    const tile = path(seat, ['1,1', '1,2', '1,3'])[0]!;
    expect(refusal(s, tile)).toEqual({
      key: 'build.cannotAfford',
      params: { cost: 2, cash: 0 },
      en: 'This costs $2 but you have $0, and in the standard game you cannot borrow now.',
    });
    expect(offered(s, tile)).toBe(false);
    expect(steam.queries.buildOptions(s, seat)).toEqual([]);
    expect(steam.queries.paymentPreview(s, seat, 2)).toMatchObject({ shortOfCash: true });
    // With $2 in cash it is paid from it.
    const rich = play(withSeats(s, { [seat]: { cash: 2 } }), tile);
    expect(rich.players[seat]).toMatchObject({ cash: 0, income: 0, vp: 0 });
  });
});

describe('the round of the standard game ([000:L531-537])', () => {
  it('runs capital, auction, actions, build, goods, income, and capital again', () => {
    let s = standard();
    const phases: string[] = [s.phase];
    const note = () => phases.at(-1) !== s.phase && phases.push(s.phase);
    while (s.round === 1) {
      const w = who(s)!;
      if (w.decision === 'capital') s = play(s, { type: 'acquireCapital', seat: w.seat, units: 1 });
      else if (w.decision === 'auction') s = play(s, { type: 'dropOut', seat: w.seat });
      else if (w.decision === 'selectAction') s = play(s, steam.legalMoves(s)[0]!);
      else if (w.decision === 'build') s = endBuilds(s);
      else s = passGoods(s);
      note();
    }
    expect(phases).toEqual(['capital', 'auction', 'selectActions', 'buildTrack', 'moveGoods', 'capital']);
    // Each took $5 and paid $1 for engine 1; income −1.
    expect(s.players.map((p) => [p.cash, p.income])).toEqual([
      [3, -1],
      [3, -1],
      [3, -1],
    ]);
  });
});
