// The game screen: whose turn it is (always visible), the board, and the panel for the current step of the table flow —
// a summary of the automatic phases to acknowledge, the hand-over to the next player, that player's decision, or the
// final scores; plus history, help and undo. Keeps the screen awake while open.
import { effect } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import type { GameModel, GamesModel } from '../model';
import { holdWakeLock } from '../wake-lock';
import { LanguageSwitch, ReasonBanner } from '../components/controls';
import { PlayerBadge } from '../components/player-badge';
import { t, tReason } from '../i18n/i18n';
import { navigate } from '../route';
import { useLegalMoves, useOpenGame } from '../game/use-game';
import { needsSummary, tableScreen } from '../game/table-flow';
import { BoardSlot } from '../game/board-slot';
import { SharesPanel } from '../game/panels/shares';
import { AuctionPanel } from '../game/panels/auction';
import { ActionsPanel } from '../game/panels/actions';
import { ProductionPanel } from '../game/panels/production';
import { StartPlayerPanel } from '../game/panels/start-player';
import { TranscontinentalPanel } from '../game/panels/transcontinental';
import { BuildBar, GoodsBar } from '../game/panels/board-bars';
import { HandOverPanel } from '../game/panels/handover';
import { SummaryPanel } from '../game/panels/summary';
import { EndGamePanel } from '../game/panels/end-game';
import { HistoryPanel } from '../game/panels/history';
import { HelpPanel } from '../game/panels/help';
import { GoodsDisplayPanel } from '../game/goods-display';
import { SeatTable } from '../game/panels/seat-table';
import { SeatSummary } from '../game/panels/seat-summary';
import { UndoBar } from '../game/panels/undo';
import { giveFocusBack, TabNotice, tabNoticeShown } from '../game/tab-notice';

export function GameScreen({ games, id }: { games: GamesModel; id: string }) {
  const opened = useOpenGame(games, id);
  useEffect(() => holdWakeLock(), []);
  if (opened.status === 'loading') return <main class="screen">{t('ui.common.loading')}</main>;
  if (opened.status === 'failed')
    return (
      <main class="screen" data-testid="game-failed">
        <p class="banner is-error">{opened.reason.key === 'game.notFound' ? t('ui.game.notFound') : tReason(opened.reason)}</p>
        <button type="button" class="btn" onClick={() => navigate({ name: 'home' })}>
          {t('ui.game.leave')}
        </button>
      </main>
    );
  return <GameView game={opened.game} />;
}

type Drawer = 'none' | 'history' | 'help' | 'goods';

