// A Spike turn (decisions freeMove and action), private to the seat on turn: its hand, route card, contracts and
// train beside the moves the engine offers — the free move, draw (display picks and blind cards), build a route
// (destination, the routes with the cards each needs, the payment with its joker sets, adjustable), move the train
// (load, deliver with the pay), upgrade, drop freight, and the pass when nothing else is possible. Every button sends
// a move the engine judges; a refusal shows its reason in the screen's banner.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n/i18n';
import { Stepper } from '../../../components/controls';
import type { LocomotiveAt } from '../../../../engine/lattice/view';
import { cardsForBoard, marketValue, type SpikeMove, type SpikeView } from '../engine';
import { placeName } from '../spike-model';
import { movesOf, type PanelProps } from '../types';
import { useSpikeQuery } from '../use-query';
import { BuildSection } from './build';
import { ContractsView, DisplayView, HandView, MarketView, RouteCardView, TrainView, CardChip } from './cards';

type TrainMove = Extract<SpikeMove, { type: 'freeMove' | 'startMoving' | 'extraMove' }>;

function endCity(view: SpikeView, path: readonly LocomotiveAt[]): string | null {
  const end = path[path.length - 1];
  return end && 'node' in end ? (view.map.places.find((p) => p.node === end.node)?.id ?? null) : null;
}

/** A train move in words: its kind, where it ends, what it loads and delivers for how much. */
function trainLabel(view: SpikeView, m: TrainMove, pay: (city: string, good: string) => number | undefined): string {
  const city = endCity(view, m.path);
  const parts = [t(`ui.spike.moveKind.${m.type}`)];
  if (m.type === 'startMoving' && m.load) parts.push(t('ui.spike.moveLoad', { good: m.load }));
  parts.push(city ? t('ui.spike.moveTo', { city: placeName(view, city) }) : t('ui.spike.moveSpaces', { spaces: m.path.length }));
  if (m.deliver && city) parts.push(t('ui.spike.moveDeliver', { good: m.deliver, pay: pay(city, m.deliver) ?? '?' }));
  return parts.join(' · ');
}

