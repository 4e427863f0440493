// A short explanation of the current phase (and of what the player on turn decides), from the engine's catalogue.
import { offeredActions, roundPhases } from '../engine';
import type { AosView } from '../engine';
import { DrawerHead } from '../../../components/drawer-head';
import { t, tFirst } from '../../../i18n/i18n';
import { mapRulesText } from '../map-rules';

export function HelpPanel({ state, decision, onClose }: { state: AosView; decision: string | null; onClose: () => void }) {
  const rules = mapRulesText(state.options.variant);
  return (
    <section class="panel help" data-testid="help-panel" aria-labelledby="help-title">
      <DrawerHead titleId="help-title" title={t(`phaseName.${state.phase}`)} close={t('ui.common.close')} closeTestId="help-close" onClose={onClose} />
      <p data-testid="phase-help">{t(`phaseHelp.${state.phase}`)}</p>
      {decision && <p class="note">{t(`decision.${decision}`)}</p>}
      {state.phase === 'selectActions' && (
        <dl class="action-help-list">
          {offeredActions(state).map((a) => (
            <div key={a}>
              <dt>{t(`actionName.${a}`)}</dt>
              <dd>{tFirst([`actionHelp.${a}.${state.options.variant}`, `actionHelp.${a}`])}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* Keyed by the rules in force: a game that keeps the base rules on a map with its own shows none. */}
      {rules && (
        <>
          <h3>{t('ui.help.mapRules')}</h3>
          <p data-testid="map-rules-help">{rules}</p>
        </>
      )}
      <h3>{t('ui.help.round')}</h3>
      <ol class="phase-list">
        {roundPhases(state).map((p) => (
          <li key={p} class={p === state.phase ? 'is-current' : ''} aria-current={p === state.phase ? 'step' : undefined}>
            {t(`phaseName.${p}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