function GameView({ game }: { game: GameModel }) {
  const state = game.state.value;
  const toAct = game.toAct.value;
  const [shownTo, setShownTo] = useState<number | null>(null);
  const [summary, setSummary] = useState<{ events: GameEvent[]; texts: Reason[] } | null>(null);
  const [drawer, setDrawer] = useState<Drawer>('none');
  // While the board is played, small screens show a one-line seat bar; this opens the full player table there.
  const [playersOpen, setPlayersOpen] = useState(false);

  // Every accepted move's events arrive with its snapshot, whoever sent the move (a panel or the board).
  useEffect(
    () =>
      effect(() => {
        const snap = game.snapshot.value;
        if (needsSummary(snap.events)) {
          const add = { events: snap.events, texts: snap.eventTexts as Reason[] };
          setSummary((prev) => (prev ? { events: [...prev.events, ...add.events], texts: [...prev.texts, ...add.texts] } : add));
        }
      }),
    [game],
  );

  const over = state.phase === 'gameOver';
  const screen = tableScreen({ toAct, gameOver: over, shownTo, pendingSummary: summary !== null, seatCount: state.seats.length });
  // What the seat decides is the engine's word (its toAct), never worked out here from the phase.
  const decision = game.decision.value;
  const choosing = decision === 'transcontinental';
  const onBoard = screen.kind === 'decide' && !choosing && (state.phase === 'buildTrack' || state.phase === 'moveGoods');
  const actor = toAct !== null ? state.seats[toAct]! : null;
  // The board asks the engine for builds itself; a mid-turn choice (WUS transcontinental bonus) is a panel's.
  const legal = useLegalMoves(game, toAct !== null && (state.phase !== 'buildTrack' || choosing));

  let panel = null;
  if (screen.kind === 'decide') {
    const seat = screen.seat;
    const props = { game, state, seat, legal };
    panel =
      state.phase === 'startPlayer' ? <StartPlayerPanel {...props} />
      : state.phase === 'issueShares' ? <SharesPanel {...props} />
      : state.phase === 'auction' ? <AuctionPanel {...props} />
      : state.phase === 'selectActions' ? <ActionsPanel {...props} />
      : choosing ? <TranscontinentalPanel {...props} />
      : state.phase === 'buildTrack' ? <BuildBar {...props} />
      : state.phase === 'moveGoods' ? <GoodsBar {...props} />
      : state.phase === 'goodsGrowth' ? <ProductionPanel {...props} />
      : null;
  } else if (screen.kind === 'over') panel = <EndGamePanel game={game} state={state} />;

  // While the tab notice shows, everything behind it is inert, also what mounts later (a banner, the pending bar, a
  // drawer): aria-modal alone keeps neither Tab nor a screen reader's browse mode out.
  const noticeShown = tabNoticeShown(game);
  // Where the keyboard was last on the screen, to go back there when the notice closes. Kept as focus moves rather
  // than read as the notice opens: by the time an effect runs, the inert frame has already lost the focus to <body>.
  const frame = useRef<HTMLDivElement>(null);
  const lastFocus = useRef<HTMLElement | null>(null);
  const noticeWasShown = useRef(false);
  useEffect(() => {
    if (noticeShown) noticeWasShown.current = true;
    else if (noticeWasShown.current && frame.current) {
      noticeWasShown.current = false;
      giveFocusBack(frame.current, lastFocus.current);
    }
  }, [noticeShown]);

  return (
    <div class={`game-screen${over ? ' is-over' : ''}`} data-testid="game-screen" data-phase={state.phase} data-round={state.round}>
      <div class="game-frame" inert={noticeShown} ref={frame} onFocusCapture={(e) => (lastFocus.current = e.target as HTMLElement)}>
      <header class="game-top">
        <button type="button" class="btn ghost" data-testid="leave-game" aria-label={t('ui.game.leave')} onClick={() => navigate({ name: 'home' })}>
          ‹ <span class="hide-narrow">{t('ui.nav.home')}</span>
        </button>
        <div class="game-where">
          <span data-testid="round-label">{t('ui.game.round', { round: state.round, rounds: state.options.rounds })}</span>
          <strong data-testid="phase-label">{t(`phaseName.${state.phase}`)}</strong>
        </div>
        <div class="turn-indicator" data-testid="to-act" data-seat={toAct ?? ''} aria-live="polite">
          {actor ? (
            <>
              <PlayerBadge name={actor.name} color={actor.color} size={30} current />
              <span class="hide-narrow">{t('ui.game.toPlay')}</span>
            </>
          ) : (
            <span>{over ? t('phaseName.gameOver') : t('ui.game.nobodyToAct')}</span>
          )}
        </div>
        <div class="game-tools">
          <button type="button" class={`btn${drawer === 'help' ? ' is-on' : ''}`} data-testid="open-help" aria-label={t('ui.game.help')} aria-pressed={drawer === 'help'} onClick={() => setDrawer(drawer === 'help' ? 'none' : 'help')}>
            ? <span class="hide-narrow">{t('ui.game.help')}</span>
          </button>
          <button type="button" class={`btn${drawer === 'history' ? ' is-on' : ''}`} data-testid="open-history" aria-label={t('ui.game.history')} aria-pressed={drawer === 'history'} onClick={() => setDrawer(drawer === 'history' ? 'none' : 'history')}>
            ☰ <span class="hide-narrow">{t('ui.game.history')}</span>
          </button>
          {/* The goods display at any time: players plan with it every round, not only in the Production panel. */}
          <button type="button" class={`btn${drawer === 'goods' ? ' is-on' : ''}`} data-testid="open-goods" aria-label={t('ui.display.openLabel')} aria-pressed={drawer === 'goods'} onClick={() => setDrawer(drawer === 'goods' ? 'none' : 'goods')}>
            ▦ <span class="hide-narrow">{t('ui.display.open')}</span>
          </button>
          <LanguageSwitch />
        </div>
      </header>
      <ReasonBanner reason={game.error.value} onDismiss={() => game.clearError()} />
      {game.pending.value && <div class="pending-bar" role="progressbar" aria-label={t('ui.game.waitingEngine')} />}
      <div class="game-main">
      <div class={`game-body${onBoard ? ' is-on-board' : ''}`}>
        <div class="board-area">
          <BoardSlot game={game} interactive={onBoard} />
        </div>
        <aside class={`side${playersOpen ? ' is-players-open' : ''}`} data-testid="side-panel">
          {panel}
          {screen.kind === 'decide' && <UndoBar game={game} state={state} onCasualUndo={() => setShownTo(null)} />}
          {onBoard && <SeatSummary state={state} toAct={toAct} expanded={playersOpen} onToggle={() => setPlayersOpen(!playersOpen)} />}
          <SeatTable state={state} toAct={toAct} />
        </aside>
      </div>
      {screen.kind === 'summary' && summary && (
        <div class="overlay">
          <SummaryPanel state={state} events={summary.events} texts={summary.texts} onAck={() => setSummary(null)} />
        </div>
      )}
      {screen.kind === 'handover' && (
        <div class="overlay">
          <div class="overlay-stack">
            <HandOverPanel state={state} seat={screen.seat} decision={decision ?? ''} onReady={() => setShownTo(screen.seat)} />
            <UndoBar game={game} state={state} onCasualUndo={() => setShownTo(null)} />
          </div>
        </div>
      )}
      {drawer === 'history' && (
        <div class="drawer">
          <HistoryPanel game={game} onClose={() => setDrawer('none')} />
        </div>
      )}
      {drawer === 'goods' && (
        <div class="drawer">
          <GoodsDisplayPanel state={state} onClose={() => setDrawer('none')} />
        </div>
      )}
      {drawer === 'help' && (
        <div class="drawer">
          <HelpPanel state={state} decision={decision} onClose={() => setDrawer('none')} />
        </div>
      )}
      </div>
      </div>
      <TabNotice game={game} />
    </div>
  );
}
