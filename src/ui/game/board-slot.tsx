// Where the board goes on the game screen: the board team's <GameBoard>, interactive (with the rule system's play on
// it, in the decisions played on the board) or read-only (other decisions, past positions). PixiJS is loaded lazily
// (open-board.ts), so it is not in the first paint; the component itself is in the app's chunk (below).
import { useMemo } from 'preact/hooks';
import type { GameModel, PastPosition } from '../model';
import type { AnyRulesUi } from '../rules/rules-ui';
import type { BoardIntent } from '../../board/ui-state';
import { GameBoard } from '../board/game-board';

// The board component is in the app's chunk, not a lazy one: every game screen needs it, and as a lazy chunk it and
// the three small chunks it split off (where, coords, framing) were requested only once the app's chunk ran, each
// costing the page's main thread a request, a response and a compile right before a cold start's first game render
// (docs/performance.md, fifteenth session). Its code is small (~8 KB); PixiJS stays lazy behind openBoard.

/** The live game's board (interactive when `interactive`), or a past position read-only (`position`). */
export function BoardSlot(props: { game: GameModel; rules?: AnyRulesUi; position?: PastPosition; interactive?: boolean }) {
  // A lattice board's taps go to the rule system's UI (Spike: the city to build to); one callback per game and module.
  const { rules, game } = props;
  const onLatticeTap = useMemo(() => {
    const tap = rules?.latticeTap;
    return tap ? (intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>) => tap(game.state.peek(), intent) : undefined;
  }, [rules, game]);
  return (
    <div class="board-slot" data-testid="board-slot">
      <GameBoard
        model={props.game}
        rules={props.rules ?? null}
        interactive={!props.position && props.interactive}
        position={props.position ?? null}
        onLatticeTap={onLatticeTap}
      />
    </div>
  );
}
