// Steam's UI module: a panel for each decision key of its engine (src/engine/steam/queries.ts toAct), its seat table,
// end screen, round summary, help, the goods-supply drawer and its play on the board (build, deliver). Loaded lazily
// by src/ui/rules/index.ts; the game screen knows it only as a RulesUi.
import { createElement } from 'preact';
import type { RulesUi } from '../rules-ui';
import { steamBoardPlay } from './board/board-play';
import { ActionsPanel } from './panels/actions';
import { AuctionPanel } from './panels/auction';
import { BuildBar, GoodsBar } from './panels/board-bars';
import { CapitalPanel } from './panels/capital';
import { EndGamePanel } from './panels/end-game';
import { HelpPanel } from './panels/help';
import { InitialAuctionPanel } from './panels/initial-auction';
import { PointsPanel } from './panels/points';
import { SeatSummary, SeatTable } from './panels/seat-table';
import { SummaryPanel } from './panels/summary';
import { SupplyDrawer } from './panels/supply-fields';
import { restatesMove } from './restated';
import { needsSummary } from './summary-model';
import type { SteamTypes } from './types';

export const steamUi: RulesUi<SteamTypes> = {
  id: 'steam',
  decisions: {
    initialAuction: { Panel: InitialAuctionPanel },
    capital: { Panel: CapitalPanel },
    auction: { Panel: AuctionPanel },
    selectAction: { Panel: ActionsPanel },
    // The board asks for builds hex by hex: the full list of placements is too large to ask for.
    build: { Panel: BuildBar, onBoard: true, legalMoves: false },
    moveGoods: { Panel: GoodsBar, onBoard: true },
    takePoints: { Panel: PointsPanel },
  },
  where: (v) => ({ stage: v.phase, round: v.round, rounds: v.options.rounds }),
  inPlay: (v, seat) => !v.players[seat]!.bankrupt,
  SeatTable,
  SeatSummary,
  EndScreen: ({ game, view }) => createElement(EndGamePanel, { game, view }),
  needsSummary,
  Summary: SummaryPanel,
  Help: HelpPanel,
  drawers: [
    // The goods-supply fields, the supply markers and the New City tiles at any time: players plan with them.
    {
      id: 'supply',
      icon: '▦',
      label: 'ui.supply.open',
      ariaLabel: 'ui.supply.openLabel',
      testId: 'open-supply',
      Drawer: SupplyDrawer,
    },
  ],
  restatesMove,
  boardPlay: steamBoardPlay,
};
