// The game screen: whose turn it is (always visible), the board, and the panel for the current step of the table flow —
// a summary of the automatic phases to acknowledge, the hand-over to the next player, that player's decision, or the
// final scores; plus history, help and undo. Keeps the screen awake while open. It knows no rule system: the game's
// UI module (src/ui/rules/<id>/) gives the panel for the engine's decision key, the seat table, the end screen, the
// summary and the help.
import { effect } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import { viewerSeat } from '../../engine/rule-system';
import type { GameModel, GamesModel } from '../model';
import { holdWakeLock } from '../wake-lock';
import { LanguageSwitch, ReasonBanner } from '../components/controls';
import { PlayerBadge } from '../components/player-badge';
import { t, tReason } from '../i18n/i18n';
import { navigate } from '../route';
import { useBotPilot, useCanHint, useLegalMoves, useOpenGame } from '../game/use-game';
import { BotBar, SuggestBox } from '../game/bot-table';
import { BotSeats } from '../components/bot-mark';
import { tableScreen } from '../game/table-flow';
import { BoardSlot } from '../game/board-slot';
import { HandOverPanel } from '../game/panels/handover';
import { HistoryPanel } from '../game/panels/history';
import { UndoBar } from '../game/panels/undo';
import { useEverySystemTexts, useRuleSystemTexts, useRulesUi } from '../rules/use-rules-ui';
import type { AnyRulesUi } from '../rules/rules-ui';
import { giveFocusBack, TabNotice, tabNoticeShown } from '../game/tab-notice';
import { summaryOnce } from './summary-once';

/** A game that cannot be shown (not found, not replayable, or its rules' code did not load), with the way home. */
function GameFailed({ reason }: { reason: Reason }) {
  return (
    <main class="screen" data-testid="game-failed">
      <p class="banner is-error">{reason.key === 'game.notFound' ? t('ui.game.notFound') : tReason(reason)}</p>
      <button type="button" class="btn" onClick={() => navigate({ name: 'home' })}>
        {t('ui.game.leave')}
      </button>
    </main>
  );
}

export function GameScreen({ games, id }: { games: GamesModel; id: string }) {
  const opened = useOpenGame(games, id);
  const rules = useRulesUi(opened.status === 'open' ? opened.game.head.value.ruleSystem : null);
  useRuleSystemTexts(rules.ui?.id ?? null);
  // A game that could not be opened says why, maybe in its system's words: those texts load only then.
  useEverySystemTexts(opened.status === 'failed');
  useEffect(() => holdWakeLock(), []);
  if (opened.status === 'loading' || (opened.status === 'open' && rules.status === 'loading')) return <main class="screen">{t('ui.common.loading')}</main>;
  if (opened.status === 'failed') return <GameFailed reason={opened.reason} />;
  if (rules.status === 'failed') return <GameFailed reason={rules.reason} />;
  return <GameView game={opened.game} rules={rules.ui!} />;
}

/** 'history', 'help', or the id of one of the rule system's drawers. */
type Drawer = string;

