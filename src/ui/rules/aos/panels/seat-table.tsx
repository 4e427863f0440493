// Every player's economy at a glance, in turn order: cash, income, shares, engine, action; whose turn it is marked (the
// shared player table, src/ui/components/seat-table.tsx, with Age of Steam's columns).
import type { AosView } from '../engine';
import { SeatTable as Table } from '../../../components/seat-table';
import { formatMoney, t } from '../../../i18n/i18n';

export function SeatTable({ state, toAct }: { state: AosView; toAct: number | null }) {
  const p = (i: number) => state.players[i]!;
  return (
    <Table
      seats={state.seats}
      turnOrder={state.turnOrder}
      toAct={toAct}
      playersHead={t('ui.game.players')}
      out={(i) => (p(i).eliminated ? t('ui.game.eliminated') : null)}
      columns={[
        { head: t('ui.game.cash'), cell: (i) => formatMoney(p(i).cash), testid: 'seat-cash' },
        { head: t('ui.game.income'), cell: (i) => formatMoney(p(i).income) },
        { head: t('ui.game.shares'), cell: (i) => p(i).shares },
        { head: t('ui.game.engine'), cell: (i) => p(i).engine },
        { head: t('ui.game.action'), cell: (i) => (p(i).action ? t(`actionName.${p(i).action}`) : '—') },
      ]}
    />
  );
}
