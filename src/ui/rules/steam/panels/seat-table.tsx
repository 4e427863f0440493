// Every player's economy at a glance in Steam's terms, in turn order (the shared player table,
// src/ui/components/seat-table.tsx): cash, income (down to −$10), VP, engine and the action tile taken (forgone marked);
// whose turn it is marked, a bankrupt player marked out; and the one-line seat bar of small screens.
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import type { SteamView } from '../engine';
import { SeatTable as Table } from '../../../components/seat-table';

export function actionCell(view: SteamView, seat: number): string {
  const p = view.players[seat]!;
  if (!p.action) return '—';
  const name = t(`actionName.${p.action}`);
  return p.forgone ? t('ui.game.actionForgone', { action: p.action }) : name;
}

export function SeatTable({ view, toAct }: { view: SteamView; toAct: number | null }) {
  const p = (i: number) => view.players[i]!;
  return (
    <Table
      seats={view.seats}
      turnOrder={view.turnOrder}
      toAct={toAct}
      class="steam-seats"
      playersHead={t('ui.game.players')}
      out={(i) => (p(i).bankrupt ? t('ui.game.bankrupt') : null)}
      columns={[
        { head: t('ui.game.cash'), cell: (i) => formatMoney(p(i).cash), testid: 'seat-cash' },
        { head: t('ui.game.income'), cell: (i) => formatMoney(p(i).income), testid: 'seat-income' },
        { head: t('ui.game.vp'), cell: (i) => p(i).vp, testid: 'seat-vp' },
        { head: t('ui.game.engine'), cell: (i) => p(i).engine },
        { head: t('ui.game.action'), cell: (i) => actionCell(view, i) },
      ]}
    />
  );
}

/** The one-line seat bar shown instead of the table while the board is played on a small screen. */
export function SeatSummary({ view, toAct, expanded, onToggle }: { view: SteamView; toAct: number | null; expanded: boolean; onToggle: () => void }) {
  const seat = toAct !== null ? view.seats[toAct] : undefined;
  const p = toAct !== null ? view.players[toAct] : undefined;
  return (
    <div class="seat-summary" data-testid="seat-summary" data-seat={toAct ?? ''}>
      {seat && p && (
        <dl class="seat-summary-facts">
          <PlayerBadge name={seat.name} color={seat.color} size={24} current />
          <div>
            <dt>{t('ui.game.cash')}</dt>
            <dd>{formatMoney(p.cash)}</dd>
          </div>
          <div>
            <dt>{t('ui.game.income')}</dt>
            <dd>{formatMoney(p.income)}</dd>
          </div>
          <div>
            <dt>{t('ui.game.vp')}</dt>
            <dd>{p.vp}</dd>
          </div>
          <div>
            <dt>{t('ui.game.engine')}</dt>
            <dd>{p.engine}</dd>
          </div>
        </dl>
      )}
      <button type="button" class={`btn${expanded ? ' is-on' : ''}`} data-testid="seat-summary-toggle" aria-expanded={expanded} onClick={onToggle}>
        {t(expanded ? 'ui.game.hidePlayers' : 'ui.game.showPlayers')}
      </button>
    </div>
  );
}
