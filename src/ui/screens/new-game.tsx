// New game: rule system and edition, map (with preview and player range, the system's base map first), 1–6 seats with
// name and colour (colour + pattern + letter), the seed (shown, editable for replays; for a system with hidden
// information never shown: an empty field, a seed drawn at sending), casual-undo and the map's own
// options. Systems, editions, maps and options come from the registries (the worker's listRuleSystems, listMaps); the
// names are each system's texts, the map's rules its UI module's.
import { useEffect, useState } from 'preact/hooks';
import type { PlayerColor } from '../../engine/api';
import { MAP_SCHEMA, type BoardMap } from '../../engine/map/types';
import type { GamesModel } from '../model';
import { PlayerMark } from '../components/player-badge';
import { PLAYER_COLORS } from '../../board/palette';
import { MapPreview } from '../components/map-preview';
import { ReasonBanner } from '../components/controls';
import { t, tIn, tReason } from '../i18n/i18n';
import { navigate } from '../route';
import { useEverySystemTexts, useRulesUi } from '../rules/use-rules-ui';
import { checkForm, choicesFor, chosenEdition, chosenSystem, chosenValue, freeColor, orderMaps, randomSeed, seatAs, seedShown, soloSeats, toRequest, type NewGameForm, type SeatForm } from '../game/new-game-model';
import type { BotLevel } from '../../engine/rule-system';
import { BotMark } from '../components/bot-mark';
import '../game/bots.css';

/** A bot's name in the language shown: "Bot Ada (Hard)". */
const botName = (first: string, level: BotLevel) => t('ui.bot.name', { name: first, level: t(`ui.bot.level.${level}`) });
const personName = (n: number) => t('ui.new.defaultName', { n });

const MAX_SEATS = 6;

