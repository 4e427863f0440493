// Phase 9 for the Production holder: the drawn cubes and the goods display; tap empty fields (one per cube, in order).
// The drawn cubes must be placed (R-PRODUCTION). Which fields are allowed comes from the engine's legal moves.
import { useState } from 'preact/hooks';
import { GoodsCube } from '../../../components/goods-cube';
import { t } from '../../../i18n/i18n';
import { GoodsDisplay } from '../goods-display';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';

export function ProductionPanel({ game, state, seat, legal }: PanelProps) {
  const moves = movesOf(legal, 'placeProduction');
  const allowed = new Set(moves.flatMap((m) => m.fields));
  const drawn = state.production?.drawn ?? [];
  const [picked, setPicked] = useState<string[]>([]);
  const pending = game.pending.value;
  const toggle = (f: string) => setPicked((p) => (p.includes(f) ? p.filter((x) => x !== f) : p.length < drawn.length ? [...p, f] : p));
  return (
    <section class="panel" data-testid="production-panel" data-drawn={drawn.length} aria-labelledby="production-title">
      <h2 id="production-title">{t('ui.production.title')}</h2>
      <p class="cube-row">
        {t('ui.production.drawn')}
        {drawn.map((c, i) => (
          <GoodsCube key={i} color={c} />
        ))}
      </p>
      <p>{t('ui.production.pick', { n: drawn.length })}</p>
      {/* Column labels, cities and field names come from the shared display (the D of New City D once lost its header). */}
      <GoodsDisplay state={state} pick={{ allowed, picked, drawn, disabled: pending, onToggle: toggle }} />
      <div class="panel-actions">
        <button
          type="button"
          class="btn primary"
          data-testid="production-place"
          disabled={pending || picked.length !== drawn.length}
          onClick={() => void game.dispatch({ type: 'placeProduction', seat, fields: picked })}
        >
          {t('ui.production.place')}
        </button>
      </div>
    </section>
  );
}
