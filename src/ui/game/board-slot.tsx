// Where the board goes on the game screen. It uses the board team's <GameBoard> (interactive, with the rule system's
// play on it, in the decisions played on the board) when that component is part of the build; otherwise, and for past
// positions, it draws the view read-only with the board module directly. Both are loaded lazily so PixiJS is not in
// the first paint.
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView } from '../../engine/view';
import type { GameModel, PastPosition } from '../model';
import type { AnyRulesUi } from '../rules/rules-ui';
import { openBoard } from '../../board/open-board';
import { EMPTY_UI, type BoardIntent } from '../../board/ui-state';

type GameBoardProps = {
  model: GameModel;
  rules?: AnyRulesUi | null;
  interactive?: boolean;
  position?: PastPosition | null;
  onLatticeTap?: (intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>) => void;
};

// Resolved at build time: an empty record while the board team's component does not exist yet.
const gameBoardModules = import.meta.glob<{ GameBoard?: ComponentType<GameBoardProps> }>('/src/ui/board/game-board.tsx');

let gameBoard: Promise<ComponentType<GameBoardProps> | null> | null = null;
/** The component once loaded (null: none in this build); undefined while it is not. */
let loaded: ComponentType<GameBoardProps> | null | undefined;

/**
 * Loads the board component (once). A cold start into a game loads it beside the game (src/main.tsx) and renders the
 * game screen when both are there: the screen's first render then holds the board, and is laid out once. Rendered
 * first without it, the screen was laid out, then laid out again when the board arrived (forced by the board reading
 * its host's size): ~50 ms of the page's main thread at CPU ×4, and the board's canvas was attached that much later.
 */
export function loadGameBoard(): Promise<ComponentType<GameBoardProps> | null> {
  const load = Object.values(gameBoardModules)[0];
  gameBoard ??= (load ? load().then((m) => m.GameBoard ?? null, () => null) : Promise.resolve(null)).then((c) => (loaded = c));
  return gameBoard;
}

/**
 * The live game's board (interactive when `interactive`), or a past position read-only (`position`): the board team's
 * component when available, otherwise a read-only drawing of the view.
 */
export function BoardSlot(props: { game: GameModel; rules?: AnyRulesUi; position?: PastPosition; interactive?: boolean }) {
  const [Comp, setComp] = useState<ComponentType<GameBoardProps> | null | undefined>(() => loaded);
  useEffect(() => {
    if (Comp !== undefined) return;
    let live = true;
    void loadGameBoard().then((c) => live && setComp(() => c));
    return () => {
      live = false;
    };
  }, []);
  // A lattice board's taps go to the rule system's UI (Spike: the city to build to); one callback per game and module.
  const { rules, game } = props;
  const onLatticeTap = useMemo(() => {
    const tap = rules?.latticeTap;
    return tap ? (intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>) => tap(game.state.peek(), intent) : undefined;
  }, [rules, game]);
  if (Comp === undefined) return <div class="board-slot" data-testid="board-slot" />;
  if (Comp)
    return (
      <div class="board-slot" data-testid="board-slot">
        <Comp
          model={props.game}
          rules={props.rules ?? null}
          interactive={!props.position && props.interactive}
          position={props.position ?? null}
          onLatticeTap={onLatticeTap}
        />
      </div>
    );
  // Only hex systems have a board yet (src/board draws the hex kind), so the game's board is a hex BoardView.
  return <ReadOnlyBoard view={(props.position?.view ?? props.game.view.value) as BoardView} />;
}

/** Draws a board view without interaction (fallback, history). */
function ReadOnlyBoard({ view }: { view: BoardView }) {
  const host = useRef<HTMLDivElement>(null);
  const board = useRef<{ update: (v: BoardView) => void; destroy: () => void } | null>(null);
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    let live = true;
    void (async () => {
      if (!host.current) return;
      const b = await openBoard(host.current, { animate: false });
      if (!live) return b.destroy();
      board.current = { update: (v) => b.update(v, EMPTY_UI), destroy: () => b.destroy() };
      b.update(latest.current, EMPTY_UI);
      b.fit();
    })().catch(() => undefined);
    return () => {
      live = false;
      board.current?.destroy();
      board.current = null;
    };
  }, []);
  useEffect(() => {
    board.current?.update(view);
  }, [view]);
  return <div class="board-slot" data-testid="board-slot" ref={host} />;
}
