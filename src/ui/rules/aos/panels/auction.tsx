// Phase 2 for the bidder: the high bid, who is still in (and who dropped out at which place, the engine's
// auctionDropPlaces), and the bid, drop-out and Turn Order pass choices the engine allows.
import { useEffect, useState } from 'preact/hooks';
import { PlayerBadge } from '../../../components/player-badge';
import { MoneyLine } from '../money-line';
import { Stepper } from '../../../components/controls';
import { formatMoney, t } from '../../../i18n/i18n';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';
import { auctionDropPlaces } from '../engine';

export function AuctionPanel({ game, state, seat, legal }: PanelProps) {
  const a = state.auction!;
  const bids = movesOf(legal, 'bid').map((m) => m.amount);
  const minBid = bids.length ? Math.min(...bids) : 0;
  const maxBid = bids.length ? Math.max(...bids) : 0;
  const canPrivilege = movesOf(legal, 'turnOrderPass').length > 0;
  const canDrop = movesOf(legal, 'dropOut').length > 0;
  const [amount, setAmount] = useState(minBid);
  useEffect(() => setAmount(minBid), [minBid]);
  const value = Math.max(minBid, Math.min(amount, maxBid));
  const pending = game.pending.value;
  const places = auctionDropPlaces(a);
  const high = a.highBidder !== null ? state.seats[a.highBidder]! : null;
  return (
    <section class="panel" data-testid="auction-panel" aria-labelledby="auction-title" data-high={a.high} data-min-bid={minBid}>
      <h2 id="auction-title">{t('ui.auction.title')}</h2>
      <p class="big-line" data-testid="auction-high">
        {high ? t('ui.auction.high', { amount: formatMoney(a.high), name: high.name }) : t('ui.auction.noBid')}
      </p>
      <ul class="auction-list">
        {a.active.map((s) => (
          <li key={s} class={s === seat ? 'is-current' : ''} data-testid="auction-in">
            <PlayerBadge name={state.seats[s]!.name} color={state.seats[s]!.color} size={26} current={s === seat} />
            <span>{t('ui.auction.stillIn')}</span>
            {a.bids[s]! > 0 && <span class="tag">{t('ui.auction.lastBid', { amount: formatMoney(a.bids[s]!) })}</span>}
            {a.privilegeSeat === s && !a.privilegeUsed && <span class="tag">{t('ui.auction.privilegeHolder')}</span>}
          </li>
        ))}
        {a.dropped.map((s, i) => (
          <li key={s} class="is-out" data-testid="auction-out">
            <PlayerBadge name={state.seats[s]!.name} color={state.seats[s]!.color} size={26} />
            <span>{t('ui.auction.droppedAt', { place: places[i]! })}</span>
          </li>
        ))}
      </ul>
      <p>{t('ui.auction.cash', { cash: formatMoney(state.players[seat]!.cash) })}</p>
      {bids.length > 0 && (
        <Stepper value={value} min={minBid} max={maxBid} onChange={setAmount} label={t('ui.auction.amount')} testid="bid-amount" format={formatMoney} />
      )}
      {/* What paying the bid leaves for the round's expenses (issue 14 §8). */}
      {bids.length > 0 && <MoneyLine state={state} seat={seat} change={{ spend: value }} when="bid" testId="auction-money" />}
      <div class="panel-actions">
        {bids.length > 0 && (
          <button type="button" class="btn primary" data-testid="auction-bid" disabled={pending} onClick={() => void game.dispatch({ type: 'bid', seat, amount: value })}>
            {t('ui.auction.bid', { amount: formatMoney(value) })}
          </button>
        )}
        {canPrivilege && (
          <button type="button" class="btn" data-testid="auction-privilege" disabled={pending} onClick={() => void game.dispatch({ type: 'turnOrderPass', seat })}>
            {t('ui.auction.privilege')}
          </button>
        )}
        <button type="button" class="btn" data-testid="auction-drop" disabled={pending || !canDrop} onClick={() => void game.dispatch({ type: 'dropOut', seat })}>
          {t('ui.auction.drop')}
        </button>
      </div>
      <p class="note">{t('ui.auction.payRule')}</p>
    </section>
  );
}
