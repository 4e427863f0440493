// The standard game's phase 1 for one player ([000:L541-545]): take capital in steps of $5, each step one income step
// down (at −$10: 2 VP per $5, S-E2). The allowed steps come from the engine's legal moves; the money line says what the
// round's end then looks like with the capital chosen.
import { useState } from 'preact/hooks';
import { Stepper } from '../../../components/controls';
import { formatMoney, t } from '../../../i18n/i18n';
import { OutlookLine } from '../money-line';
import { capitalPreview } from '../engine';
import { movesOf, type PanelProps } from '../types';

export function CapitalPanel({ game, view, seat, legal }: PanelProps) {
  const units = movesOf(legal, 'acquireCapital').map((m) => m.units);
  const max = units.length ? Math.max(...units) : 0;
  const [count, setCount] = useState(0);
  const n = Math.min(count, max);
  const p = view.players[seat]!;
  const pending = game.pending.value;
  // The engine's own reckoning of capital (page.ts): income steps to −$10, then 2 VP per $5.
  const after = capitalPreview(p, n);
  return (
    <section class="panel" data-testid="capital-panel" aria-labelledby="capital-title" data-max={max}>
      <h2 id="capital-title">{t('phaseName.capital')}</h2>
      <p>{t('ui.capital.now', { cash: formatMoney(p.cash), income: p.income, vp: p.vp })}</p>
      <Stepper value={n} min={0} max={max} onChange={setCount} label={t('ui.capital.count')} testid="capital-count" format={(v) => formatMoney(v * 5)} />
      <ul class="facts-list" data-testid="capital-effect">
        <li>{t('ui.capital.gain', { cash: formatMoney(after.cashAfter), amount: formatMoney(5 * n) })}</li>
        <li>{t('ui.capital.income', { from: p.income, to: after.incomeAfter })}</li>
        {after.vpLost > 0 && <li>{t('ui.capital.vp', { vp: after.vpLost })}</li>}
      </ul>
      <OutlookLine game={game} view={view} seat={seat} testId="capital-outlook" capital={n} />
      <div class="panel-actions">
        <button type="button" class={`btn${n === 0 ? ' primary' : ''}`} data-testid="capital-none" disabled={pending || legal === null} onClick={() => void game.dispatch({ type: 'acquireCapital', seat, units: 0 })}>
          {t('ui.capital.none')}
        </button>
        <button
          type="button"
          class={`btn${n > 0 ? ' primary' : ''}`}
          data-testid="capital-take"
          disabled={pending || n === 0}
          onClick={async () => {
            const res = await game.dispatch({ type: 'acquireCapital', seat, units: n });
            if (res.ok) setCount(0);
          }}
        >
          {t('ui.capital.take', { amount: formatMoney(5 * n) })}
        </button>
      </div>
      <p class="note">{t('ui.capital.rule')}</p>
    </section>
  );
}
