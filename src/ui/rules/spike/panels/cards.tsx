// What a Spike player holds and sees, drawn the same way in every panel: a rail card (colour, the board's line
// pattern and the colour's name: never colour alone), a hand grouped by colour, the display and the pile, contracts
// with the cities served marked, the route card with its bonus now, the train with its next upgrades, the market and
// the time track.
import { t } from '../../../i18n/i18n';
import type { LatticeBoard } from '../../../../engine/lattice/types';
import { ATTRIBUTES, cardsForBoard, contractSide, marketValue, routeCard, type Counts, type SpikeView } from '../engine';
import { cardGroups, placeName } from '../spike-model';
import type { SpikeGame } from '../types';
import { useNetworkCities, useSpikeQuery } from '../use-query';

const NONE: ReadonlySet<string> = new Set();

/** One rail card colour: its fill, its line pattern drawn as the board draws it, its name and how many. */
export function CardChip({ board, color, count }: { board: LatticeBoard; color: string; count?: number }) {
  const c = board.colors.find((x) => x.id === color);
  const pattern = c?.pattern ?? 'solid';
  return (
    <span class={`spike-card pattern-${pattern}`} data-testid="spike-card" data-color={color} title={t(`ui.spike.pattern.${pattern}`)} style={{ '--card': c?.fill ?? '#888' }}>
      <span class="spike-card-swatch" aria-hidden="true" />
      <span class="spike-card-name">{t(`color.${color}`)}</span>
      {count !== undefined && <span class="spike-card-count">× {count}</span>}
    </span>
  );
}

/**
 * Cards counted per colour in one element each (a route's needs, a payment): the swatch of the colour's pattern drawn
 * by the stylesheet (spike.css `.spike-tally`), the colour's name and the count as one text, the pattern's name as
 * its title (as the chip's). A tap on a destination re-renders four routes' needs and the payment at once, so each
 * colour is two DOM nodes here, not a chip's eight.
 */
export function CardTally({ board, counts, testId }: { board: LatticeBoard; counts: Counts | null; testId: string }) {
  return (
    <ul class="spike-cards spike-tally" data-testid={testId}>
      {cardGroups(board, counts).map((g) => (
        <li key={g.color} class={`spike-card pattern-${g.pattern}`} data-color={g.color} title={t(`ui.spike.pattern.${g.pattern}`)} style={{ '--card': g.fill }}>
          {`${t(`color.${g.color}`)} × ${g.count}`}
        </li>
      ))}
    </ul>
  );
}

export function CardRow({ board, counts, testId }: { board: LatticeBoard; counts: Counts | null; testId: string }) {
  return (
    <ul class="spike-cards" data-testid={testId}>
      {cardGroups(board, counts).map((g) => (
        <li key={g.color}>
          <CardChip board={board} color={g.color} count={g.count} />
        </li>
      ))}
    </ul>
  );
}

/** The viewer's own hand, grouped by colour. */
export function HandView({ view, seat }: { view: SpikeView; seat: number }) {
  const p = view.players[seat]!;
  if (!p.hand) return null;
  return (
    <section class="spike-block" data-testid="spike-hand" aria-label={t('ui.spike.hand', { count: p.handCount })}>
      <h3>{t('ui.spike.hand', { count: p.handCount })}</h3>
      {p.handCount === 0 ? <p class="note">{t('ui.spike.handEmpty')}</p> : <CardRow board={view.map} counts={p.hand} testId="spike-hand-cards" />}
    </section>
  );
}

/** The face-up display, the pile, the discards and the time track (public). */
export function DisplayView({ view }: { view: SpikeView }) {
  return (
    <section class="spike-block" data-testid="spike-display">
      <h3>{t('ui.spike.display')}</h3>
      <ul class="spike-cards">
        {view.display.map((c, i) => (
          <li key={i}>
            <CardChip board={view.map} color={c} />
          </li>
        ))}
      </ul>
      <p data-testid="spike-pile">{t('ui.spike.pile', { count: view.pileCount })}</p>
      <p>{t('ui.spike.discards', { count: Object.values(view.discards).reduce((a, b) => a + b, 0) })}</p>
      <TimeView view={view} />
    </section>
  );
}

export function TimeView({ view }: { view: SpikeView }) {
  return (
    <p data-testid="spike-time">
      {t('ui.spike.timeTrack', { round: view.round })}
      {view.round === 3 && <> · {t('ui.spike.timeHidden', { drawn: view.timeDrawn, hidden: view.timeInPile })}</>}
    </p>
  );
}

