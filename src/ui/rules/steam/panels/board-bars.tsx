// The controls beside the board in the phases played on it. Build: what the end of the round does to the money, the
// Goods supply or Urbanization tile to perform (or, standard game, to forgo), and ending the turn. Move goods: the pass,
// the engine, raising it and passing. Building and delivering themselves happen on the board and its panel.
import { t } from '../../../i18n/i18n';
import { OutlookLine } from '../money-line';
import { movesOf, type PanelProps } from '../types';
import { SupplyPicker, UrbanizePicker } from './supply-pickers';
import { MAX_ENGINE } from '../engine';

/** The Goods supply or Urbanization tile the seat took and has neither performed nor given up. */
function actionToPerform(view: PanelProps['view'], seat: number): 'goodsSupply' | 'urbanization' | null {
  const p = view.players[seat]!;
  if (p.forgone || p.performed) return null;
  return p.action === 'goodsSupply' || p.action === 'urbanization' ? p.action : null;
}

export function BuildBar(props: PanelProps) {
  const { game, view, seat } = props;
  const pending = game.pending.value;
  const perform = actionToPerform(view, seat);
  return (
    <section class="panel bar" data-testid="build-bar" data-perform={perform ?? ''} aria-label={t('phaseName.buildTrack')}>
      <p class="note">{t('ui.build.onBoard')}</p>
      <OutlookLine game={game} view={view} seat={seat} testId="build-outlook" />
      {perform === 'goodsSupply' && <SupplyPicker {...props} />}
      {perform === 'urbanization' && <UrbanizePicker {...props} />}
      <div class="panel-actions">
        {perform && view.edition === 'standard' && (
          <button type="button" class="btn" data-testid="forgo-action" disabled={pending} onClick={() => void game.dispatch({ type: 'forgoAction', seat })}>
            {t('ui.build.forgo', { action: perform })}
          </button>
        )}
        {/* The engine says why the turn cannot end yet (a tile still to perform): its reason shows in the banner. */}
        <button type="button" class={`btn${perform ? '' : ' primary'}`} data-testid="end-build" disabled={pending} onClick={() => void game.dispatch({ type: 'endBuild', seat })}>
          {t('ui.build.endBuild')}
        </button>
      </div>
    </section>
  );
}

export function GoodsBar({ game, view, seat, legal }: PanelProps) {
  const mg = view.moveGoods;
  const pending = game.pending.value;
  const canRaise = movesOf(legal, 'raiseEngine').length > 0;
  const engine = view.players[seat]!.engine;
  return (
    <section class="panel bar" data-testid="goods-bar">
      <h2>{t('phaseName.moveGoods')}</h2>
      <p data-testid="goods-status">{t('ui.goods.round', { n: mg?.round ?? 1, engine, max: MAX_ENGINE })}</p>
      <OutlookLine game={game} view={view} seat={seat} testId="goods-outlook" />
      <div class="panel-actions">
        {canRaise && (
          <button type="button" class="btn" data-testid="raise-engine" disabled={pending} onClick={() => void game.dispatch({ type: 'raiseEngine', seat })}>
            {t(view.edition === 'standard' ? 'ui.goods.raiseStandard' : 'ui.goods.raise', { level: engine + 1 })}
          </button>
        )}
        <button type="button" class="btn" data-testid="pass-goods" disabled={pending || movesOf(legal, 'passGoods').length === 0} onClick={() => void game.dispatch({ type: 'passGoods', seat })}>
          {t('ui.goods.pass')}
        </button>
      </div>
      <p class="note">{t('ui.goods.onBoard')}</p>
    </section>
  );
}
