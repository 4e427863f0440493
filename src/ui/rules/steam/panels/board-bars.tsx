// The controls beside the board in the phases played on it. Build: what the end of the round does to the money, the
// Goods supply or Urbanization tile to perform (or, standard game, to forgo), and ending the turn — what is still to do
// and why the turn cannot end yet are the engine's buildTurn answer; ending with tiles the seat could still lay (the
// engine's unusedTiles: none when no hex takes a tile it can pay) is asked once. Move goods:
// the pass, the engine, raising it and passing. Building and delivering themselves happen on the board and its panel.
import { t, tReason } from '../../../i18n/i18n';
import { OutlookLine } from '../money-line';
import { movesOf, type PanelProps } from '../types';
import { useSteamQuery } from '../use-query';
import { SupplyPicker, UrbanizePicker } from './supply-pickers';
import { MAX_ENGINE } from '../engine';
import { EndBuildButton } from '../../../components/end-build';

export function BuildBar(props: PanelProps) {
  const { game, view, seat } = props;
  const pending = game.pending.value;
  const turn = useSteamQuery(game, 'buildTurn', seat);
  // Both answers before the button works: the end reason is buildTurn's, so unusedTiles alone must not enable it.
  const unusedTiles = useSteamQuery(game, 'unusedTiles', seat);
  const unused = turn ? unusedTiles : null;
  const perform = turn?.toPerform ?? null;
  const endReason = turn?.endReason ?? null;
  return (
    <section class="panel bar" data-testid="build-bar" data-perform={perform ?? ''} data-unused={unused ?? ''} aria-label={t('phaseName.buildTrack')}>
      <p class="note">{t('ui.build.onBoard')}</p>
      <OutlookLine game={game} view={view} seat={seat} testId="build-outlook" />
      {perform === 'goodsSupply' && <SupplyPicker {...props} />}
      {perform === 'urbanization' && <UrbanizePicker {...props} />}
      {perform && turn?.mayForgo && (
        <div class="panel-actions">
          <button type="button" class="btn" data-testid="forgo-action" disabled={pending} onClick={() => void game.dispatch({ type: 'forgoAction', seat })}>
            {t('ui.build.forgo', { action: perform })}
          </button>
        </div>
      )}
      {/* Disabled while the engine has a reason the turn cannot end yet (a tile still to perform), said beside it; with
          tiles it could still lay (the engine's unusedTiles, not the bare tiles left), ending is asked once unless this
          device said not to ask. */}
      <EndBuildButton
        unused={unused}
        disabled={pending || endReason !== null}
        primary={endReason === null}
        resetKey={view}
        describedBy={endReason ? 'end-build-reason' : undefined}
        onEnd={() => void game.dispatch({ type: 'endBuild', seat })}
      />
      {endReason && (
        <p class="note" role="status" id="end-build-reason" data-testid="build-end-reason">
          {tReason(endReason)}
        </p>
      )}
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
