// Age of Steam's UI module: a panel for each decision key of its engine (src/engine/aos/queries.ts toAct), its seat
// table, end screen, round summary, help, the goods display drawer and its play on the board (build, deliver).
// Loaded lazily by src/ui/rules/index.ts; the game screen knows it only as a RulesUi.
import { createElement, type ComponentType } from 'preact';
import type { DecisionProps, DecisionUi, RulesUi } from '../rules-ui';
import { restatesMove } from './engine';
import type { AosTypes } from './types';
import { aosBoardPlay } from './board/board-play';
import { GoodsDisplayPanel } from './goods-display';
import { mapRulesText } from './map-rules';
import { ActionsPanel } from './panels/actions';
import { AuctionPanel } from './panels/auction';
import { BuildBar, GoodsBar } from './panels/board-bars';
import { EndGamePanel } from './panels/end-game';
import { HelpPanel } from './panels/help';
import { ProductionPanel } from './panels/production';
import { SeatSummary } from './panels/seat-summary';
import { SeatTable } from './panels/seat-table';
import type { PanelProps } from './panels/shares';
import { SharesPanel } from './panels/shares';
import { StartPlayerPanel } from './panels/start-player';
import { SummaryPanel } from './panels/summary';
import { TranscontinentalPanel } from './panels/transcontinental';
import { needsSummary } from './summary-model';

/** The panels take the view as `state` (Age of Steam's view is its state without the generator and the seed). */
function decision(Panel: ComponentType<PanelProps>, extra: Omit<DecisionUi, 'Panel'> = {}): DecisionUi<AosTypes> {
  const Shown = ({ view, ...rest }: DecisionProps<AosTypes>) => createElement(Panel, { ...rest, state: view });
  Shown.displayName = Panel.name;
  return { Panel: Shown, ...extra };
}

export const aosUi: RulesUi<AosTypes> = {
  id: 'age-of-steam',
  decisions: {
    startPlayer: decision(StartPlayerPanel),
    issueShares: decision(SharesPanel),
    bid: decision(AuctionPanel),
    selectAction: decision(ActionsPanel),
    // A mid-turn choice of the build phase (Western U.S.), made in a panel, not on the board.
    transcontinental: decision(TranscontinentalPanel),
    // The board asks for builds hex by hex: the full list of placements is too large to ask for.
    urbanizeOrBuild: decision(BuildBar, { onBoard: true, legalMoves: false }),
    build: decision(BuildBar, { onBoard: true, legalMoves: false }),
    moveGoods: decision(GoodsBar, { onBoard: true }),
    placeProduction: decision(ProductionPanel),
  },
  where: (s) => ({ stage: s.phase, round: s.round, rounds: s.options.rounds }),
  inPlay: (s, seat) => !s.players[seat]!.eliminated,
  SeatTable: ({ view, toAct }) => createElement(SeatTable, { state: view, toAct }),
  SeatSummary: ({ view, ...rest }) => createElement(SeatSummary, { ...rest, state: view }),
  EndScreen: ({ game, view }) => createElement(EndGamePanel, { game, state: view }),
  needsSummary,
  Summary: ({ view, ...rest }) => createElement(SummaryPanel, { ...rest, state: view }),
  Help: ({ view, ...rest }) => createElement(HelpPanel, { ...rest, state: view }),
  drawers: [
    // The goods display at any time: players plan with it every round, not only in the Production panel.
    {
      id: 'goods',
      icon: '▦',
      label: 'ui.display.open',
      ariaLabel: 'ui.display.openLabel',
      testId: 'open-goods',
      Drawer: ({ view, onClose }) => createElement(GoodsDisplayPanel, { state: view, onClose }),
    },
  ],
  restatesMove,
  mapRules: mapRulesText,
  boardPlay: aosBoardPlay,
};