/** Seat's contracts: the good, where its marker is, each destination with its pay, served cities marked (public). */
export function ContractsView({ view, seat }: { view: SpikeView; seat: number }) {
  const cards = cardsForBoard(view.map.id);
  const p = view.players[seat]!;
  const served = new Set(p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : [])));
  // The engine's answer (empty while asked: no city is marked connected before it is known).
  const network = useNetworkCities(view, seat) ?? NONE;
  return (
    <section class="spike-block" data-testid="spike-contracts">
      <h3>{t('ui.spike.contracts')}</h3>
      <ul class="spike-contracts">
        {p.contracts.map((c) => {
          const side = cards ? contractSide(cards, c) : null;
          return (
            <li key={c.card} data-testid="spike-contract" data-good={c.good} data-freight={c.freight}>
              <strong>{t('ui.spike.contractGood', { good: c.good })}</strong> ·{' '}
              {c.freight === 'delivered' ? t('ui.spike.freight.delivered', { city: placeName(view, c.deliveredTo) }) : t(`ui.spike.freight.${c.freight}`)}
              {side ? (
                <ul class="spike-destinations">
                  {side.destinations.map((d) => (
                    <li key={d.city} class={served.has(d.city) ? 'is-served' : ''} data-city={d.city}>
                      {served.has(d.city) ? '✓ ' : ''}
                      {placeName(view, d.city)} {t('ui.spike.pay', { pay: d.pay })}
                      {served.has(d.city) ? ` (${t('ui.spike.served')})` : network.has(d.city) ? ` (${t('ui.spike.connected')})` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <p class="note">{t('ui.spike.sideHidden')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The viewer's route card(s): the top city, the listed cities with their values, and the bonus if the game ended now. */
export function RouteCardView({ game, view, seat }: { game: SpikeGame; view: SpikeView; seat: number }) {
  const p = view.players[seat]!;
  const score = useSpikeQuery(game, 'scoreSoFar', seat);
  const cards = cardsForBoard(view.map.id);
  // The engine's answer (empty while asked: no city is marked connected before it is known).
  const network = useNetworkCities(view, seat) ?? NONE;
  if (!p.routeCards || !cards) return null;
  return (
    <section class="spike-block" data-testid="spike-route-card">
      <h3>{t('ui.spike.routeCard')}</h3>
      {p.routeCards.map((id) => {
        const card = routeCard(cards, id);
        if (!card) return null;
        return (
          <div key={id} data-card={id}>
            <p>
              <strong>{placeName(view, card.top)}</strong> · {t('ui.spike.routeTop', { city: placeName(view, card.top) })}
              {network.has(card.top) ? ` ✓ ${t('ui.spike.connected')}` : ''}
            </p>
            <ul class="spike-destinations">
              {card.cities.map((c) => (
                <li key={c.city} class={network.has(c.city) ? 'is-served' : ''} data-city={c.city}>
                  {network.has(c.city) ? '✓ ' : ''}
                  {placeName(view, c.city)} {t('ui.spike.pay', { pay: c.value })}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {score && p.routeCards.length === 1 && <p data-testid="spike-bonus-now">{t('ui.spike.routeBonusNow', { bonus: score.routeBonus, total: score.total })}</p>}
    </section>
  );
}

/** Seat's train: each attribute's value and level, and the next upgrade's price (public). */
export function TrainView({ game, view, seat }: { game: SpikeGame; view: SpikeView; seat: number }) {
  const cards = cardsForBoard(view.map.id);
  const prices = useSpikeQuery(game, 'upgradeOptions', seat);
  const p = view.players[seat]!;
  if (!cards) return null;
  return (
    <section class="spike-block" data-testid="spike-train">
      <h3>{t('ui.spike.train')}</h3>
      <dl class="spike-train">
        {ATTRIBUTES.map((a) => {
          const cost = prices?.[a];
          return (
            <div key={a} data-attribute={a}>
              <dt>{t(`attribute.${a}`)}</dt>
              <dd>
                {t('ui.spike.trainLevel', { value: cards.train[a][p.train[a]]!, level: p.train[a] + 1 })}
                {prices && <> · {cost === null || cost === undefined ? t('ui.spike.upgradeBest') : t('ui.spike.upgradePrice', { cost })}</>}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The market: each good's value now, what a build to a city of that good scores (public, [003:L184]). */
export function MarketView({ view }: { view: SpikeView }) {
  return (
    <section class="spike-block" data-testid="spike-market">
      <h3>{t('ui.spike.market')}</h3>
      <ul class="spike-market">
        {view.map.goods.map((g) => (
          <li key={g} data-good={g}>
            {t('ui.spike.marketValue', { good: g, value: marketValue(view.market, g) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
