// Plain-words descriptions of Steam moves and events for the history log, as message keys with parameters. Seat
// parameters are names; `action`, `phase`, `color`, `as` and `dir` parameters are ids the catalogue translates
// (messages.ts STEAM_ID_PARAMS).
import type { GameEvent } from '../api';
import { listParam, nameOfSeat, printedName, whereReason, withEventFields } from '../event-params';
import { describeSharedMove, gainsBySeat, isSharedMove, paidOrder, seatList } from '../common/history-words';
import { reason, type Reason } from '../reason';
import type { SteamMove } from './moves';
import type { SteamView } from './state';

type Params = Record<string, string | number>;

function name(s: SteamView | null, seat: unknown): string {
  return nameOfSeat(s?.seats, seat);
}

function placeName(s: SteamView | null, hex: unknown): string {
  return printedName(s?.map, hex);
}

/** A move in plain words, e.g. "Ada takes Engineer". */
export function describeMove(s: SteamView, m: SteamMove): Reason {
  const n = name(s, m.seat);
  if (isSharedMove(m)) return describeSharedMove(n, m, (hex) => placeName(s, hex));
  switch (m.type) {
    case 'bidPosition':
      return reason('moveDesc.bidPosition', { name: n, amount: m.amount, position: (s.initialAuction?.position ?? 0) + 1 });
    case 'passPosition':
      return reason('moveDesc.passPosition', { name: n });
    case 'acquireCapital':
      return reason(m.units === 0 ? 'moveDesc.noCapital' : 'moveDesc.acquireCapital', { name: n, amount: m.units * 5, units: m.units });
    case 'takeAction':
      return reason(m.forgo ? 'moveDesc.takeActionForgo' : 'moveDesc.takeAction', { name: n, action: m.action });
    case 'build':
      return whereReason('moveDesc.build', s?.map, m.hex, { name: n, tile: m.tile, rotation: m.rotation }, placeName(s, m.hex));
    case 'urbanize':
      return reason('moveDesc.urbanize', { name: n, color: m.color, place: placeName(s, m.hex) });
    case 'supplyGoods':
      return reason('moveDesc.supplyGoods', { name: n, place: placeName(s, m.hex), field: m.field + 1 });
    case 'forgoAction':
      return reason('moveDesc.forgoAction', { name: n, action: s.players[m.seat]?.action ?? 'goodsSupply' });
    case 'raiseEngine':
      return reason('moveDesc.raiseEngine', { name: n, level: (s.players[m.seat]?.engine ?? 0) + 1 });
    case 'takePoints':
      return reason('moveDesc.takePoints', { name: n, as: m.as, points: s.points?.queue[0]?.points ?? 0 });
  }
}


/** An event in plain words; `s` (the state after it) turns seats and hexes into names. */
export function describeEvent(e: GameEvent, s: SteamView | null = null): Reason {
  const p: Params = {};
  const seatName = (x: unknown) => name(s, x);
  let key = `event.${e.type}`;
  if (e.seat !== undefined) p.name = seatName(e.seat);
  switch (e.type) {
    case 'startOrder':
    case 'auctionOrder':
    case 'turnOrder':
      p.order = seatList(e.order, seatName);
      break;
    case 'auctionResult':
      p.order = paidOrder(e.order, e.payments, seatName);
      if (e.noBids === true) key = 'event.auctionNoBids';
      break;
    case 'positionAuction':
      p.opener = seatName(e.opener);
      break;
    case 'phaseStarted':
      p.phase = String(e.phase);
      p.round = Number(e.round);
      break;
    case 'tileBuilt': {
      const w = whereReason(Number(e.borrowed) > 0 ? 'event.tileBuiltBorrowing' : key, s?.map, String(e.hex), p, placeName(s, String(e.hex)));
      key = w.key;
      Object.assign(p, w.params);
      break;
    }
    case 'actionTaken':
      if (e.forgo === true) key = 'event.actionTakenForgo';
      else if (Number(e.borrowed) > 0) key = 'event.actionTakenBorrowing';
      break;
    case 'urbanized':
    case 'goodsSupplied':
      p.place = placeName(s, e.hex);
      p.cubes = listParam(e.cubes);
      break;
    case 'delivered':
      p.place = placeName(s, e.from);
      p.to = placeName(s, e.to);
      p.owners = gainsBySeat(e.pointsBy, seatName);
      break;
    case 'positionWon':
      if (Number(e.borrowed) > 0) key = 'event.positionWonBorrowing';
      break;
    case 'income':
      if (e.vpLost !== undefined) key = Number(e.vpLost) + Number(e.incomeLost) > 0 ? 'event.incomeShortfall' : 'event.incomePaid';
      else if (e.borrowed !== undefined) key = 'event.incomeBorrowing';
      else if (Number(e.maintenance) > 0) key = 'event.incomeNet';
      break;
    case 'gameOver':
      p.winners = seatList(e.winners, seatName) || '—';
      break;
    default:
      break;
  }
  return reason(key, withEventFields(e, p));
}
