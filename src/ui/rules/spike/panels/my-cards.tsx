// "Show my cards": a seat not on turn looks at its own hand, route card and contracts privately. The tablet is handed
// over as for a decision (who? then "I am …"); only then the worker draws the position for that seat (viewAs, nothing
// moves or is stored) and the cards show here, in this drawer alone; closing or hiding forgets them. The game's own
// view stays the table's throughout.
import { useEffect, useState } from 'preact/hooks';
import { DrawerHead } from '../../../components/drawer-head';
import { useBotColors } from '../../../components/bot-mark';
import { PlayerMark } from '../../../components/player-badge';
import { t } from '../../../i18n/i18n';
import { engineClient } from '../../../model/engine';
import { route } from '../../../route';
import type { SpikeView } from '../engine';
import { ContractsView, HandView } from './cards';
import { cardsForBoard, routeCard } from '../engine';
import { placeName, seatsThatMayLook } from '../spike-model';

type Step = { kind: 'who' } | { kind: 'handover'; seat: number } | { kind: 'shown'; seat: number; view: SpikeView };

export function MyCardsDrawer({ view, onClose }: { view: SpikeView; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'who' });
  // The position moved on (a move, an undo): what was shown is stale and private; start again.
  const shownFor = JSON.stringify([view.round, view.turn, view.players.map((p) => p.handCount)]);
  useEffect(() => setStep({ kind: 'who' }), [shownFor]);
  // While the game shows a seat's own view (its private turn) the drawer shows nothing but a note, whatever step it
  // was at: a second seat's cards must never reach the screen beside the first's. Bots never look.
  const mayLook = seatsThatMayLook(view, useBotColors());
  const r = route.value;
  const look = async (seat: number) => {
    if (r.name !== 'game') return;
    const res = await engineClient().call('viewAs', r.id, { seat });
    if (res.ok) setStep({ kind: 'shown', seat, view: res.snapshot.view as SpikeView });
  };
  const close = () => {
    setStep({ kind: 'who' });
    onClose();
  };
  const cards = cardsForBoard(view.map.id);
  return (
    <section class="panel spike-panel" data-testid="spike-my-cards" aria-labelledby="spike-my-title">
      <DrawerHead titleId="spike-my-title" title={t('ui.spike.myCards')} close={t('ui.common.close')} closeTestId="spike-my-close" onClose={close} />
      {mayLook === null && (
        <p class="note" data-testid="spike-my-later">
          {t('ui.spike.myCardsLater')}
        </p>
      )}
      {mayLook !== null && step.kind === 'who' && (
        <>
          <p>{t('ui.spike.whoLooks')}</p>
          <div class="spike-buttons">
            {mayLook.map((seat) => (
              <button key={seat} type="button" class="btn" data-testid={`spike-my-seat-${seat}`} onClick={() => setStep({ kind: 'handover', seat })}>
                <PlayerMark color={view.seats[seat]!.color} size={28} /> {view.seats[seat]!.name}
              </button>
            ))}
          </div>
        </>
      )}
      {mayLook !== null && step.kind === 'handover' && (
        <div class="handover" data-testid="spike-my-handover">
          <PlayerMark color={view.seats[step.seat]!.color} size={72} />
          <p>{t('ui.spike.passTo', { name: view.seats[step.seat]!.name })}</p>
          <button type="button" class="btn primary big" data-testid="spike-my-ready" onClick={() => void look(step.seat)}>
            {t('ui.spike.iAm', { name: view.seats[step.seat]!.name })}
          </button>
        </div>
      )}
      {mayLook !== null && step.kind === 'shown' && (
        <div data-testid="spike-my-shown" data-seat={step.seat}>
          <h3>{t('ui.spike.cardsOf', { name: view.seats[step.seat]!.name })}</h3>
          <HandView view={step.view} seat={step.seat} />
          {cards &&
            (step.view.players[step.seat]!.routeCards ?? []).map((id) => {
              const card = routeCard(cards, id);
              return (
                <p key={id} data-testid="spike-my-route">
                  {t('ui.spike.routeCard')}: <strong>{placeName(view, card?.top)}</strong> — {card?.cities.map((c) => `${placeName(view, c.city)} $${c.value}`).join(' · ')}
                </p>
              );
            })}
          <ContractsView view={step.view} seat={step.seat} />
          <button type="button" class="btn primary big" data-testid="spike-my-hide" onClick={() => setStep({ kind: 'who' })}>
            {t('ui.spike.hide')}
          </button>
        </div>
      )}
    </section>
  );
}
