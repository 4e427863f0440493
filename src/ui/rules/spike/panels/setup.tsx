// Spike's setup decisions, each private to its seat (shown only after its "I am …"): the advanced game's contract sides
// and route card kept, the start player's gift to the last player, and where the locomotive starts.
import { useEffect, useState } from 'preact/hooks';
import { chosenCity } from '../city-choice';
import { t } from '../../../i18n/i18n';
import { cardsForBoard, routeCard } from '../engine';
import { placeName } from '../spike-model';
import { movesOf, type PanelProps } from '../types';
import { useSpikeQuery } from '../use-query';
import { CardChip, ContractsView, HandView, RouteCardView } from './cards';

export function ChooseSetupPanel({ game, view, seat }: PanelProps) {
  const p = view.players[seat]!;
  const cards = cardsForBoard(view.map.id);
  const [sides, setSides] = useState<(0 | 1)[]>(() => p.contracts.map(() => 0));
  const [keep, setKeep] = useState<string>(() => p.routeCards?.[0] ?? '');
  const pending = game.pending.value;
  if (!cards) return null;
  return (
    <section class="panel spike-panel" data-testid="spike-choose" data-moves={game.moveCount.value} data-legal="yes" aria-labelledby="spike-choose-title">
      <h2 id="spike-choose-title">{t('ui.spike.chooseSides')}</h2>
      {p.contracts.map((c, i) => {
        const card = cards.contracts.find((x) => x.id === c.card);
        return (
          <fieldset key={c.card} class="spike-choice" data-testid="spike-contract-choice" data-card={c.card}>
            <legend>{t('ui.spike.contractGood', { good: c.good })}</legend>
            {card?.sides.map((side, k) => (
              <label key={side.id} class="spike-option">
                <input type="radio" name={`side-${i}`} checked={sides[i] === k} onChange={() => setSides(sides.map((x, j) => (j === i ? (k as 0 | 1) : x)))} />
                <span>
                  {t('ui.spike.side', { n: k + 1 })}: {side.destinations.map((d) => `${placeName(view, d.city)} $${d.pay}`).join(' · ')}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <fieldset class="spike-choice" data-testid="spike-route-choice">
        <legend>{t('ui.spike.keepRoute')}</legend>
        {(p.routeCards ?? []).map((id) => {
          const card = routeCard(cards, id);
          return (
            <label key={id} class="spike-option">
              <input type="radio" name="route-card" checked={keep === id} onChange={() => setKeep(id)} data-testid={`spike-keep-${id}`} />
              <span>
                <strong>{placeName(view, card?.top)}</strong>: {card?.cities.map((c) => `${placeName(view, c.city)} $${c.value}`).join(' · ')}
              </span>
            </label>
          );
        })}
      </fieldset>
      <HandView view={view} seat={seat} />
      <button type="button" class="btn primary big" data-testid="spike-choose-go" disabled={pending || !keep} onClick={() => void game.dispatch({ type: 'chooseSetup', seat, sides, keep })}>
        {t('ui.spike.chooseGo')}
      </button>
    </section>
  );
}

export function GiftPanel({ game, view, seat, legal }: PanelProps) {
  // Who receives the gift is the engine's answer (the right-hand neighbour, [003:L79]).
  const to = useSpikeQuery(game, 'giftReceiver');
  const pending = game.pending.value;
  return (
    <section class="panel spike-panel" data-testid="spike-gift" data-moves={game.moveCount.value} data-legal={legal && to !== null ? 'yes' : 'no'} aria-labelledby="spike-gift-title">
      <h2 id="spike-gift-title" data-testid="spike-gift-to" data-seat={to ?? ''}>
        {to === null ? t('ui.spike.giftAsking') : t('ui.spike.giftTo', { name: view.seats[to]!.name })}
      </h2>
      <HandView view={view} seat={seat} />
      <div class="spike-buttons">
        {movesOf(legal, 'gift').map((m) => (
          <button key={m.color} type="button" class="btn" data-testid={`spike-gift-${m.color}`} disabled={pending} onClick={() => void game.dispatch(m)}>
            <CardChip board={view.map} color={m.color} /> {t('ui.spike.giftGo', { color: m.color })}
          </button>
        ))}
      </div>
      <RouteCardView game={game} view={view} seat={seat} />
      <ContractsView view={view} seat={seat} />
    </section>
  );
}

export function PlaceLocoPanel({ game, view, seat, legal }: PanelProps) {
  const options = movesOf(legal, 'placeLoco').toSorted((a, b) => placeName(view, a.city).localeCompare(placeName(view, b.city)));
  // The list or a tap on the board's city (city-choice.ts) chooses it.
  const city = chosenCity.value ?? '';
  const moves = game.moveCount.value;
  useEffect(() => {
    chosenCity.value = null;
  }, [moves]);
  const pending = game.pending.value;
  const chosen = options.find((m) => m.city === city);
  return (
    <section class="panel spike-panel" data-testid="spike-place" data-moves={game.moveCount.value} data-legal={legal ? 'yes' : 'no'} aria-labelledby="spike-place-title">
      <h2 id="spike-place-title">{t('decision.placeLoco')}</h2>
      <p class="note">{t('ui.spike.placeHow')}</p>
      <label class="field">
        <span>{t('ui.spike.pickCity')}</span>
        <select data-testid="spike-place-city" value={city} onChange={(e) => (chosenCity.value = (e.target as HTMLSelectElement).value || null)}>
          <option value="">{t('ui.spike.pickCityNone')}</option>
          {options.map((m) => (
            <option key={m.city} value={m.city}>
              {placeName(view, m.city)} ({t(`good.${view.map.places.find((x) => x.id === m.city)?.good ?? ''}`)})
            </option>
          ))}
        </select>
      </label>
      <button type="button" class="btn primary big" data-testid="spike-place-go" disabled={pending || !chosen} onClick={() => chosen && void game.dispatch(chosen)}>
        {t('ui.spike.placeGo', { city: placeName(view, city) })}
      </button>
      <RouteCardView game={game} view={view} seat={seat} />
      <ContractsView view={view} seat={seat} />
      <HandView view={view} seat={seat} />
    </section>
  );
}
