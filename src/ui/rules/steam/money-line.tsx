// The money lines of Steam's panels: what a payment does (PayLine, from the engine's borrowing for the price) and what
// the end of this round does to the seat (OutlookLine, the engine's roundOutlook). Colour only repeats what the words
// and the ⚠ mark say.
import { payText, outlookText } from './money-text';
import { capitalPreview, type Payment, type SteamView } from './engine';
import type { SteamGame } from './types';
import { useSteamQuery } from './use-query';

export function PayLine({ view, seat, cost, pay, testId }: { view: SteamView; seat: number; cost: number; pay: Payment; testId: string }) {
  const cash = view.players[seat]!.cash;
  // The engine's answer decides: short of cash (standard) or unpayable (basic), else borrowing or cash.
  const short = pay.shortOfCash || !pay.ok;
  const borrows = !short && pay.units > 0;
  return (
    <p class={`money-line is-${short ? 'out' : borrows ? 'short' : 'fine'}`} data-testid={testId} data-borrow={borrows ? pay.units * 5 : 0} data-income={pay.income} data-vp={pay.vp}>
      {(short || borrows) && <span aria-hidden="true">⚠ </span>}
      {payText(cost, pay, cash)}
    </p>
  );
}

/** What paying `amount` would do, asked of the engine (its paymentPreview); nothing while asking. */
export function PreviewLine({ game, view, seat, amount, testId }: { game: SteamGame; view: SteamView; seat: number; amount: number; testId: string }) {
  const pay = useSteamQuery(game, 'paymentPreview', seat, amount);
  if (!pay) return null;
  return <PayLine view={view} seat={seat} cost={amount} pay={pay} testId={testId} />;
}

/** What the end of this round does to the seat; `capital`: after taking that many $5 steps of capital first. */
export function OutlookLine({ game, view, seat, testId, capital = 0 }: { game: SteamGame; view: SteamView; seat: number; testId: string; capital?: number }) {
  const o = useSteamQuery(game, 'roundOutlook', seat, capital);
  if (!o) return null;
  const now = view.players[seat]!;
  // The sentence's "from" figures are the seat's after the capital, which the engine's outlook started from.
  const taken = capital > 0 ? capitalPreview(now, capital) : null;
  const p = taken ? { income: taken.incomeAfter, vp: taken.vpAfter } : now;
  const outcome = o.bankrupt ? 'out' : o.net < 0 ? 'short' : 'fine';
  return (
    <p class={`money-line is-${outcome}`} data-testid={testId} data-outcome={outcome}>
      {outcome !== 'fine' && <span aria-hidden="true">⚠ </span>}
      {outlookText(o, p)}
    </p>
  );
}
