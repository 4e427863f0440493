// Hooks that tie a screen to one open game: open/close the GameModel, ask the engine for the legal moves of the
// current position (re-asked after every accepted move or undo), and remember UI-only table state.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Reason } from '../../engine/reason';
import { viewerSeat, type SystemTypes } from '../../engine/rule-system';
import type { GameModel, GamesModel } from '../model';
import { BotPilot, hasBots } from '../model/bot-pilot';

export type Opened = { status: 'loading' } | { status: 'failed'; reason: Reason } | { status: 'open'; game: GameModel };

/**
 * Opens game `id` for as long as the calling component is mounted. A game a cold start has already opened is there at
 * the first render, so no loading screen is laid out and painted first (main.tsx waits for it).
 */
export function useOpenGame(games: GamesModel, id: string): Opened {
  const ready = useRef<GameModel | null>(null);
  const [opened, setOpened] = useState<Opened>(() => {
    const game = games.openedNow(id);
    if (!game) return { status: 'loading' };
    performance.mark('railhex:game-open'); // cold-start breakdown (tools/bench/coldstart.bench.ts)
    ready.current = game;
    return { status: 'open', game };
  });
  // The game taken at the first render is closed when the screen goes or its id changes. A layout effect: it runs in
  // the render's own commit, so a screen gone before its passive effects run still closes it.
  useLayoutEffect(() => {
    const adopted = ready.current;
    if (!adopted) return;
    return () => {
      ready.current = null;
      adopted.close();
    };
  }, [games, id]);
  useEffect(() => {
    if (ready.current?.id === id) return; // the first render already has it
    let live = true;
    let model: GameModel | null = null;
    setOpened({ status: 'loading' });
    void games.open(id).then((res) => {
      if (!res.ok) {
        if (live) setOpened({ status: 'failed', reason: res.reason });
        games.clearError();
        return;
      }
      if (!live) return res.game.close();
      // For the cold-start benchmark's breakdown (tools/bench/coldstart.bench.ts); a mark costs nothing.
      performance.mark('railhex:game-open');
      model = res.game;
      setOpened({ status: 'open', game: res.game });
    });
    return () => {
      live = false;
      model?.close();
    };
  }, [games, id]);
  return opened;
}

/**
 * The engine's legal moves for the current position; null while being asked. Asked by the game screen as soon as the
 * position changes, so the decision panel is ready when the hand-over is confirmed. Not asked when `enabled` is false
 * (the build phase, whose full list of tile placements the board asks for hex by hex instead).
 */
export function useLegalMoves<T extends SystemTypes>(game: GameModel<T>, enabled = true): T['move'][] | null {
  const moveCount = game.moveCount.value;
  // A private decision's moves are the decider's alone (the worker refuses the table): asked again for the seat's own
  // viewer once its "I am …" has drawn the position for it.
  const viewer = viewerSeat(game.viewer.value);
  const [legal, setLegal] = useState<{ at: number; viewer: number | null; moves: T['move'][] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void game.legalMoves().then((res) => {
      if (live) setLegal({ at: moveCount, viewer, moves: res.ok ? res.value : [] });
    });
    return () => {
      live = false;
    };
  }, [game, moveCount, viewer, enabled]);
  if (!enabled) return [];
  return legal && legal.at === moveCount && legal.viewer === viewer ? legal.moves : null;
}

/** The pace the table chose last: a game opened later starts at it (this page only). */
let lastPace: BotPilot['pace']['value'] = 'normal';

/**
 * The bot pilot of `game` while the screen shows it (null when no seat is a bot): it asks the worker for each bot
 * move at the table's pace, and stops when the screen goes.
 */
export function useBotPilot(game: GameModel): BotPilot | null {
  const bots = hasBots(game.head.value.players);
  const [pilot, setPilot] = useState<BotPilot | null>(null);
  useEffect(() => {
    if (!bots) return;
    const p = new BotPilot(game);
    p.pace.value = lastPace;
    const stopPace = p.pace.subscribe((v) => (lastPace = v));
    setPilot(p);
    return () => {
      stopPace();
      p.dispose();
      setPilot(null);
    };
  }, [game, bots]);
  return pilot;
}

/** Whether the game's rule system gives suggestions (RuleSystem.hint), asked once per game. */
export function useCanHint(game: GameModel): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    let live = true;
    void game.botFacts().then((r) => live && setCan(r.ok && r.hint));
    return () => {
      live = false;
    };
  }, [game]);
  return can;
}