function TrainSection({ game, view, seat, legal }: PanelProps) {
  const moves = (legal ?? []).filter((m): m is TrainMove => m.type === 'freeMove' || m.type === 'startMoving' || m.type === 'extraMove');
  const options = useSpikeQuery(game, 'trainOptions', seat);
  const pending = game.pending.value;
  const pay = (city: string, good: string) => options?.find((o) => o.city === city)?.deliveries.find((d) => d.good === good)?.pay;
  return (
    <section class="spike-block" data-testid="spike-train-moves">
      <h3>{t('ui.spike.action.move')}</h3>
      {moves.length === 0 ? (
        <p class="note">{t('ui.spike.noTrainMove')}</p>
      ) : (
        <ul class="spike-move-list">
          {moves.map((m, i) => (
            <li key={i}>
              <button type="button" class="btn" data-testid="spike-train-move" data-move={JSON.stringify(m)} data-kind={m.type} data-city={endCity(view, m.path) ?? ''} disabled={pending} onClick={() => void game.dispatch(m)}>
                {trainLabel(view, m, pay)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DrawSection({ game, view, seat, legal }: PanelProps) {
  const draws = movesOf(legal, 'draw');
  const quota = draws.reduce((n, m) => Math.max(n, m.display.length + m.pile), 0);
  const [picked, setPicked] = useState<number[]>([]);
  const [pile, setPile] = useState(0);
  const moves = game.moveCount.value;
  useEffect(() => (setPicked([]), setPile(0)), [moves]);
  const cards = cardsForBoard(view.map.id);
  const tender = cards ? cards.train.tender[view.players[seat]!.train.tender] : 0;
  const pending = game.pending.value;
  const blind = Math.max(0, Math.min(pile, quota - picked.length));
  if (quota === 0) return <p class="note" data-testid="spike-draw-none">{t('ui.spike.drawNone', { tender: tender ?? 0 })}</p>;
  const display = picked.map((i) => view.display[i]!).toSorted();
  return (
    <section class="spike-block" data-testid="spike-draw">
      <h3>{t('ui.spike.action.draw')}</h3>
      <p class="note">{t('ui.spike.drawHow', { quota })}</p>
      <div class="spike-buttons">
        {view.display.map((c, i) => {
          const on = picked.includes(i);
          return (
            <button
              key={i}
              type="button"
              class={`btn${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid="spike-draw-display"
              data-color={c}
              disabled={pending || (!on && picked.length >= quota)}
              onClick={() => setPicked(on ? picked.filter((x) => x !== i) : [...picked, i])}
            >
              <CardChip board={view.map} color={c} />
            </button>
          );
        })}
      </div>
      <Stepper value={blind} min={0} max={Math.max(0, quota - picked.length)} onChange={setPile} label={t('ui.spike.fromPile')} testid="spike-draw-pile" />
      <button
        type="button"
        class="btn primary"
        data-testid="spike-draw-go"
        disabled={pending || display.length + blind === 0}
        onClick={() => void game.dispatch({ type: 'draw', seat, display, pile: blind })}
      >
        {t('ui.spike.drawGo', { display: display.length, pile: blind })}
      </button>
    </section>
  );
}

function UpgradeSection({ game, view, seat, legal }: PanelProps) {
  const ups = movesOf(legal, 'upgrade');
  const prices = useSpikeQuery(game, 'upgradeOptions', seat);
  const cards = cardsForBoard(view.map.id);
  const pending = game.pending.value;
  if (!ups.length || !cards) return null;
  const p = view.players[seat]!;
  return (
    <section class="spike-block" data-testid="spike-upgrade">
      <h3>{t('ui.spike.action.upgrade')}</h3>
      <div class="spike-buttons">
        {ups.map((m) => (
          <button key={m.attribute} type="button" class="btn" data-testid={`spike-upgrade-${m.attribute}`} disabled={pending} onClick={() => void game.dispatch(m)}>
            {t('ui.spike.upgradeGo', { attribute: m.attribute, from: cards.train[m.attribute][p.train[m.attribute]]!, to: cards.train[m.attribute][p.train[m.attribute] + 1] ?? '—', cost: prices?.[m.attribute] ?? '…' })}
          </button>
        ))}
      </div>
    </section>
  );
}

function FreightSection({ game, legal }: PanelProps) {
  const drops = movesOf(legal, 'discard');
  const pending = game.pending.value;
  if (!drops.length) return null;
  return (
    <section class="spike-block" data-testid="spike-freight">
      <h3>{t('ui.spike.action.freight')}</h3>
      <div class="spike-buttons">
        {drops.map((m) => (
          <button key={m.good} type="button" class="btn" data-testid={`spike-discard-${m.good}`} disabled={pending} onClick={() => void game.dispatch(m)}>
            {t('ui.spike.discardGo', { good: m.good })}
          </button>
        ))}
      </div>
    </section>
  );
}

export function TurnPanel(props: PanelProps) {
  const { game, view, seat, legal } = props;
  const pass = movesOf(legal, 'pass')[0];
  const pending = game.pending.value;
  return (
    <section class="panel spike-panel" data-testid="spike-turn" data-moves={game.moveCount.value} data-legal={legal ? 'yes' : 'no'} data-stage={view.turn?.stage ?? ''} aria-labelledby="spike-turn-title">
      <h2 id="spike-turn-title">{t('ui.spike.yourTurn', { name: view.seats[seat]!.name })}</h2>
      {view.turn?.stage === 'free' && <p class="note" data-testid="spike-free-note">{t('ui.spike.freeMoveFirst')}</p>}
      <HandView view={view} seat={seat} />
      <TrainSection {...props} />
      <DrawSection {...props} />
      <BuildSection {...props} scores={(c) => marketValue(view.market, view.map.places.find((x) => x.id === c)?.good ?? '')} />
      <UpgradeSection {...props} />
      <FreightSection {...props} />
      {pass && (
        <button type="button" class="btn" data-testid="spike-pass" disabled={pending} onClick={() => void game.dispatch(pass)}>
          {t('ui.spike.pass')}
        </button>
      )}
      <RouteCardView game={game} view={view} seat={seat} />
      <ContractsView view={view} seat={seat} />
      <TrainView game={game} view={view} seat={seat} />
      <DisplayView view={view} />
      <MarketView view={view} />
    </section>
  );
}
