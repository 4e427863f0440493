// The goods-supply fields beside the board ([000:L66]): the cube group on each field, the supply markers left, the
// cities that already have one and the New City tiles still in the box. Always in view while Goods supply or
// Urbanization is performed, and at any time from the tool row's drawer.
import { placeAt } from '../../../../engine/map/query';
import { DrawerHead } from '../../../components/drawer-head';
import { GoodsCube } from '../../../components/goods-cube';
import { t } from '../../../i18n/i18n';
import type { SteamView } from '../engine';

/** `offered`: the fields the engine's supplyOptions or urbanizeOptions list; only those can be chosen. */
export function SupplyFields({ view, chosen, onChoose, offered }: { view: SteamView; chosen?: number | null; onChoose?: (field: number) => void; offered?: readonly number[] }) {
  return (
    <div class="summary-block" data-testid="supply-fields">
      <h3>{t('ui.supply.fields')}</h3>
      <div class="choice-row supply-fields" role="list">
        {view.supply.map((group, field) => {
          const label = t('ui.supply.field', { field: field + 1 });
          const cubes = group.length ? group.map((c, i) => <GoodsCube key={i} color={c} size={20} />) : <span class="note">{t('ui.supply.empty')}</span>;
          return (
            <div key={field} role="listitem" data-testid="supply-field" data-field={field} data-cubes={group.length}>
              {onChoose ? (
                <button type="button" class={`btn${chosen === field ? ' is-on' : ''}`} aria-pressed={chosen === field} disabled={!offered?.includes(field)} data-testid={`supply-field-${field}`} onClick={() => onChoose(field)}>
                  {label} {cubes}
                </button>
              ) : (
                <>
                  {label} {cubes}
                </>
              )}
            </div>
          );
        })}
      </div>
      <p class="note">
        {t('ui.supply.markers', { n: view.supplyMarkersLeft })}
        {view.supplied.length > 0 && ` ${t('ui.supply.supplied', { places: view.supplied.map((h) => placeAt(view.map, h)?.name ?? h).join(', ') })}`}
      </p>
      <p class="note" data-testid="new-city-tiles">
        {view.newCityTiles.length ? t('ui.supply.newCities', { n: view.newCityTiles.length }) : t('ui.supply.noNewCities')}{' '}
        {view.newCityTiles.map((c, i) => (
          <GoodsCube key={i} color={c} size={16} />
        ))}
      </p>
    </div>
  );
}

export function SupplyDrawer({ view, onClose }: { view: SteamView; onClose: () => void }) {
  return (
    <section class="panel" data-testid="supply-drawer" aria-labelledby="supply-title">
      <DrawerHead titleId="supply-title" title={t('ui.supply.title')} close={t('ui.common.close')} closeTestId="supply-close" onClose={onClose} />
      <SupplyFields view={view} />
    </section>
  );
}
