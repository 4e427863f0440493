// Phase 1 for one player: how many shares to issue, with what each share costs from now on (expenses every round,
// points at the end). The allowed counts come from the engine's legal moves.
import { useState } from 'preact/hooks';
import type { AosGame } from '../types';
import type { AosView } from '../engine';

/** What every decision panel gets: the game, its state, the deciding seat and the engine's legal moves (null = asking). */
export interface PanelProps {
  game: AosGame;
  state: AosView;
  seat: number;
  legal: AosMove[] | null;
}

import { Stepper } from '../../../components/controls';
import { MoneyLine } from '../money-line';
import { issueIsLikely } from '../likely-action';
import { formatMoney, t } from '../../../i18n/i18n';
import { movesOf } from '../moves-of';
import type { AosMove } from '../engine';
import { MAX_SHARES } from '../engine';
import { finalScoring, projectShares } from '../engine';

export function SharesPanel({ game, state, seat, legal }: PanelProps) {
  const counts = movesOf(legal, 'issueShares').map((m) => m.count);
  const max = counts.length ? Math.max(...counts) : 0;
  const [count, setCount] = useState(0);
  const n = Math.min(count, max);
  const p = state.players[seat]!;
  const proj = projectShares(state, seat, n);
  const pending = game.pending.value;
  return (
    <section class="panel" data-testid="shares-panel" aria-labelledby="shares-title" data-cash={p.cash} data-shares={p.shares} data-engine={p.engine} data-max={max}>
      <h2 id="shares-title">{t('ui.shares.title')}</h2>
      <p>{t('ui.shares.now', { shares: p.shares, cash: formatMoney(p.cash) })}</p>
      <Stepper value={n} min={0} max={max} onChange={setCount} label={t('ui.shares.count')} testid="shares-count" />
      <ul class="facts-list" data-testid="shares-cost">
        <li>{t('ui.shares.gain', { cash: formatMoney(proj.cashAfter - proj.cashNow) })}</li>
        <li>{t('ui.shares.costEachRound', { perRound: formatMoney(proj.extraPerRound), total: formatMoney(proj.extraTotal), rounds: proj.roundsLeft })}</li>
        {/* Barbados scores money: its shares are paid back at the end (engine finalScoring, projectShares). */}
        <li>{finalScoring(state) === 'money' ? t('ui.shares.costMoney', { cost: formatMoney(proj.redemptionAfter) }) : t('ui.shares.costPoints', { points: -proj.pointsLost })}</li>
        <li>{t('ui.shares.expensesAfter', { expenses: formatMoney(proj.expensesAfter), shares: proj.sharesAfter, engine: p.engine, income: formatMoney(p.income) })}</li>
      </ul>
      {/* What this round's end does with these shares: their cash now against the expenses they add (issue 14 §8). */}
      <MoneyLine state={state} seat={seat} change={{ shares: n, spend: -(proj.cashAfter - proj.cashNow) }} when="shares" testId="shares-money" />
      <p class="note">{t('ui.shares.cap', { max: MAX_SHARES })}</p>
      <div class="panel-actions">
        {/* Primary follows the count: no shares while it is 0 (the issue button is then disabled), else issuing them. */}
        <button type="button" class={`btn${issueIsLikely(n) ? '' : ' primary'}`} data-testid="shares-none" disabled={pending || legal === null} onClick={() => void game.dispatch({ type: 'issueShares', seat, count: 0 })}>
          {t('ui.shares.none')}
        </button>
        <button
          type="button"
          class={`btn${issueIsLikely(n) ? ' primary' : ''}`}
          data-testid="shares-issue"
          disabled={pending || n === 0}
          onClick={async () => {
            const res = await game.dispatch({ type: 'issueShares', seat, count: n });
            if (res.ok) setCount(0);
          }}
        >
          {t('ui.shares.issue', { count: n })}
        </button>
      </div>
    </section>
  );
}
