// Help for the phase and the decision on hand, in the system's words (English and German): what the phase is, what the
// player on turn decides and how, the action tiles while they are chosen, and the round's course for this edition.
import { DrawerHead } from '../../../components/drawer-head';
import { t, tFirst } from '../../../i18n/i18n';
import { ACTIONS, type SteamView } from '../engine';

/** The phases of a round in this edition ([000:L134-145]; standard [000:L531-537]). */
function roundPhases(view: SteamView): string[] {
  const main = ['selectActions', 'buildTrack', 'moveGoods', 'income'];
  return view.edition === 'standard' ? ['capital', 'auction', ...main] : main;
}

export function HelpPanel({ view, decision, onClose }: { view: SteamView; decision: string | null; onClose: () => void }) {
  return (
    <section class="panel help" data-testid="help-panel" aria-labelledby="help-title">
      <DrawerHead titleId="help-title" title={t(`phaseName.${view.phase}`)} close={t('ui.common.close')} closeTestId="help-close" onClose={onClose} />
      <p data-testid="phase-help">{tFirst([`phaseHelp.${view.phase}.${view.edition}`, `phaseHelp.${view.phase}`])}</p>
      {decision && (
        <>
          <h3>{t(`decision.${decision}`)}</h3>
          <p data-testid="decision-help">{tFirst([`decisionHelp.${decision}.${view.edition}`, `decisionHelp.${decision}`])}</p>
        </>
      )}
      {view.phase === 'selectActions' && (
        <dl class="action-help-list">
          {ACTIONS.map((a) => (
            <div key={a}>
              <dt>{t(`actionName.${a}`)}</dt>
              <dd>{tFirst([`actionHelp.${a}.${view.edition}`, `actionHelp.${a}`])}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3>{t('ui.help.round')}</h3>
      <ol class="phase-list">
        {roundPhases(view).map((p) => (
          <li key={p} class={p === view.phase ? 'is-current' : ''} aria-current={p === view.phase ? 'step' : undefined}>
            {t(`phaseName.${p}`)}
          </li>
        ))}
      </ol>
      <p class="note">{t(`ui.help.moneyRule.${view.edition}`)}</p>
    </section>
  );
}
