// The standard game's turn-order auction for the bidder ([000:L549-586]): the high bid, who is still in and who dropped
// out at which place (the engine's auctionDropPlaces), the Turn order tile's privilege, and the bid (capped by cash),
// drop-out and privilege choices the engine allows; who pays what is the rule under the buttons.
import { useEffect, useState } from 'preact/hooks';
import { Stepper } from '../../../components/controls';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import { PreviewLine } from '../money-line';
import { movesOf, type PanelProps } from '../types';
import { useSteamQuery } from '../use-query';

export function AuctionPanel({ game, view, seat, legal }: PanelProps) {
  const a = view.auction!;
  const bids = movesOf(legal, 'bid').map((m) => m.amount);
  const minBid = bids.length ? Math.min(...bids) : 0;
  const maxBid = bids.length ? Math.max(...bids) : 0;
  const canPrivilege = movesOf(legal, 'turnOrderPass').length > 0;
  const canDrop = movesOf(legal, 'dropOut').length > 0;
  const [amount, setAmount] = useState(minBid);
  useEffect(() => setAmount(minBid), [minBid]);
  const value = Math.max(minBid, Math.min(amount, maxBid));
  const pending = game.pending.value;
  const high = a.highBidder !== null ? view.seats[a.highBidder]! : null;
  const places = useSteamQuery(game, 'auctionDropPlaces');
  return (
    <section class="panel" data-testid="auction-panel" aria-labelledby="auction-title" data-high={a.high} data-any-bid={a.highBidder !== null ? '1' : '0'} data-min-bid={minBid}>
      <h2 id="auction-title">{t('phaseName.auction')}</h2>
      <p class="big-line" data-testid="auction-high">
        {high ? t('ui.auction.high', { amount: formatMoney(a.high), name: high.name }) : t('ui.auction.noBid')}
      </p>
      <ul class="auction-list">
        {a.active.map((s) => (
          <li key={s} class={s === seat ? 'is-current' : ''} data-testid="auction-in">
            <PlayerBadge name={view.seats[s]!.name} color={view.seats[s]!.color} size={26} current={s === seat} />
            <span>{t('ui.auction.stillIn')}</span>
            {a.bids[s]! > 0 && <span class="tag">{t('ui.auction.lastBid', { amount: formatMoney(a.bids[s]!) })}</span>}
            {a.privilegeSeat === s && !a.privilegeUsed && <span class="tag">{t('ui.auction.privilegeHolder')}</span>}
          </li>
        ))}
        {a.dropped.map((s, i) => (
          <li key={s} class="is-out" data-testid="auction-out">
            <PlayerBadge name={view.seats[s]!.name} color={view.seats[s]!.color} size={26} />
            {places?.[i] !== undefined && <span>{t('ui.auction.droppedAt', { place: places[i]! })}</span>}
          </li>
        ))}
      </ul>
      <p>{t('ui.auction.cash', { cash: formatMoney(view.players[seat]!.cash) })}</p>
      {bids.length > 0 && <Stepper value={value} min={minBid} max={maxBid} onChange={setAmount} label={t('ui.auction.amount')} testid="bid-amount" format={formatMoney} />}
      {bids.length > 0 && <PreviewLine game={game} view={view} seat={seat} amount={value} testId="auction-money" />}
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
