// The controls beside the board in the phases played on it: build (tiles and money this turn, finish building) and
// move goods (goods round, engine, raise engine, move nothing). Building and delivering — the tile choice, the cube's
// deliveries and the best-deliveries list — happen on the board and its own panel, never here. Both bars say what the
// end of the round does to the money (MoneyLine), and make primary the button the player most likely wants.
import { useEffect, useState } from 'preact/hooks';
import { MoneyLine } from '../money-line';
import { EndBuildButton } from '../../../components/end-build';
import { t } from '../../../i18n/i18n';
import { finishIsLikely, passIsLikely } from '../likely-action';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';

/**
 * Tiles the seat could still lay this turn: the engine's tiles left, or 0 when nothing can be built anywhere (then
 * finishing is what is left to do). Null while the worker is asked.
 */
function useUnusedTiles({ game, state, seat }: PanelProps): number | null {
  const [unused, setUnused] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setUnused(null);
    // One cheap engine question (it stops at the first legal tile), not the full list of builds on every change.
    void game.query('unusedTiles', seat).then((r) => live && setUnused(r.ok ? r.value : 0));
    return () => {
      live = false;
    };
  }, [game, state, seat]);
  return unused;
}

/** Building itself happens on the board (tiles, cost, cash and tiles left are shown there); this ends the turn. */
export function BuildBar(props: PanelProps) {
  const { game, state, seat } = props;
  const pending = game.pending.value;
  const unused = useUnusedTiles(props);
  return (
    <section class="panel bar" data-testid="build-bar" data-unused={unused ?? ''} aria-label={t('phaseName.buildTrack')}>
      <p class="note">{t('ui.build.onBoard')}</p>
      <MoneyLine state={state} seat={seat} when="now" testId="build-money" />
      {/* Ending with tiles that could still be laid is asked once, unless the player said not to on this device. With
          tiles left, building on the board is what the player most likely does next; finishing is primary once not. */}
      <EndBuildButton
        unused={unused}
        disabled={pending}
        primary={finishIsLikely(unused)}
        resetKey={state}
        onEnd={() => void game.dispatch({ type: 'endBuild', seat })}
      />
    </section>
  );
}

export function GoodsBar({ game, state, seat, legal }: PanelProps) {
  const mg = state.moveGoods;
  const pending = game.pending.value;
  const canUpgrade = movesOf(legal, 'upgradeEngine').length > 0;
  const engine = state.players[seat]!.engine;
  return (
    <section class="panel bar" data-testid="goods-bar">
      <h2>{t('phaseName.moveGoods')}</h2>
      <p data-testid="goods-status">{t('ui.goods.round', { n: mg?.round ?? 1, engine })}</p>
      <MoneyLine state={state} seat={seat} when="now" testId="goods-money" />
      {canUpgrade && <MoneyLine state={state} seat={seat} change={{ engine: 1 }} when="engine" level={engine + 1} testId="goods-money-engine" />}
      <div class="panel-actions">
        {canUpgrade && (
          <button type="button" class="btn" data-testid="upgrade-engine" disabled={pending} onClick={() => void game.dispatch({ type: 'upgradeEngine', seat })}>
            {t('ui.goods.upgrade', { level: engine + 1 })}
          </button>
        )}
        <button
          type="button"
          class={`btn${passIsLikely(legal) ? ' primary' : ''}`}
          data-testid="pass-goods"
          disabled={pending || movesOf(legal, 'passGoods').length === 0}
          onClick={() => void game.dispatch({ type: 'passGoods', seat })}
        >
          {t('ui.goods.pass')}
        </button>
      </div>
      <p class="note">{t('ui.goods.onBoard')}</p>
    </section>
  );
}
