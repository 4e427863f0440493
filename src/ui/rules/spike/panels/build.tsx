// Action B, building a route: the destination (from the list of cities the hand reaches, or a tap on the board), the
// routes the engine offers to it with the cards each needs, the payment it found (plain cards and joker sets made
// visible) which the player may change card by card, and the build with what the city's good scores on the market.
// The board shows the same offer (board-offer.ts): the reachable cities, the routes, the picked one strongest. The
// routes of every reachable city are asked when the section opens (route-offers.ts), so a chosen city's are at hand.
import { effect } from '@preact/signals';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n/i18n';
import { Stepper } from '../../../components/controls';
import type { Counts, Payment, RouteOption } from '../engine';
import { cardGroups, paymentFrom, paymentParts, placeName } from '../spike-model';
import type { PanelProps } from '../types';
import { useSpikeQuery } from '../use-query';
import { chosenCity } from '../city-choice';
import { buildOffer, closeBuildOffer, listedRoutes, pickedIndex, type RoutePick } from '../board-offer';
import { RouteOffers } from '../route-offers';
import { CardChip, CardTally } from './cards';
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
      <CardTally board={view.map} counts={payment.direct} testId="spike-payment-direct" />
      {parts.jokers.map((j, i) => (
        <p key={i} class="spike-joker" data-testid="spike-joker-set">
          <CardChip board={view.map} color={j.color} count={j.count} /> → {t('ui.spike.jokerSet', { count: j.count, color: j.color, sections: j.count - 1, as: t(`color.${j.as}`) })}
        </p>
      ))}
    </div>
  );
}

/** The good a city gives, in the reader's language (every Spike city has one; an unknown id reads as the place). */
function placeGood(view: SpikeView, id: string): string {
  const good = view.map.places.find((p) => p.id === id)?.good;
  return good ? t(`good.${good}`) : placeName(view, id);
}

export function BuildSection({ game, view, seat, scores }: PanelProps & { scores: (city: string) => number }) {
  const reachable = useSpikeQuery(game, 'buildableCities', seat);
  const moves = game.moveCount.value;
  const viewer = JSON.stringify(game.viewer.value);
  useEffect(() => {
    chosenCity.value = null;
  }, [moves]);
  // Read here, not in the turn panel: a tap on a city re-renders this section only.
  const city = chosenCity.value;
  // The engine's routes for this position, viewer and seat (route-offers.ts): every reachable city's asked as soon as
  // the engine names them, so a tap finds its routes here and lists them in its own render.
  const offers = useMemo(() => new RouteOffers((c) => game.query('routesToCity', seat, c), () => chosenCity.peek()), [game, moves, viewer, seat]);
  useEffect(() => () => offers.dispose(), [offers]);
  useEffect(() => {
    if (reachable) offers.prefetch(reachable);
  }, [offers, reachable]);
  // A city chosen before its answer came, or one the hand does not reach, is asked in the task that chose it.
  useEffect(
    () =>
      effect(() => {
        const c = chosenCity.value;
        if (c) offers.want(c);
      }),
    [offers],
  );
  const routes = city ? (offers.routesTo(city) ?? null) : null;
  // The engine's first few routes are listed; all of them once asked for (board-offer.ts FIRST_ROUTES).
  const [expandedFor, setExpanded] = useState<{ offers: RouteOffers; city: string } | null>(null);
  const expanded = expandedFor && expandedFor.offers === offers ? expandedFor.city : null;
  const listed = routes && listedRoutes(routes, expanded === city);
  // The route and the cards picked by hand hold for the city and position they were picked in.
  const [picked, setPicked] = useState<(RoutePick & { offers: RouteOffers }) | null>(null);
  const pick = picked && picked.offers === offers ? picked : null;
  const index = pickedIndex(pick, city);
  const [adjustedFor, setAdjusted] = useState<{ offers: RouteOffers; city: string | null; index: number; cards: Counts } | null>(null);
  const adjusted = adjustedFor && adjustedFor.offers === offers && adjustedFor.city === city && adjustedFor.index === index ? adjustedFor.cards : null;
  const adjust = (cards: Counts) => setAdjusted({ offers, city, index, cards });
  const pending = game.pending.value;
  const hand = view.players[seat]!.hand ?? {};
  // The city options change with the position, not with a tap: made once per answer, so a tap's render skips them.
  const cities = useMemo(() => (reachable ?? []).toSorted((a, b) => placeName(view, a).localeCompare(placeName(view, b))), [reachable, view]);
  const cityOptions = useMemo(
    () =>
      cities.map((c) => (
        <option key={c} value={c}>
          {t('ui.spike.cityScores', { city: placeName(view, c), good: placeGood(view, c), value: scores(c) })}
        </option>
      )),
    [cities, view, scores],
  );
  // The card steppers are made only while "adjust" is open: most builds take the payment found, and a tap's render
  // need not make a stepper per colour of the hand.
  const [adjustOpen, setAdjustOpen] = useState(false);
  const route: RouteOption | undefined = city && routes ? routes[index] : undefined;
  // The board points out the same answers: the cities the hand reaches, the routes offered, the one picked (the
  // chosen city it reads itself, so a tap redraws it without waiting for this effect).
  useEffect(() => {
    buildOffer.value = { seat, reachable, routesTo: (c) => offers.routesTo(c), pick, expanded };
  }, [seat, reachable, offers, pick, expanded]);
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
          {cityOptions}
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
              {listed!.map((r, i) => (
                <li key={i}>
                  <label class="spike-option" data-testid="spike-route" data-nodes={r.nodes.join(' ')} data-segments={r.segments.join(' ')}>
                    <input type="radio" name="spike-route" checked={index === i} onChange={() => city && setPicked({ offers, city, index: i })} />
                    <span>
                      {t('ui.spike.routeLine', { pieces: r.segments.length })}
                      <CardTally board={view.map} counts={r.needs} testId="spike-route-needs" />
                      {!r.payment && <em> {t('ui.spike.cannotPay')}</em>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {routes && listed && routes.length > listed.length && (
            <button type="button" class="btn" data-testid="spike-routes-more" onClick={() => city && setExpanded({ offers, city })}>
              {t('ui.spike.routesMore', { count: routes.length })}
            </button>
          )}
          {route && payment && (
            <>
              <p>{t('ui.spike.payWith')}</p>
              <PaymentView view={view} payment={payment} />
              <details data-testid="spike-adjust" open={adjustOpen}>
                <summary
                  onClick={(e) => {
                    e.preventDefault();
                    setAdjustOpen(!adjustOpen);
                  }}
                >
                  {t('ui.spike.adjust')}
                </summary>
                <p class="note">{t('ui.spike.adjustHow')}</p>
                {adjustOpen && cardGroups(view.map, hand).map((g) => {
                  const now = adjusted ?? cardsOfPayment(payment);
                  return (
                    <Stepper
                      key={g.color}
                      value={now[g.color] ?? 0}
                      min={0}
                      max={g.count}
                      label={t(`color.${g.color}`)}
                      testid={`spike-adjust-${g.color}`}
                      onChange={(v) => adjust({ ...now, [g.color]: v })}
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
