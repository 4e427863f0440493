// What must hold after every Spike move (issue 19 point 6), in words: every rail card in one place (hands + display +
// pile + discards + removed = 60), at most 45 pieces per player and no segment twice, money never below 0, every
// freight marker in exactly one place and no more on a train than its cars, the market a permutation of the goods,
// one city per contract and one good per city per player, the time cards accounted for.
import { cardsForBoard, countOf } from './deck';
import { routeBonus } from './flow';
import type { SpikeState } from './state';

export function checkInvariants(s: SpikeState): string[] {
  const out: string[] = [];
  const cards = cardsForBoard(s.map.id);
  if (!cards) return ['no cards for the board'];
  const total = cards.rails.reduce((a, r) => a + r.count, 0);
  const negative = (what: string, c: Record<string, number>) => {
    for (const [k, n] of Object.entries(c)) if (!Number.isInteger(n) || n < 0) out.push(`${what}: ${k} is ${n}`);
  };
  negative('pile', s.pile);
  negative('lower pile', s.lowerPile);
  negative('discards', s.discards);
  let held = s.display.length + countOf(s.pile) + countOf(s.lowerPile) + countOf(s.discards) + countOf(s.removed);
  s.players.forEach((p, seat) => {
    negative(`seat ${seat} hand`, p.hand);
    held += countOf(p.hand);
  });
  if (held !== total) out.push(`rail cards: ${held} accounted for, not ${total}`);
  if (s.display.length > 4) out.push(`display holds ${s.display.length} cards`);
  if (s.timeInPile < 0 || s.timeInPile + s.timeDrawn > 3 || (s.round === 3 && s.timeInPile + s.timeDrawn !== 3)) out.push(`time cards: ${s.timeInPile} in the pile, ${s.timeDrawn} drawn in round ${s.round}`);
  if (s.round < 3 && (s.timeInPile !== 0 || countOf(s.lowerPile) !== 0)) out.push('time cards or a lower half before round 3');

  const built = new Set<number>();
  s.players.forEach((p, seat) => {
    if (p.money < 0) out.push(`seat ${seat} has $${p.money}`);
    if (p.piecesLeft < 0 || p.piecesLeft + p.track.length !== cards.setup.trackPerPlayer) out.push(`seat ${seat}: ${p.track.length} pieces built, ${p.piecesLeft} left`);
    for (const i of p.track) {
      if (built.has(i)) out.push(`segment ${i} built twice`);
      built.add(i);
    }
    for (const a of ['speed', 'tender', 'capacity'] as const) if (p.train[a] < 0 || p.train[a] > 2) out.push(`seat ${seat} ${a} level ${p.train[a]}`);
    const onTrain = p.contracts.filter((c) => c.freight === 'train').length;
    if (onTrain > cards.train.capacity[p.train.capacity]!) out.push(`seat ${seat} carries ${onTrain} goods`);
    const served = p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : []));
    if (new Set(served).size !== served.length) out.push(`seat ${seat} served a city twice`);
    for (const c of p.contracts) if ((c.freight === 'delivered') !== (c.deliveredTo !== null)) out.push(`seat ${seat} ${c.good}: marker ${c.freight}, delivered to ${c.deliveredTo}`);
    if (s.phase === 'gameOver' && p.routeBonus !== (p.routeCards[0] ? routeBonus(s, seat, p.routeCards[0]) : 0)) out.push(`seat ${seat} route bonus ${p.routeBonus}`);
  });
  // Every freight marker (one per good, each on one contract) in exactly one place.
  const goods = s.players.flatMap((p) => p.contracts.map((c) => c.good));
  if (goods.length !== s.map.goods.length || new Set(goods).size !== goods.length) out.push(`contracts cover ${goods.join(',')}`);
  const market = s.market.flat();
  if (market.length !== s.map.goods.length || new Set(market).size !== market.length || !s.map.goods.every((g) => market.includes(g))) out.push(`market ${JSON.stringify(s.market)}`);
  if (s.market.some((col) => col.length !== 3)) out.push('a market column does not hold 3 markers');
  return out;
}
