// The table drawer: what everyone sees at any time — the display, the pile and discards, the time track, the market
// and every player's contracts with the cities served — so a player plans without the tablet showing any hand.
import { DrawerHead } from '../../../components/drawer-head';
import { PlayerBadge } from '../../../components/player-badge';
import { t } from '../../../i18n/i18n';
import type { SpikeView } from '../engine';
import { ContractsView, DisplayView, MarketView } from './cards';

export function TableDrawer({ view, onClose }: { view: SpikeView; onClose: () => void }) {
  return (
    <section class="panel spike-panel" data-testid="spike-table" aria-labelledby="spike-table-title">
      <DrawerHead titleId="spike-table-title" title={t('ui.spike.table')} close={t('ui.common.close')} closeTestId="spike-table-close" onClose={onClose} />
      <DisplayView view={view} />
      <MarketView view={view} />
      {view.order.map((seat) => (
        <div key={seat} data-seat={seat}>
          <PlayerBadge name={view.seats[seat]!.name} color={view.seats[seat]!.color} size={24} />
          <ContractsView view={view} seat={seat} />
        </div>
      ))}
    </section>
  );
}
