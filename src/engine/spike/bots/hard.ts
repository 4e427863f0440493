// Spike's Hard level (issue 21 point 3): Medium's plan, checked by a one-move look-ahead with the engine. Each
// candidate (every train move, Medium's best builds, Medium's draw, every upgrade, Medium's own choice) is applied to
// the seat's stand-in state (built from its view: other hands empty, the pile a count, so nothing it cannot see enters)
// and the position it leaves is valued for the seat; Hard takes the best, keeping Medium's choice unless another is
// clearly better (the value is rough: a small edge is noise).
import { reason } from '../../reason';
import type { RngState } from '../../rng';
import { applyMove } from '../apply';
import { openDestinations, trackDistances, trainTargets, whereTo } from '../bot';
import { countOf } from '../deck';
import { routeBonus } from '../flow';
import type { SpikeMove } from '../moves';
import { graphOf, networkCities } from '../network';
import { legalMoves } from '../queries';
import type { SpikeState } from '../state';
import { speedOf } from '../travel';
import { buildScore, buildWhy, drawWhy, timeLeft, trainWhy, turnDecision, type BuildMove, type Decision, type TrainMove } from './levels';

/** Builds Hard looks at: Medium's best few by its own measure. */
const BUILDS_LOOKED_AT = 8;
/** How much better (in dollars of position value) another move must be to overrule Medium's choice. */
const MARGIN = 0.75;

/**
 * What the position is worth to `seat` in dollars: its money, the route card's bonus as the network stands
 * ([003:L230]), the freight it carries and the contracts it can serve (by pay, less the way there), its cards, its
 * train's upgrades and its cities, the last three weighed by the time left.
 */
export function positionValue(s: SpikeState, seat: number): number {
  const p = s.players[seat]!;
  if (s.phase === 'gameOver') return p.money;
  const w = timeLeft(s);
  const g = graphOf(s.map);
  const connected = networkCities(s, seat);
  let v = p.money;
  const card = p.routeCards.length === 1 ? p.routeCards[0]! : undefined;
  if (card) v += routeBonus(s, seat, card) * 0.9;
  const speed = Math.max(1, speedOf(s, seat));
  const at = p.loco ? whereTo(p.loco) : null;
  const served = new Set(p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : [])));
  for (const c of p.contracts) {
    if (c.freight === 'delivered') continue;
    const dests = openDestinations(s, p, c).filter((d) => !served.has(d.city));
    const reach = dests.filter((d) => connected.has(d.city));
    if (c.freight === 'train') {
      // Carried: worth most of the best connected pay, less a dollar per turn or so of the way there.
      let best = 0;
      for (const d of reach) {
        const dist = at === null ? 0 : (trackDistances(s, seat, g.nodeOf.get(d.city)!).get(at) ?? 20);
        best = Math.max(best, d.pay - 0.5 * Math.ceil(dist / speed));
      }
      v += reach.length ? 0.9 * best : 0.25 * Math.max(0, ...dests.map((d) => d.pay));
    } else {
      const source = s.map.places.some((x) => x.good === c.good && connected.has(x.id));
      const pay = Math.max(0, ...reach.map((d) => d.pay));
      v += source && reach.length ? 0.55 * pay * Math.max(0.4, w) : (source ? 0.1 : 0) * Math.max(0, ...dests.map((d) => d.pay)) + 0.2 * pay;
    }
  }
  v += 0.45 * Math.min(10, countOf(p.hand));
  v += w * (2 * p.train.speed + 1.2 * p.train.capacity + p.train.tender);
  v += w * 0.3 * connected.size;
  return v;
}

/** The candidates Hard applies: every train move, Medium's best builds, Medium's choice, every upgrade, the pass. */
function candidates(s: SpikeState, seat: number, medium: SpikeMove): SpikeMove[] {
  const legal = legalMoves(s);
  const out: SpikeMove[] = [medium];
  const builds = legal.filter((m): m is BuildMove => m.type === 'build').map((m) => ({ m, v: buildScore(s, seat, m, 'medium') }));
  for (const x of builds.toSorted((a, b) => b.v - a.v).slice(0, BUILDS_LOOKED_AT)) out.push(x.m);
  for (const m of legal) if ('path' in m || m.type === 'upgrade' || m.type === 'pass') out.push(m);
  return out;
}

/** Hard's turn decision: the candidate whose position is worth most, Medium's choice unless beaten by MARGIN. */
export function hardTurn(s: SpikeState, seat: number, rng: RngState): Decision | null {
  const medium = turnDecision(s, seat, rng, 'medium');
  if (!medium) return null;
  let best = medium;
  let bestValue = -Infinity;
  const targets = trainTargets(s, seat);
  for (const m of candidates(s, seat, medium.move)) {
    const r = applyMove(s, m);
    if (!r.ok) continue;
    const v = positionValue(r.state, seat) + (m === medium.move ? MARGIN : 0);
    if (v > bestValue) {
      bestValue = v;
      best = m === medium.move ? medium : { move: m, why: whyOf(s, seat, m, targets) };
    }
  }
  return best;
}

function whyOf(s: SpikeState, seat: number, m: SpikeMove, targets: ReturnType<typeof trainTargets>): Decision['why'] {
  if ('path' in m) return trainWhy(s, seat, m as TrainMove, targets);
  switch (m.type) {
    case 'build':
      return buildWhy(s, seat, m);
    case 'draw':
      return drawWhy(m);
    case 'upgrade':
      return reason('hint.upgrade', { attribute: m.attribute });
    case 'pass':
      return reason('hint.pass', {});
    default:
      return reason('hint.move', {});
  }
}