export function NewGameScreen({ games }: { games: GamesModel }) {
  const [form, setForm] = useState<NewGameForm>(() => ({
    ruleSystem: '',
    edition: '',
    mapId: '',
    seats: [0, 1, 2].map((i) => ({ name: t('ui.new.defaultName', { n: i + 1 }), color: PLAYER_COLORS[i]! })),
    seedText: String(randomSeed()),
    casual: false,
    mapOptions: [],
    title: '',
  }));
  // The seed typed for a system with hidden information (empty: a secret one is drawn at sending); the shown seed of
  // the others stays in the form, so switching systems never puts a drawn seed in this field.
  const [secretSeedText, setSecretSeedText] = useState('');
  const [preview, setPreview] = useState<BoardMap | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void games.refresh();
  }, [games]);
  const systems = games.ruleSystems.value;
  const system = chosenSystem(form, systems);
  const systemId = system?.id ?? '';
  const edition = chosenEdition(form, system);
  // The systems' names and setup facts are their texts, loaded here (not at start-up).
  const texts = useEverySystemTexts().find((s) => s.id === systemId);
  const maps = orderMaps(games.maps.value, systemId, texts?.firstMap);
  // The system's own setup options that this edition has (Steam's basic game: how the first turn order is set).
  const choices = choicesFor(texts?.setupChoices, edition);
  const map = maps.find((m) => m.id === form.mapId) ?? maps[0];
  // The map's own rules in words come with the system's UI module (loaded here, so the game then opens at once).
  const rules = useRulesUi(system ? systemId : null);
  const rulesText = map?.ownRules ? (rules.ui?.mapRules?.(map.id) ?? null) : null;
  useEffect(() => {
    if (!map) return;
    let live = true;
    // The preview draws hex maps; a lattice board has none yet.
    void games.map(map.id).then((r) => live && setPreview(r.ok && r.map.schema === MAP_SCHEMA ? r.map : null));
    return () => {
      live = false;
    };
  }, [map?.id]);

  // The bot levels the chosen system plays (none: every seat is a person).
  const [botLevels, setBotLevels] = useState<BotLevel[]>([]);
  useEffect(() => {
    if (!systemId) return;
    let live = true;
    void games.botFacts(systemId).then((r) => live && setBotLevels(r.ok ? r.levels : []));
    return () => {
      live = false;
    };
  }, [systemId]);
  const set = (patch: Partial<NewGameForm>) => setForm((f) => ({ ...f, ...patch }));
  const setSeat = (i: number, patch: Partial<SeatForm>) => setForm((f) => ({ ...f, seats: f.seats.map((s, k) => (k === i ? { ...s, ...patch } : s)) }));
  const showSeed = seedShown(system);
  const full: NewGameForm = { ...form, ruleSystem: systemId, edition, mapId: map?.id ?? '', ...(showSeed ? {} : { seedText: secretSeedText }) };
  const problem = checkForm(full, map, botLevels, !showSeed);

  const start = async () => {
    if (problem || busy) return;
    setBusy(true);
    const res = await games.create(toRequest(full, map, choices, !showSeed));
    setBusy(false);
    if (res.ok) {
      res.game.close();
      navigate({ name: 'game', id: res.game.id });
    }
  };

  // Until the chosen system's texts are in, its names and first map are unknown: the form would change under a tap.
  if (system && !texts) return <main class="screen new-game">{t('ui.common.loading')}</main>;
  return (
    <main class="screen new-game" data-testid="new-game-screen">
      <h1>{t('ui.new.title')}</h1>
      <section class="card">
        <fieldset class="choice-row">
          <legend>{t('ui.new.ruleSystem')}</legend>
          {systems.map((sys) => (
            <label key={sys.id} class={`chip${sys.id === systemId ? ' is-on' : ''}`}>
              <input type="radio" name="rules" value={sys.id} data-testid={`rules-${sys.id}`} checked={sys.id === systemId} onChange={() => set({ ruleSystem: sys.id, edition: '', mapId: '', mapOptions: [], systemOptions: {} })} />
              {tIn(sys.id, 'ruleSystem.name')}
            </label>
          ))}
        </fieldset>
        <fieldset class="choice-row">
          <legend>{t('ui.new.edition')}</legend>
          {(system?.editions ?? []).map((ed) => (
            <label key={ed} class={`chip${edition === ed ? ' is-on' : ''}`}>
              <input type="radio" name="edition" value={ed} data-testid={`edition-${ed}`} checked={edition === ed} onChange={() => set({ edition: ed })} />
              {tIn(systemId, `edition.${ed}`)}
            </label>
          ))}
        </fieldset>
        {choices.map((c) => (
          <fieldset key={c.id} class="choice-row">
            <legend>{tIn(systemId, `setupOption.${c.id}`)}</legend>
            {c.values.map((v) => {
              const on = chosenValue(form, c) === v;
              return (
                <label key={v} class={`chip${on ? ' is-on' : ''}`}>
                  <input type="radio" name={`setup-${c.id}`} value={v} data-testid={`setup-${c.id}-${v}`} checked={on} onChange={() => set({ systemOptions: { ...form.systemOptions, [c.id]: v } })} />
                  {tIn(systemId, `setupOption.${c.id}.${v}`)}
                </label>
              );
            })}
          </fieldset>
        ))}
      </section>

      <section class="card map-choice">
        <h2>{t('ui.new.map')}</h2>
        {maps.length === 0 ? (
          <p>{games.loading.value ? t('ui.common.loading') : t('ui.new.noMaps')}</p>
        ) : (
          <div class="map-choice-body">
            <div class="map-list" role="radiogroup" aria-label={t('ui.new.map')}>
              {maps.map((m) => (
                <label key={m.id} class={`map-option${map?.id === m.id ? ' is-on' : ''}`}>
                  <input type="radio" name="map" value={m.id} data-testid={`map-${m.id}`} checked={map?.id === m.id} onChange={() => set({ mapId: m.id })} />
                  <span class="map-title">
                    {m.title}
                    {!m.ownRules && (
                      <span class="map-base-rules" data-testid={`base-rules-${m.id}`}>
                        {t('ui.new.baseRules')}
                      </span>
                    )}
                  </span>
                  <span class="map-players">
                    {m.players.min === m.players.max ? t('ui.new.mapPlayersExact', { min: m.players.min }) : t('ui.new.mapPlayers', { min: m.players.min, max: m.players.max })}
                  </span>
                </label>
              ))}
            </div>
            <div class="map-about">
              {preview && map && preview.id === map.id && <MapPreview map={preview} label={t('ui.new.mapPreview', { map: map.title })} />}
              {map && !map.ownRules && (
                <p class="map-rules-note" data-testid="base-rules-note">
                  {t('ui.new.baseRulesNote', { map: map.title })}
                </p>
              )}
              {map && map.ownRules && rulesText && (
                <p class="map-rules-note" data-testid="map-rules-note">
                  {rulesText}
                </p>
              )}
            </div>
          </div>
        )}
      </section>

      <section class="card">
        <h2>{t('ui.new.seats')}</h2>
        <ol class="seat-list">
          {form.seats.map((s, i) => (
            <li key={i} class="seat-row" data-testid="seat-row">
              <PlayerMark color={s.color} size={40} />
              {s.bot && <BotMark size={24} />}
              {(botLevels.length > 0 || s.bot) && (
                <select
                  class="seat-kind"
                  aria-label={t('ui.new.seatKind', { n: i + 1 })}
                  data-testid={`seat-kind-${i}`}
                  value={s.bot ?? 'person'}
                  onChange={(e) => {
                    const v = (e.currentTarget as HTMLSelectElement).value;
                    setForm((f) => ({ ...f, seats: f.seats.map((x, k) => (k === i ? seatAs(x, i, v === 'person' ? null : (v as BotLevel), botName, personName) : x)) }));
                  }}
                >
                  <option value="person">{t('ui.bot.person')}</option>
                  {(s.bot && !botLevels.includes(s.bot) ? [...botLevels, s.bot] : botLevels).map((l) => (
                    <option key={l} value={l}>
                      {t(`ui.bot.level.${l}`)}
                    </option>
                  ))}
                </select>
              )}
              <input
                type="text"
                class="seat-name"
                value={s.name}
                maxLength={24}
                aria-label={t('ui.new.seatName', { n: i + 1 })}
                data-testid={`seat-name-${i}`}
                onInput={(e) => setSeat(i, { name: (e.currentTarget as HTMLInputElement).value })}
              />
              <div class="color-pick" role="radiogroup" aria-label={t('ui.new.seatColor', { n: i + 1 })}>
                {PLAYER_COLORS.map((c: PlayerColor) => {
                  const usedByOther = form.seats.some((o, k) => k !== i && o.color === c);
                  return (
                    <button
                      key={c}
                      type="button"
                      role="radio"
                      class={`color-btn${s.color === c ? ' is-on' : ''}`}
                      aria-checked={s.color === c}
                      aria-label={t(`ui.color.${c}`)}
                      disabled={usedByOther}
                      data-testid={`seat-color-${i}-${c}`}
                      onClick={() => setSeat(i, { color: c })}
                    >
                      <PlayerMark color={c} size={30} />
                    </button>
                  );
                })}
              </div>
              <button
                type="button"
                class="btn ghost"
                aria-label={t('ui.new.removeSeat', { n: i + 1 })}
                data-testid={`seat-remove-${i}`}
                disabled={form.seats.length <= 1}
                onClick={() => setForm((f) => ({ ...f, seats: f.seats.filter((_, k) => k !== i) }))}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          class="btn"
          data-testid="seat-add"
          disabled={form.seats.length >= MAX_SEATS}
          onClick={() => setForm((f) => ({ ...f, seats: [...f.seats, { name: t('ui.new.defaultName', { n: f.seats.length + 1 }), color: freeColor(f.seats) }] }))}
        >
          {t('ui.new.addSeat')}
        </button>
        {botLevels.length > 0 && map && (
          <button
            type="button"
            class="btn"
            data-testid="seat-solo"
            onClick={() => setForm((f) => ({ ...f, seats: soloSeats(f.seats, map, botLevels.includes('medium') ? 'medium' : botLevels[0]!, botName, personName) }))}
          >
            {t('ui.new.solo')}
          </button>
        )}
        <p class="note">{t('ui.new.seatOrderNote')}</p>
      </section>

      <section class="card">
        <label class="field">
          <span>{t('ui.new.title.label')}</span>
          <input type="text" value={form.title} maxLength={60} placeholder={map?.title ?? ''} data-testid="game-title-input" onInput={(e) => set({ title: (e.currentTarget as HTMLInputElement).value })} />
        </label>
        <div class="field">
          <label for="seed-input">{t('ui.new.seed')}</label>
          {showSeed ? (
            <>
              <div class="seed-row">
                <input id="seed-input" type="text" inputMode="numeric" value={form.seedText} data-testid="seed-input" onInput={(e) => set({ seedText: (e.currentTarget as HTMLInputElement).value })} />
                <button type="button" class="btn" data-testid="seed-new" onClick={() => set({ seedText: String(randomSeed()) })}>
                  {t('ui.new.newSeed')}
                </button>
              </div>
              <small>{t('ui.new.seedHelp')}</small>
            </>
          ) : (
            <>
              <input id="seed-input" type="text" inputMode="numeric" value={secretSeedText} data-testid="seed-input" onInput={(e) => setSecretSeedText((e.currentTarget as HTMLInputElement).value)} />
              <small data-testid="seed-secret-help">{t('ui.new.seedSecretHelp')}</small>
            </>
          )}
        </div>
        <label class="check">
          <input type="checkbox" checked={form.casual} data-testid="casual-option" onChange={(e) => set({ casual: (e.currentTarget as HTMLInputElement).checked })} />
          {t('ui.new.casual')}
        </label>
        {map?.options.map((opt) => (
          <label key={opt} class="check">
            <input
              type="checkbox"
              checked={form.mapOptions.includes(opt)}
              data-testid={`${opt}-option`}
              onChange={(e) => {
                const on = (e.currentTarget as HTMLInputElement).checked;
                set({ mapOptions: on ? [...form.mapOptions, opt] : form.mapOptions.filter((o) => o !== opt) });
              }}
            />
            {tIn(systemId, `mapOption.${opt}`)}
          </label>
        ))}
      </section>

      {problem && map && (
        <p class="banner is-warn" role="status" data-testid="new-game-problem">
          {tReason(problem)}
        </p>
      )}
      <ReasonBanner reason={games.error.value} onDismiss={() => games.clearError()} />
      <div class="bottom-bar">
        <button type="button" class="btn" onClick={() => navigate({ name: 'home' })}>
          {t('ui.common.cancel')}
        </button>
        <button type="button" class="btn primary big" data-testid="start-game" disabled={!!problem || busy} onClick={start}>
          {busy ? t('ui.common.working') : t('ui.new.start')}
        </button>
      </div>
    </main>
  );
}
