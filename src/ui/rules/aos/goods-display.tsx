// The goods display as players plan with it: each column under its die number or New City letter, the city its
// cubes grow to, and the cubes on it. Shown by the Production panel (fields to tap) and, read-only, from the game
// screen's tool row at any time. Which column feeds which city is the engine's answer (goodsDisplay).
import { goodsDisplay, type DisplayColumnInfo, type DisplayFieldInfo } from './engine';
import { placeAt } from '../../../engine/map/query';
import type { AosView } from './engine';
import { GoodsCube } from '../../components/goods-cube';
import { DrawerHead } from '../../components/drawer-head';
import { t } from '../../i18n/i18n';

/** What the Production panel adds: the fields the engine allows, the picks so far and the drawn cubes they take. */
export interface DisplayPicking {
  allowed: ReadonlySet<string>;
  picked: readonly string[];
  drawn: readonly string[];
  disabled: boolean;
  onToggle: (field: string) => void;
}

const AREAS = [
  { area: 'light', key: 'ui.display.lightArea', cls: 'is-light' },
  { area: 'dark', key: 'ui.display.darkArea', cls: 'is-dark' },
  { area: 'newCity', key: 'ui.display.newCityArea', cls: 'is-new' },
] as const;

/** The name of the place a column grows to, if the map has one (a New City: once built). */
function feedsName(state: AosView, col: DisplayColumnInfo): string | null {
  return col.feeds ? (placeAt(state.map, col.feeds)?.name ?? null) : null;
}

/** A column in words: "column 5 (light) to Pittsburgh", "New City column D". */
export function columnWords(state: AosView, col: DisplayColumnInfo): string {
  const column =
    col.area === 'newCity' ? t('displayColumn.newCity', { letter: col.label }) : t('displayColumn.numbered', { n: col.label, group: col.area });
  const place = feedsName(state, col);
  return place ? t('ui.display.columnTo', { column, place }) : column;
}

/** A field in words for its button's label: which column and row, and what lies on it. */
export function fieldWords(state: AosView, col: DisplayColumnInfo, f: DisplayFieldInfo): string {
  const where = t('displayField', { column: columnWords(state, col), row: f.row + 1 });
  return f.cube ? t('ui.display.fieldCube', { field: where, color: f.cube }) : t('ui.display.fieldEmpty', { field: where });
}

/** The line under a column's label: its city, or for a New City the die it shares and where it stands once built. */
function columnNote(state: AosView, col: DisplayColumnInfo): string {
  const place = feedsName(state, col);
  if (col.area !== 'newCity') return place ?? '—';
  const die = col.die ? t('ui.display.withDie', { group: col.die.group, n: col.die.n }) : '';
  return place ? `${die} · ${place}` : die;
}

export function GoodsDisplay({ state, pick }: { state: AosView; pick?: DisplayPicking }) {
  const columns = goodsDisplay(state).filter((c) => c.fields.some((f) => f.inUse));
  if (!columns.length) return <p data-testid="display-none">{t('ui.display.none')}</p>;
  const field = (col: DisplayColumnInfo, f: DisplayFieldInfo) => {
    if (!f.inUse) return <span key={f.id} class="display-field is-unused" aria-hidden="true" />;
    const label = fieldWords(state, col, f);
    if (!pick)
      return (
        <span key={f.id} class="display-field is-shown" role="img" aria-label={label} data-testid={`shown-${f.id}`}>
          {f.cube && <GoodsCube color={f.cube} size={20} />}
        </span>
      );
    const i = pick.picked.indexOf(f.id);
    return (
      <button
        key={f.id}
        type="button"
        class={`display-field${i >= 0 ? ' is-on' : ''}`}
        data-testid={`field-${f.id}`}
        disabled={pick.disabled || !pick.allowed.has(f.id)}
        aria-pressed={i >= 0}
        aria-label={label}
        onClick={() => pick.onToggle(f.id)}
      >
        {f.cube ? <GoodsCube color={f.cube} size={20} /> : i >= 0 ? <GoodsCube color={pick.drawn[i]!} size={20} /> : null}
      </button>
    );
  };
  return (
    <div class="goods-display" data-testid="goods-display">
      {AREAS.map(({ area, key, cls }) => {
        const cols = columns.filter((c) => c.area === area);
        if (!cols.length) return null;
        return (
          <div key={area} class={`display-area ${cls}`} role="group" aria-label={t(key)}>
            {cols.map((col) => (
              <div class="display-col" key={col.label} data-testid={`display-col-${area}-${col.label}`}>
                <span class="display-col-label" aria-hidden="true">
                  {col.label}
                </span>
                <span class="display-col-note">{columnNote(state, col)}</span>
                {col.fields.map((f) => field(col, f))}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The display on its own, opened from the game screen's tool row at any time (read-only). */
export function GoodsDisplayPanel({ state, onClose }: { state: AosView; onClose: () => void }) {
  return (
    <section class="panel" data-testid="goods-display-panel" aria-labelledby="goods-display-title">
      <DrawerHead titleId="goods-display-title" title={t('ui.display.title')} close={t('ui.common.close')} closeTestId="goods-display-close" onClose={onClose} />
      <p class="note">{t('ui.display.hint')}</p>
      <GoodsDisplay state={state} />
    </section>
  );
}
