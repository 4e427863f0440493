// <GameBoard model={game} rules={ui} interactive />: the PixiJS board (loaded lazily) plus the rule system's play on it
// (its BoardPlay: Age of Steam's build and deliveries panels) for the seat to act. Not interactive, it draws `view` (or
// the live view) read-only: other decisions, hand-over, history. The board gets options from the engine through the
// play and sends back taps; only "confirm" buttons send moves (ARCHITECTURE rules 8–10).
import { effect, signal } from '@preact/signals';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Board } from '../../board/board';
import { gameBoardOptions, openBoard } from '../../board/open-board';
import { EMPTY_UI, type BoardIntent, type BoardUiState } from '../../board/ui-state';
import { playerArea } from '../../board/framing';
import type { BoardView } from '../../engine/view';
import { lang, t } from '../i18n/i18n';
import type { SystemTypes } from '../../engine/rule-system';
import type { GameModel, PastPosition } from '../model';
import type { AnyRulesUi, BoardPlay } from '../rules/rules-ui';
import { describeHex } from './hex-description';
import { describePoint } from './lattice-description';
import { isLatticeView, type LatticeHighlights, type LatticeView } from '../../engine/lattice/view';
import './game-board.css';

export interface GameBoardProps {
  model: GameModel;
  /** The game's rule-system UI: its play on the board (none: the board only draws). */
  rules?: AnyRulesUi | null;
  /** Taps go to the rule system's play (decisions played on the board); otherwise the board only draws. Default true. */
  interactive?: boolean;
  /** A view to draw read-only (e.g. a past position); ignored while interactive. */
  view?: BoardView;
  /** A past position to draw read-only (history scrubber). */
  position?: PastPosition | null;
  /** A lattice board's taps on a point or a segment (BoardPlay.tap takes the hex board's). */
  onLatticeTap?: (intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>) => void;
}

/** Whether any board on this page has built its scene yet (marks the cold start once). */
let drawnOnce = false;

/** Hands the board a view to draw; the first time on this page, marks it for the cold-start benchmark's breakdown. */
function draw(board: Board, view: BoardView | LatticeView, ui: BoardUiState): void {
  board.update(view, ui);
  if (drawnOnce) return;
  drawnOnce = true;
  // The view goes to the board: on the page the scene is built now and the next frame draws it; a board worker builds
  // it on its thread (an early board may have built it already from showEarly).
  performance.mark('railhex:board-scene');
}

/**
 * Builds that browser tests drive (dev, `--mode e2e`) mirror the board's highlights into the host's `data-highlights`:
 * the board draws in a worker, so the page cannot be asked what it drew. A production build has no reader for it, so it
 * neither serialises them on every tap nor puts them in the page.
 */
const MIRROR_HIGHLIGHTS = import.meta.env.DEV || import.meta.env.MODE === 'e2e';

/** `view` with the highlights a rule system's UI gives (null: the view's own). */
function withHighlights(view: LatticeView, hl: LatticeHighlights | null, host: HTMLElement | null): LatticeView {
  const out = hl ? { ...view, highlights: hl } : view;
  if (MIRROR_HIGHLIGHTS && host) host.dataset.highlights = JSON.stringify(out.highlights);
  return out;
}

type Loaded = { status: 'loading' } | { status: 'ready'; board: Board } | { status: 'failed'; message: string };

/** Mounts the board into `host` (drawn by the board worker, or by PixiJS on the page where it cannot; open-board.ts). */
function useBoard(host: { current: HTMLDivElement | null }, playing: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // A layout effect: the board worker is told the host's size before the page paints the game screen, and draws it
  // while the page paints, instead of after (its size is read from the layout the paint needs anyway).
  useLayoutEffect(() => {
    let live = true;
    let board: Board | null = null;
    openBoard(host.current!, gameBoardOptions(), playing)
      .then((b) => {
        if (!live) return b.destroy();
        performance.mark('railhex:board-created'); // cold-start breakdown (tools/bench/coldstart.bench.ts)
        board = b;
        setLoaded({ status: 'ready', board: b });
      })
      .catch((err: unknown) => live && setLoaded({ status: 'failed', message: String((err as Error)?.message ?? err) }));
    return () => {
      live = false;
      board?.destroy();
    };
  }, [host]);
  return loaded;
}

