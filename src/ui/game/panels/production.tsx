// Phase 9 for the Production holder: the drawn cubes and the goods display; tap empty fields (one per cube, in order).
// The drawn cubes must be placed (R-PRODUCTION). Which fields are allowed comes from the engine's legal moves.
import { useState } from 'preact/hooks';
import { GoodsCube } from '../../components/goods-cube';
import { t } from '../../i18n/i18n';
import { movesOf } from '../use-game';
import type { PanelProps } from './shares';

const NUMBERED = ['L', 'D'].flatMap((g) => [1, 2, 3, 4, 5, 6].map((n) => ({ col: `${g}${n}`, rows: 3 })));
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => ({ col: l, rows: 2 }));

export function ProductionPanel({ game, state, seat, legal }: PanelProps) {
  const moves = movesOf(legal, 'placeProduction');
  const allowed = new Set(moves.flatMap((m) => m.fields));
  const drawn = state.production?.drawn ?? [];
  const [picked, setPicked] = useState<string[]>([]);
  const pending = game.pending.value;
  const toggle = (f: string) => setPicked((p) => (p.includes(f) ? p.filter((x) => x !== f) : p.length < drawn.length ? [...p, f] : p));
  const column = ({ col, rows }: { col: string; rows: number }) => (
    <div class="display-col" key={col}>
      <span class="display-col-label">{col.replace(/^[LD]/, '')}</span>
      {Array.from({ length: rows }, (_, r) => {
        const f = `${col}.${r}`;
        const cube = state.display[f];
        const i = picked.indexOf(f);
        return (
          <button
            key={f}
            type="button"
            class={`display-field${i >= 0 ? ' is-on' : ''}`}
            data-testid={`field-${f}`}
            disabled={pending || !allowed.has(f)}
            aria-pressed={i >= 0}
            aria-label={t('ui.production.field', { field: f })}
            onClick={() => toggle(f)}
          >
            {cube ? <GoodsCube color={cube} size={20} /> : i >= 0 ? <GoodsCube color={drawn[i]!} size={20} /> : null}
          </button>
        );
      })}
    </div>
  );
  return (
    <section class="panel" data-testid="production-panel" data-drawn={drawn.length} aria-labelledby="production-title">
      <h2 id="production-title">{t('ui.production.title')}</h2>
      <p class="cube-row">
        {t('ui.production.drawn', { cubes: '' })}
        {drawn.map((c, i) => (
          <GoodsCube key={i} color={c} />
        ))}
      </p>
      <p>{t('ui.production.pick', { n: drawn.length })}</p>
      <div class="goods-display">
        <div class="display-area is-light">{NUMBERED.slice(0, 6).map(column)}</div>
        <div class="display-area is-dark">{NUMBERED.slice(6).map(column)}</div>
        <div class="display-area is-new">{LETTERS.map(column)}</div>
      </div>
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
