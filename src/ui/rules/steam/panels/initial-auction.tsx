// The basic game's auction of the first turn order ([000:L112-124]), one place after the other: the place auctioned,
// the high bid, who is still in and who won the places so far; a bid (paid by borrowing when won: the money line says
// what it does to income and VP) or a pass, as the engine's legal moves allow.
import { useEffect, useState } from 'preact/hooks';
import { Stepper } from '../../../components/controls';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import { PreviewLine } from '../money-line';
import { movesOf, type PanelProps } from '../types';

export function InitialAuctionPanel({ game, view, seat, legal }: PanelProps) {
  const a = view.initialAuction!;
  const bids = movesOf(legal, 'bidPosition').map((m) => m.amount);
  const minBid = bids.length ? Math.min(...bids) : 0;
  const maxBid = bids.length ? Math.max(...bids) : 0;
  const canPass = movesOf(legal, 'passPosition').length > 0;
  const [amount, setAmount] = useState(minBid);
  useEffect(() => setAmount(minBid), [minBid]);
  const value = Math.max(minBid, Math.min(amount, maxBid));
  const pending = game.pending.value;
  const high = a.highBidder !== null ? view.seats[a.highBidder]! : null;
  return (
    <section class="panel" data-testid="initial-auction-panel" aria-labelledby="initial-auction-title" data-position={a.position + 1} data-high={a.high} data-has-bid={a.highBidder !== null ? '1' : '0'} data-min-bid={minBid}>
      <h2 id="initial-auction-title">{t('ui.initialAuction.title', { position: a.position + 1 })}</h2>
      <p class="big-line" data-testid="initial-auction-high">
        {high ? t('ui.initialAuction.high', { amount: formatMoney(a.high), name: high.name }) : t('ui.initialAuction.noBid')}
      </p>
      <ul class="auction-list">
        {a.active.map((s) => (
          <li key={s} class={s === seat ? 'is-current' : ''}>
            <PlayerBadge name={view.seats[s]!.name} color={view.seats[s]!.color} size={26} current={s === seat} />
            <span>{t('ui.auction.stillIn')}</span>
          </li>
        ))}
        {a.won.map((s, i) => (
          <li key={`won-${s}`} class="is-out">
            <PlayerBadge name={view.seats[s]!.name} color={view.seats[s]!.color} size={26} />
            <span>{t('ui.initialAuction.won', { position: i + 1 })}</span>
          </li>
        ))}
      </ul>
      <p>{t('ui.initialAuction.money', { cash: formatMoney(view.players[seat]!.cash), income: view.players[seat]!.income, vp: view.players[seat]!.vp })}</p>
      {bids.length > 0 && <Stepper value={value} min={minBid} max={maxBid} onChange={setAmount} label={t('ui.auction.amount')} testid="initial-bid-amount" format={formatMoney} />}
      {/* The winner pays by borrowing: what the bid would cost in income (and VP) if it wins. */}
      {bids.length > 0 && <PreviewLine game={game} view={view} seat={seat} amount={value} testId="initial-auction-money" />}
      <div class="panel-actions">
        {bids.length > 0 && (
          <button type="button" class="btn primary" data-testid="initial-bid" disabled={pending} onClick={() => void game.dispatch({ type: 'bidPosition', seat, amount: value })}>
            {t('ui.auction.bid', { amount: formatMoney(value) })}
          </button>
        )}
        <button type="button" class="btn" data-testid="initial-pass" disabled={pending || !canPass} onClick={() => void game.dispatch({ type: 'passPosition', seat })}>
          {t('ui.initialAuction.pass')}
        </button>
      </div>
      <p class="note">{t('ui.initialAuction.rule')}</p>
    </section>
  );
}
