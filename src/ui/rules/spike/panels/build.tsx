// Action B, building a route: the destination (from the list of cities the hand reaches, or a tap on the board), the
// routes the engine offers to it with the cards each needs, the payment it found (plain cards and joker sets made
// visible) which the player may change card by card, and the build with what the city's good scores on the market.
// The board shows the same offer (board-offer.ts): the reachable cities, the routes, the picked one strongest.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n/i18n';
import { Stepper } from '../../../components/controls';
import type { Counts, Payment, RouteOption } from '../engine';
import { cardGroups, paymentFrom, paymentParts, placeName } from '../spike-model';
import type { PanelProps } from '../types';
import { useSpikeQuery } from '../use-query';
import { chosenCity } from '../city-choice';
import { buildOffer, closeBuildOffer } from '../board-offer';
import { CardChip, CardRow } from './cards';
import type { SpikeView } from '../engine';

/** The cards a payment plays per colour. */
function cardsOfPayment(p: Payment): Counts {
  const out: Counts = { ...p.direct };
  for (const j of p.jokers) out[j.color] = (out[j.color] ?? 0) + j.count;
  return out;
}

function PaymentView({ view, payment }: { view: SpikeView; payment: Payment }) {
  const parts = paymentParts(view.map, payment);
  return (
    <div class="spike-payment" data-testid="spike-payment" data-cards={JSON.stringify(cardsOfPayment(payment))}>
      <CardRow board={view.map} counts={payment.direct} testId="spike-payment-direct" />
      {parts.jokers.map((j, i) => (
        <p key={i} class="spike-joker" data-testid="spike-joker-set">
          <CardChip board={view.map} color={j.color} count={j.count} /> → {t('ui.spike.jokerSet', { count: j.count, color: j.color, sections: j.count - 1, as: t(`color.${j.as}`) })}
        </p>
      ))}
    </div>
  );
}

export function BuildSection({ game, view, seat, city, scores }: PanelProps & { city: string | null; scores: (city: string) => number }) {
  const reachable = useSpikeQuery(game, 'buildableCities', seat);
  const moves = game.moveCount.value;
  useEffect(() => {
    chosenCity.value = null;
  }, [moves]);
  const routes = useSpikeQuery(game, 'routesToCity', seat, city ?? '');
  const [pick, setPick] = useState(0);
  const [adjusted, setAdjusted] = useState<Counts | null>(null);
  useEffect(() => {
    setPick(0);
    setAdjusted(null);
  }, [city, moves]);
  const pending = game.pending.value;
  const hand = view.players[seat]!.hand ?? {};
  const cities = (reachable ?? []).toSorted((a, b) => placeName(view, a).localeCompare(placeName(view, b)));
  const goodOf = (c: string) => view.map.places.find((x) => x.id === c)?.good ?? '';
  const route: RouteOption | undefined = city && routes ? routes[pick] : undefined;
  // The board points out the same answers: the cities the hand reaches, the routes offered, the one picked.
  useEffect(() => {
    buildOffer.value = { seat, reachable, city, routes: city ? routes : null, pick };
  }, [seat, reachable, city, routes, pick]);
  // Closing the panel takes its offer and its chosen city off the board (board-offer.ts closeBuildOffer).
  useEffect(() => closeBuildOffer, []);
  const payment = route ? (adjusted ? (paymentFrom(route.needs, adjusted) ?? { direct: adjusted, jokers: [] }) : route.payment) : null;
  return (
    <section class="spike-block" data-testid="spike-build">
      <h3>{t('ui.spike.action.build')}</h3>
      {reachable && reachable.length === 0 && !city && <p class="note">{t('ui.spike.noBuild')}</p>}
      <label class="field">
        <span>{t('ui.spike.pickCity')}</span>
        <select data-testid="spike-build-city" value={city ?? ''} onChange={(e) => (chosenCity.value = (e.target as HTMLSelectElement).value || null)}>
          <option value="">{t('ui.spike.pickCityNone')}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {t('ui.spike.cityScores', { city: placeName(view, c), good: goodOf(c), value: scores(c) })}
            </option>
          ))}
          {city && !cities.includes(city) && <option value={city}>{placeName(view, city)}</option>}
        </select>
      </label>
      {city && (
        <div data-testid="spike-routes" data-city={city} data-ready={routes ? 'yes' : 'no'}>
          <h4>{t('ui.spike.routesTo', { city: placeName(view, city) })}</h4>
          {!routes ? (
            <p class="note">{t('ui.spike.routesAsking')}</p>
          ) : routes.length === 0 ? (
            <p class="note">{t('ui.spike.noRoutes')}</p>
          ) : (
            <ul class="spike-route-list">
              {routes.map((r, i) => (
                <li key={i}>
                  <label class="spike-option" data-testid="spike-route" data-nodes={r.nodes.join(' ')} data-segments={r.segments.join(' ')}>
                    <input type="radio" name="spike-route" checked={pick === i} onChange={() => (setPick(i), setAdjusted(null))} />
                    <span>
                      {t('ui.spike.routeLine', { pieces: r.segments.length })}
                      <CardRow board={view.map} counts={r.needs} testId="spike-route-needs" />
                      {!r.payment && <em> {t('ui.spike.cannotPay')}</em>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {route && payment && (
            <>
              <p>{t('ui.spike.payWith')}</p>
              <PaymentView view={view} payment={payment} />
              <details data-testid="spike-adjust">
                <summary>{t('ui.spike.adjust')}</summary>
                <p class="note">{t('ui.spike.adjustHow')}</p>
                {cardGroups(view.map, hand).map((g) => {
                  const now = adjusted ?? cardsOfPayment(payment);
                  return (
                    <Stepper
                      key={g.color}
                      value={now[g.color] ?? 0}
                      min={0}
                      max={g.count}
                      label={t(`color.${g.color}`)}
                      testid={`spike-adjust-${g.color}`}
                      onChange={(v) => setAdjusted({ ...now, [g.color]: v })}
                    />
                  );
                })}
              </details>
            </>
          )}
          {route && (
            <button
              type="button"
              class="btn primary"
              data-testid="spike-build-go"
              disabled={pending || !payment}
              onClick={() => payment && void game.dispatch({ type: 'build', seat, nodes: route.nodes, payment })}
            >
              {t('ui.spike.buildGo', { city: placeName(view, city), value: scores(city) })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
