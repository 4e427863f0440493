// Performing Goods supply or Urbanization in the build turn ([000:L175-215]): pick a supply group (the fields always in
// view) and a city, or a town, a New City colour and a group. The choices come from the engine's supplyOptions and
// urbanizeOptions; the move is checked by the engine, whose reason shows when it refuses.
import { useEffect, useState } from 'preact/hooks';
import { placeAt } from '../../../../engine/map/query';
import { GoodsCube } from '../../../components/goods-cube';
import { t, tReason } from '../../../i18n/i18n';
import type { Reason } from '../../../../engine/reason';
import type { PanelProps } from '../types';
import { useSteamQuery } from '../use-query';
import { SupplyFields } from './supply-fields';

function byName(view: PanelProps['view'], hexes: readonly string[]): { hex: string; name: string }[] {
  return hexes.map((hex) => ({ hex, name: placeAt(view.map, hex)?.name ?? hex })).toSorted((a, b) => a.name.localeCompare(b.name));
}

function Place({ id, label, places, value, onChange }: { id: string; label: string; places: { hex: string; name: string }[]; value: string; onChange: (hex: string) => void }) {
  return (
    <label class="field">
      <span>{label}</span>
      <select data-testid={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {places.map((p) => (
          <option key={p.hex} value={p.hex}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SupplyPicker({ game, view, seat }: PanelProps) {
  const o = useSteamQuery(game, 'supplyOptions');
  const [field, setField] = useState<number | null>(null);
  const [hex, setHex] = useState('');
  const [reason, setReason] = useState<Reason | null>(null);
  const cities = byName(view, o?.cities ?? []);
  useEffect(() => {
    setField(o?.fields[0]?.field ?? null);
    setHex(cities[0]?.hex ?? '');
  }, [o]);
  const send = async () => {
    if (field === null || !hex) return;
    const res = await game.dispatch({ type: 'supplyGoods', seat, hex, field });
    setReason(res.ok ? null : res.reason);
  };
  return (
    <div class="summary-block" data-testid="supply-picker">
      <h3>{t('actionName.goodsSupply')}</h3>
      <p class="note">{t('ui.supply.supplyHint')}</p>
      <SupplyFields view={view} chosen={field} onChoose={setField} offered={o?.fields.map((f) => f.field) ?? []} />
      {cities.length > 0 ? <Place id="supply-city" label={t('ui.supply.city')} places={cities} value={hex} onChange={setHex} /> : <p class="note">{t('ui.supply.noCity')}</p>}
      {reason && <p class="gb-reason" role="alert">{tReason(reason)}</p>}
      <div class="panel-actions">
        <button type="button" class="btn primary" data-testid="supply-confirm" disabled={game.pending.value || field === null || !hex} onClick={() => void send()}>
          {t('ui.supply.confirm', { place: cities.find((c) => c.hex === hex)?.name ?? '—', field: (field ?? 0) + 1 })}
        </button>
      </div>
    </div>
  );
}

export function UrbanizePicker({ game, view, seat }: PanelProps) {
  const o = useSteamQuery(game, 'urbanizeOptions');
  const [field, setField] = useState<number | null>(null);
  const [hex, setHex] = useState('');
  const [color, setColor] = useState('');
  const [reason, setReason] = useState<Reason | null>(null);
  const towns = byName(view, o?.towns ?? []);
  useEffect(() => {
    setField(o?.fields[0]?.field ?? null);
    setHex(towns[0]?.hex ?? '');
    setColor(o?.colors[0] ?? '');
  }, [o]);
  const send = async () => {
    if (!hex || !color) return;
    const res = await game.dispatch({ type: 'urbanize', seat, hex, color, ...(field === null ? {} : { field }) });
    setReason(res.ok ? null : res.reason);
  };
  return (
    <div class="summary-block" data-testid="urbanize-picker">
      <h3>{t('actionName.urbanization')}</h3>
      <p class="note">{t('ui.supply.urbanizeHint')}</p>
      {towns.length > 0 ? <Place id="urbanize-town" label={t('ui.supply.town')} places={towns} value={hex} onChange={setHex} /> : <p class="note">{t('ui.supply.noTown')}</p>}
      <div class="choice-row" role="radiogroup" aria-label={t('ui.supply.color')}>
        {(o?.colors ?? []).map((c) => (
          <button key={c} type="button" role="radio" aria-checked={color === c} class={`chip${color === c ? ' is-on' : ''}`} data-testid={`urbanize-color-${c}`} onClick={() => setColor(c)}>
            <GoodsCube color={c} size={20} /> {t(`color.${c}`)}
          </button>
        ))}
      </div>
      <SupplyFields view={view} chosen={field} onChoose={setField} offered={o?.fields.map((f) => f.field) ?? []} />
      {reason && <p class="gb-reason" role="alert">{tReason(reason)}</p>}
      <div class="panel-actions">
        <button type="button" class="btn primary" data-testid="urbanize-confirm" disabled={game.pending.value || !hex || !color} onClick={() => void send()}>
          {t('ui.supply.urbanize', { place: towns.find((x) => x.hex === hex)?.name ?? '—' })}
        </button>
      </div>
    </div>
  );
}