/** Nobody plays on the board (a system without board decisions, or none given). */
const NO_PLAY: BoardPlay = {
  seat: signal(null),
  meaning: () => null,
  refresh: () => undefined,
  ui: () => EMPTY_UI,
  tap: () => null,
  Panel: () => null,
};

/**
 * A game's board: a hex BoardView (src/engine/view.ts) for systems of the hex board kind, a LatticeView
 * (src/engine/lattice/view.ts) for the lattice kind. The hex parts below (framing, plays) are skipped for a lattice.
 */
type HexGame = GameModel<SystemTypes & { board: BoardView }>;

export function GameBoard({ model: game, rules, interactive = true, view: givenView, position, onLatticeTap }: GameBoardProps) {
  const model = game as unknown as HexGame;
  const host = useRef<HTMLDivElement>(null);
  const readOnly = !interactive || !!position;
  const shown = (position?.view as BoardView | undefined) ?? givenView ?? null;
  // Whether this is the game being played (its size is remembered for the next cold start), not a past position.
  const loaded = useBoard(host, !position);
  const play = useMemo(() => rules?.boardPlay?.(game) ?? NO_PLAY, [game, rules]);
  const board = loaded.status === 'ready' ? loaded.board : null;
  // The UI state last drawn, and the keyboard cursor's hex.
  const drawnUi = useRef<BoardUiState>(EMPTY_UI);
  const cursorHex = useRef<string | null>(null);
  // The lattice view last drawn while interactive, with the rule system's highlights (the cursor's words tell them).
  const drawnLattice = useRef<LatticeView | null>(null);
  // What the polite live region says about the cursor's hex. A screen reader speaks every change of that text, so it is
  // worded only when the cursor moves, when a key acted on its hex (a new object each time), or when the language changes;
  // never at render, where any new view (another player's move, a cube moving) would re-say the hex unprompted.
  const [cursor, setCursor] = useState<{ hex: string; atEdge: boolean } | null>(null);
  const [cursorText, setCursorText] = useState('');
  const meaning = () => (readOnly ? null : play.meaning());
  const language = lang.value;
  useEffect(() => {
    if (!cursor) return;
    const now = shown ?? (model.view.peek() as BoardView | LatticeView);
    const text = isLatticeView(now) ? describePoint(readOnly ? now : (drawnLattice.current ?? now), cursor.hex) : describeHex(now, readOnly ? EMPTY_UI : drawnUi.current, cursor.hex, meaning());
    setCursorText(cursor.atEdge ? t('board.hex.edge', { hex: text }) : text);
    // Keyed on the cursor and the language only: the view and UI state are read as they are when the cursor moves.
  }, [cursor, language]);

  // Ask the engine again after every accepted move or undo.
  useEffect(
    () =>
      effect(() => {
        void model.moveCount.value;
        if (readOnly) return;
        play.refresh();
      }),
    [model, play, readOnly],
  );

  // Draw: the renderer is a function of (board view, UI state); the board diffs what changed.
  useEffect(() => {
    if (!board) return;
    if (readOnly) {
      // No seat decides on it: nothing of a seat's options stays pointed out (nor in the host's data-highlights).
      drawnLattice.current = null;
      if (MIRROR_HIGHLIGHTS && host.current) delete host.current.dataset.highlights;
      if (shown) draw(board, shown, EMPTY_UI);
      else return effect(() => draw(board, model.view.value, EMPTY_UI));
      return;
    }
    return effect(() => {
      const view = model.view.value as BoardView | LatticeView;
      const ui = play.ui();
      drawnUi.current = ui;
      // A lattice board's highlights come from the rule system's UI (the engine's answers it holds), not the view.
      const lattice = isLatticeView(view) ? withHighlights(view, rules?.latticeHighlights?.(game) ?? null, host.current) : null;
      drawnLattice.current = lattice;
      draw(board, lattice ?? view, ui);
    });
  }, [board, model, play, readOnly, shown, rules, game]);

  // The opening view (src/board/framing.ts): on a small screen the board opens on the acting player's track, and again
  // when the board passes to another player to build or move goods; never while one player acts (the camera is theirs).
  // In the other phases the board is framed once, for whoever acts as it opens.
  useEffect(() => {
    if (!board || position || givenView) return;
    let framed: number | null | undefined;
    return effect(() => {
      const playing = play.seat.value;
      const seat = playing ?? (framed === undefined ? model.toAct.value : framed);
      if (seat === framed) return;
      framed = seat;
      const now = model.view.peek() as BoardView | LatticeView;
      board.frame(seat === null || isLatticeView(now) ? [] : playerArea(now, seat));
    });
  }, [board, model, play, position, givenView]);

  // Taps go to whichever panel is active; the keyboard cursor's hex is described in words.
  useEffect(() => {
    if (!board) return;
    return board.onIntent((intent: BoardIntent) => {
      if (intent.type === 'cursorMoved' || intent.type === 'pointCursor') {
        const at = intent.type === 'cursorMoved' ? intent.hex : intent.node;
        cursorHex.current = at;
        setCursor({ hex: at, atEdge: intent.atEdge ?? false });
        return;
      }
      if (readOnly) return;
      if (intent.type !== 'hexTapped') return onLatticeTap?.(intent);
      const acted = play.tap(intent);
      // What a key did on the cursor's hex (a ghost shown or turned, a cube chosen) is told by describing the hex again
      // once the panels have taken the tap (their new UI state is drawn by then).
      const on = intent.hex;
      if (acted && on === cursorHex.current) {
        void acted.then(() => setCursor((c) => (c?.hex === on ? { hex: on, atEdge: false } : c)));
      }
    });
  }, [board, play, readOnly, shown, model, onLatticeTap]);

  const drawn = shown ?? (model.view.value as BoardView | LatticeView);
  const label = isLatticeView(drawn)
    ? t('board.lattice.label', { map: drawn.board.title, pieces: Object.keys(drawn.track).length })
    : t('board.label', { map: drawn.map.title, tiles: drawn.tiles.length });
  const keys = readOnly ? 'board.keysReadOnly' : isLatticeView(drawn) ? 'board.lattice.keys' : 'board.keys';
  const keysId = useId();
  return (
    <div class={`gb ${readOnly ? 'is-readonly' : ''}`} data-testid="game-board">
      <div class="gb-stage">
        <div
          class="gb-host"
          ref={host}
          data-testid="board-host"
          tabIndex={board ? 0 : -1}
          role="application"
          aria-label={label}
          aria-describedby={keysId}
        />
        <p id={keysId} class="sr-only">
          {t(keys)}
        </p>
        <p class="sr-only" aria-live="polite" aria-atomic="true" data-testid="board-cursor">
          {cursorText}
        </p>
        {loaded.status === 'loading' && <p class="gb-overlay">{t('board.loading')}</p>}
        {loaded.status === 'failed' && (
          <p class="gb-overlay gb-reason" role="alert">
            {t('board.failed', { message: loaded.message })}
          </p>
        )}
        {/* The board's own buttons and the read-only chip: over the board's corners on a large screen, in a strip above
            it on a narrow one (game-board.css), where over the board they covered cities. */}
        <div class="gb-chrome" data-testid="board-chrome">
          {readOnly && (
            <span class="gb-badge" data-testid="board-readonly">
              {t('board.readOnly')}
            </span>
          )}
          <div class="gb-tools">
            <button type="button" class="gb-btn gb-round" onClick={() => board?.fit()} aria-label={t('board.fit')} title={t('board.fit')} data-testid="board-fit">
              ⤢
            </button>
            <button type="button" class="gb-btn gb-round" onClick={() => board?.skipAnimations()} aria-label={t('board.skip')} title={t('board.skip')} data-testid="board-skip">
              »
            </button>
          </div>
        </div>
      </div>
      {!readOnly && play.seat.value !== null && <play.Panel board={board} />}
    </div>
  );
}