function GameView({ game, rules }: { game: GameModel; rules: AnyRulesUi }) {
  const state = game.state.value;
  const toAct = game.toAct.value;
  const players = game.head.value.players;
  const where = rules.where(state);
  const [shownTo, setShownTo] = useState<number | null>(null);
  const [summary, setSummary] = useState<{ events: GameEvent[]; texts: Reason[] } | null>(null);
  const [drawer, setDrawer] = useState<Drawer>('none');
  // While the board is played, small screens show a one-line seat bar; this opens the full player table there.
  const [playersOpen, setPlayersOpen] = useState(false);

  // Every accepted move's events arrive with its snapshot, whoever sent the move (a panel or the board); a redraw of
  // the same position for a seat ("I am …") brings them again and is not summarised twice.
  useEffect(() => {
    const summarise = summaryOnce(rules.needsSummary);
    return effect(() => {
      const add = summarise(game.snapshot.value);
      if (add) setSummary((prev) => (prev ? { events: [...prev.events, ...add.events], texts: [...prev.texts, ...add.texts] } : add));
    });
  }, [game, rules]);

  const over = game.head.value.status === 'finished';
  const bots = players.map((p) => p.bot !== undefined);
  const screen = tableScreen({ toAct, gameOver: over, shownTo, pendingSummary: summary !== null, seatCount: players.length, bots });
  // Computer players move at the table's pace (the worker thinks and stores); they wait while a person reads a summary.
  const pilot = useBotPilot(game);
  const canHint = useCanHint(game);
  const anyPerson = bots.includes(false);
  useEffect(() => {
    if (pilot) pilot.held.value = anyPerson && screen.kind === 'summary';
  }, [pilot, anyPerson, screen.kind]);
  // What the seat decides is the engine's word (its toAct.decision), and it alone picks the panel: never the phase.
  const decision = game.decision.value;
  const shown = decision !== null ? rules.decisions[decision] : undefined;
  const onBoard = screen.kind === 'decide' && !!shown?.onBoard;
  const actor = toAct !== null ? players[toAct]! : null;
  // Asked before the hand-over is confirmed, so the panel is ready; not for decisions whose list is too large (the
  // board asks the engine hex by hex there).
  // A bot's turn needs none: the worker finds the bot's move itself (from its seat's view).
  const legal = useLegalMoves(game, toAct !== null && !bots[toAct] && (shown?.legalMoves ?? true));

  // A private decision (the seat's hand, its secret card) shows only once the tablet shows that seat's own view, after
  // its "I am …" (the model drew the table's view before the hand-over); a public one at once.
  const privateDecision = game.snapshot.value.toAct?.private === true;
  const seatShown = screen.kind === 'decide' && (!privateDecision || viewerSeat(game.viewer.value) === screen.seat);
  // Asked again whenever the position or the pending move changes: the model drops a drawing that a move or a reload
  // overtook, and does not draw while a move is in flight.
  const snapshotNow = game.snapshot.value;
  const pendingNow = game.pending.value;
  useEffect(() => {
    if (screen.kind === 'decide' && !seatShown) void game.showSeat(screen.seat);
  }, [game, screen.kind, screen.kind === 'decide' ? screen.seat : null, seatShown, snapshotNow, pendingNow]);

  let panel = null;
  if (screen.kind === 'decide' && shown && seatShown) panel = <shown.Panel game={game} view={state} seat={screen.seat} legal={legal} />;
  else if (screen.kind === 'over') panel = <rules.EndScreen game={game} view={state} />;

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
    <BotSeats players={players}>
    <div class={`game-screen${over ? ' is-over' : ''}`} data-testid="game-screen" data-phase={where.stage} data-round={where.round} data-moves={game.moveCount.value} data-pending={game.pending.value ? 'yes' : 'no'}>
      <div class="game-frame" inert={noticeShown} ref={frame} onFocusCapture={(e) => (lastFocus.current = e.target as HTMLElement)}>
      <header class="game-top">
        <button type="button" class="btn ghost" data-testid="leave-game" aria-label={t('ui.game.leave')} onClick={() => navigate({ name: 'home' })}>
          ‹ <span class="hide-narrow">{t('ui.nav.home')}</span>
        </button>
        <div class="game-where">
          <span data-testid="round-label">{t('ui.game.round', { round: where.round, rounds: where.rounds })}</span>
          <strong data-testid="phase-label">{t(`phaseName.${where.stage}`)}</strong>
        </div>
        <div class="turn-indicator" data-testid="to-act" data-seat={toAct ?? ''} aria-live="polite">
          {actor ? (
            <>
              <PlayerBadge name={actor.name} color={actor.color} size={30} current />
              <span class="hide-narrow">{t('ui.game.toPlay')}</span>
            </>
          ) : (
            <span>{over ? t(`phaseName.${where.stage}`) : t('ui.game.nobodyToAct')}</span>
          )}
        </div>
        <div class="game-tools">
          <button type="button" class={`btn${drawer === 'help' ? ' is-on' : ''}`} data-testid="open-help" aria-label={t('ui.game.help')} aria-pressed={drawer === 'help'} onClick={() => setDrawer(drawer === 'help' ? 'none' : 'help')}>
            ? <span class="hide-narrow">{t('ui.game.help')}</span>
          </button>
          <button type="button" class={`btn${drawer === 'history' ? ' is-on' : ''}`} data-testid="open-history" aria-label={t('ui.game.history')} aria-pressed={drawer === 'history'} onClick={() => setDrawer(drawer === 'history' ? 'none' : 'history')}>
            ☰ <span class="hide-narrow">{t('ui.game.history')}</span>
          </button>
          {rules.drawers?.map((d) => (
            <button key={d.id} type="button" class={`btn${drawer === d.id ? ' is-on' : ''}`} data-testid={d.testId} aria-label={t(d.ariaLabel)} aria-pressed={drawer === d.id} onClick={() => setDrawer(drawer === d.id ? 'none' : d.id)}>
              {d.icon} <span class="hide-narrow">{t(d.label)}</span>
            </button>
          ))}
          <LanguageSwitch />
        </div>
      </header>
      <ReasonBanner reason={game.error.value} onDismiss={() => game.clearError()} />
      {game.pending.value && <div class="pending-bar" role="progressbar" aria-label={t('ui.game.waitingEngine')} />}
      <div class="game-main">
      <div class={`game-body${onBoard ? ' is-on-board' : ''}`}>
        <div class="board-area">
          <BoardSlot game={game} rules={rules} interactive={onBoard} />
        </div>
        <aside class={`side${playersOpen ? ' is-players-open' : ''}`} data-testid="side-panel">
          {pilot && !over && <BotBar pilot={pilot} players={players} />}
          {panel}
          {canHint && panel && screen.kind === 'decide' && <SuggestBox game={game} />}
          {screen.kind === 'decide' && <UndoBar game={game} rules={rules} onCasualUndo={() => setShownTo(null)} />}
          {onBoard && rules.SeatSummary && <rules.SeatSummary view={state} toAct={toAct} expanded={playersOpen} onToggle={() => setPlayersOpen(!playersOpen)} />}
          <rules.SeatTable view={state} toAct={toAct} />
        </aside>
      </div>
      {screen.kind === 'summary' && summary && (
        <div class="overlay">
          <rules.Summary view={state} events={summary.events} texts={summary.texts} onAck={() => setSummary(null)} />
        </div>
      )}
      {screen.kind === 'handover' && (
        <div class="overlay">
          <div class="overlay-stack">
            <HandOverPanel player={players[screen.seat]!} seat={screen.seat} stage={where.stage} decision={decision ?? ''} onReady={() => setShownTo(screen.seat)} />
            <UndoBar game={game} rules={rules} onCasualUndo={() => setShownTo(null)} />
          </div>
        </div>
      )}
      {drawer === 'history' && (
        <div class="drawer">
          <HistoryPanel game={game} rules={rules} onClose={() => setDrawer('none')} />
        </div>
      )}
      {rules.drawers?.map(
        (d) =>
          drawer === d.id && (
            <div class="drawer" key={d.id}>
              <d.Drawer view={state} onClose={() => setDrawer('none')} />
            </div>
          ),
      )}
      {drawer === 'help' && (
        <div class="drawer">
          <rules.Help view={state} decision={decision} onClose={() => setDrawer('none')} />
        </div>
      )}
      </div>
      </div>
      <TabNotice game={game} />
    </div>
    </BotSeats>
  );
}
