// Spike's UI module: a panel for each decision key of its engine (src/engine/spike/flow.ts toAct: all private, shown
// after the seat's "I am …"), its seat table of public facts, end screen, summary, help, the table drawer and the
// private "my cards" drawer, the city a tap on the lattice board chooses and what the board points out while a seat
// builds. Loaded lazily by src/ui/rules/index.ts; the game screen knows it only as a RulesUi.
import { createElement } from 'preact';
import type { BoardIntent } from '../../../board/ui-state';
import type { RulesUi } from '../rules-ui';
import { buildOffer, highlightsFor } from './board-offer';
import { chooseCityAt, chosenCity } from './city-choice';
import type { SpikeView } from './engine';
import { EndGamePanel } from './panels/end-game';
import { HelpPanel } from './panels/help';
import { MyCardsDrawer } from './panels/my-cards';
import { SeatSummary, SeatTable } from './panels/seat-table';
import { ChooseSetupPanel, GiftPanel, PlaceLocoPanel } from './panels/setup';
import { needsSummary, SummaryPanel } from './panels/summary';
import { TableDrawer } from './panels/table-drawer';
import { TurnPanel } from './panels/turn';
import type { SpikeTypes } from './types';
import './spike.css';

export const spikeUi: RulesUi<SpikeTypes> = {
  id: 'spike',
  decisions: {
    chooseSetup: { Panel: ChooseSetupPanel },
    gift: { Panel: GiftPanel },
    // On the board: a tap on a city chooses where the locomotive starts, or the city to build to (latticeTap).
    placeLoco: { Panel: PlaceLocoPanel, onBoard: true },
    freeMove: { Panel: TurnPanel, onBoard: true },
    action: { Panel: TurnPanel, onBoard: true },
  },
  // Three rounds, one per time card ([003:L204-222]).
  where: (v) => ({ stage: v.phase, round: v.round, rounds: 3 }),
  inPlay: () => true,
  SeatTable,
  SeatSummary,
  EndScreen: ({ game, view }) => createElement(EndGamePanel, { game, view }),
  needsSummary,
  Summary: SummaryPanel,
  Help: HelpPanel,
  drawers: [
    { id: 'table', icon: '▤', label: 'ui.spike.table', ariaLabel: 'ui.spike.tableLabel', testId: 'open-spike-table', Drawer: TableDrawer },
    { id: 'my-cards', icon: '🂠', label: 'ui.spike.myCards', ariaLabel: 'ui.spike.myCardsLabel', testId: 'open-spike-my-cards', Drawer: MyCardsDrawer },
  ],
  // Spike's events restate nothing a move says better: the history shows both.
  restatesMove: () => false,
  latticeTap: (view, intent) => spikeLatticeTap(view, intent),
  // The build panel's offer (the engine's reachable cities and routes) or the chosen start city, on the board.
  latticeHighlights: (game) => highlightsFor(game.state.value, buildOffer.value, chosenCity.value),
};

/** A tap on the lattice board during a Spike decision: a city becomes the destination (build, or where the locomotive starts). */
export function spikeLatticeTap(view: SpikeView, intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>): void {
  if (intent.type === 'pointTapped') chooseCityAt(view.map, intent.node);
}
