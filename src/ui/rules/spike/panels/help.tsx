// Help for Spike's stage and the decision on hand, in English and German: what the stage is, what the seat decides,
// and every action of a turn explained.
import { DrawerHead } from '../../../components/drawer-head';
import { t } from '../../../i18n/i18n';
import type { SpikeView } from '../engine';

const ACTIONS = ['draw', 'build', 'move', 'upgrade', 'freight'] as const;

export function HelpPanel({ view, decision, onClose }: { view: SpikeView; decision: string | null; onClose: () => void }) {
  return (
    <section class="panel help" data-testid="help-panel" aria-labelledby="help-title">
      <DrawerHead titleId="help-title" title={t(`phaseName.${view.phase}`)} close={t('ui.common.close')} closeTestId="help-close" onClose={onClose} />
      <p data-testid="phase-help">{t(`phaseHelp.${view.phase}`)}</p>
      {decision && (
        <>
          <h3>{t(`decision.${decision}`)}</h3>
          <p data-testid="decision-help">{t(`decisionHelp.${decision}`)}</p>
        </>
      )}
      <h3>{t('ui.spike.helpActions')}</h3>
      <dl class="action-help-list">
        {ACTIONS.map((a) => (
          <div key={a}>
            <dt>{t(`ui.spike.action.${a}`)}</dt>
            <dd>{t(`actionHelp.${a}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
