// Plain-words descriptions of moves and events for the history log, as message keys with parameters.
// Seat parameters are names; `action`, `phase`, `color` and `group` parameters are ids that formatMessage translates.
import type { GameEvent } from '../api';
import { nameOfSeat, printedName, whereReason, withEventFields } from '../event-params';
import { describeSharedMove, gainsBySeat, isSharedMove, paidOrder, seatList } from '../common/history-words';
import { reason, type Reason } from '../reason';
import type { AosMove } from './moves';
import { START_PLAYER_PRICE } from './numbers';
import { specialLinkName } from './phases/build';
import type { GameState } from './state';

export { restatesMove } from './restated';

type Params = Record<string, string | number>;

function name(s: GameState | null, seat: unknown): string {
  return nameOfSeat(s?.seats, seat);
}

/** A move in plain words, e.g. "Ada bids $5". */
export function describeMove(s: GameState, m: AosMove): Reason {
  const n = name(s, m.seat);
  if (isSharedMove(m)) return describeSharedMove(n, m, (hex) => placeName(s, hex));
  switch (m.type) {
    case 'issueShares':
      return reason(m.count === 0 ? 'moveDesc.issueNoShares' : 'moveDesc.issueShares', { name: n, count: m.count, cash: m.count * 5 });
    case 'selectAction':
      return reason('moveDesc.selectAction', { name: n, action: m.action });
    case 'urbanize':
      // The town's own name: on the state after the move its hex already reads "New City A" (…on New City A).
      return reason('moveDesc.urbanize', { name: n, letter: m.letter, place: townName(s, m.hex) });
    case 'build':
      return whereReason(m.townMarker ? 'moveDesc.buildWithMarker' : 'moveDesc.build', s?.map, m.hex, { name: n, tile: m.tile, rotation: m.rotation }, placeName(s, m.hex));
    case 'buildSpecialLink':
      return reason('moveDesc.buildSpecialLink', { name: n, link: specialLinkName(s.map, m.link) });
    case 'payStartPlayer':
      return reason('moveDesc.payStartPlayer', { name: n, price: START_PLAYER_PRICE });
    case 'declineStartPlayer':
      return reason('moveDesc.declineStartPlayer', { name: n });
    case 'chooseTranscontinental':
      return reason('moveDesc.chooseTranscontinental', { name: n, names: m.seats.map((x) => name(s, x)).join(', ') });
    case 'upgradeEngine':
      return reason('moveDesc.upgradeEngine', { name: n, level: (s.players[m.seat]?.engine ?? 0) + 1 });
    case 'placeProduction':
      return reason('moveDesc.placeProduction', { name: n, fields: m.fields.join(', ') });
  }
}

/** The printed name of the place on a hex (a New City keeps its town's name), else the hex id. */
function townName(s: GameState | null, hex: unknown): string {
  return printedName(s?.map, hex);
}

function placeName(s: GameState | null, hex: unknown): string {
  if (typeof hex !== 'string') return '';
  const nc = s?.track.newCities[hex];
  const p = s?.map.places.find((x) => x.hex === hex);
  if (nc) return `New City ${nc.letter}`;
  return p ? p.name : hex;
}


/**
 * An event in plain words. Pass the state (before or after the move) to turn seat numbers and hexes into names;
 * without it seats read "#1", "#2" …
 */
export function describeEvent(e: GameEvent, s: GameState | null = null): Reason {
  const p: Params = {};
  const seatName = (x: unknown) => name(s, x);
  let key = `event.${e.type}`;
  if (e.seat !== undefined) p.name = seatName(e.seat);
  switch (e.type) {
    case 'startOrderRolled':
      p.rolls = (e.rolls as { seat: number; sum: number }[]).map((r) => `${seatName(r.seat)} ${r.sum}`).join(', ');
      break;
    case 'startOrder':
    case 'auctionNoBids':
    case 'startPlayerPaid':
    case 'startOrderKept':
      p.order = seatList(e.order, seatName);
      break;
    case 'auctionResult':
      p.order = paidOrder(e.order, e.payments, seatName);
      break;
    case 'phaseStarted':
      p.phase = String(e.phase);
      p.round = Number(e.round);
      break;
    case 'urbanized':
      p.place = townName(s, e.hex);
      break;
    case 'tileBuilt': {
      const w = whereReason(key, s?.map, e.hex, p, placeName(s, e.hex));
      key = w.key;
      Object.assign(p, w.params);
      break;
    }
    case 'goodsGrown':
    case 'extraGrowth':
      p.place = placeName(s, e.hex);
      break;
    case 'specialLinkBuilt':
      p.link = s ? specialLinkName(s.map, String(e.link)) : String(e.link);
      break;
    case 'transcontinental':
    case 'transcontinentalChosen':
      p.owners = (e.paid as { seat: number; amount: number }[]).map((x) => `${seatName(x.seat)} +${x.amount}`).join(', ') || '—';
      break;
    case 'transcontinentalPending':
      p.owners = seatList(e.owners, seatName);
      break;
    case 'eastWestBonus':
      p.to = seatName(e.to);
      break;
    case 'tieBreakDice':
      p.rolls = (e.rolls as { seat: number; die: number }[]).map((r) => `${seatName(r.seat)} ${r.die}`).join(', ');
      break;
    case 'delivered':
      p.place = placeName(s, e.from);
      p.to = placeName(s, e.to);
      p.owners = gainsBySeat(e.incomeBy, seatName);
      break;
    case 'growthDice':
    case 'productionDrawn':
    case 'productionPlaced':
      break;
    case 'gameOver':
      p.winners = seatList(e.winners, seatName) || '—';
      break;
    case 'sharesRedeemed':
      if (e.lost === true) return reason('event.sharesRedeemedLost', { name: seatName(e.seat), due: Number(e.due), cash: Number(e.cash) });
      break;
    default:
      break;
  }
  return reason(key, withEventFields(e, p));
}
