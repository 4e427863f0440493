// Steam's play on the board: building track (BuildModel, with plan mode) and moving goods (GoodsModel), each with its panel under the
// board. The neutral board glue (src/ui/board/game-board.tsx) draws what `ui()` says and hands taps to `tap`.
import { computed } from '@preact/signals';
import type { Board } from '../../../../board/board';
import { EMPTY_UI, type BoardUiState } from '../../../../board/ui-state';
import type { BoardPlay } from '../../rules-ui';
import type { SteamGame } from '../types';
import { BuildModel } from './build-model';
import { BuildPanel } from './build-panel';
import { GoodsModel } from './goods-model';
import { GoodsPanel } from './goods-panel';

export function steamBoardPlay(model: SteamGame): BoardPlay {
  const build = new BuildModel(model);
  const goods = new GoodsModel(model);
  const seat = computed(() => build.seat.value ?? goods.seat.value);

  function ui(): BoardUiState {
    if (build.seat.value !== null) {
      // While planning, the highlights (where the real position may build) would mislead: the plan is drawn instead.
      const planning = build.planner.planning.value;
      return {
        ...EMPTY_UI,
        seat: build.seat.value,
        highlights: planning ? [] : build.buildable.value,
        selectedHex: build.selected.value,
        ghost: build.boardGhost(),
        plan: planning ? build.boardPlan() : [],
      };
    }
    if (goods.seat.value !== null) {
      const cube = goods.cube.value;
      const chosen = goods.chosen.value;
      return {
        ...EMPTY_UI,
        seat: goods.seat.value,
        highlights: cube ? [] : goods.movable.value,
        selectedHex: goods.pickFrom.value,
        selectedCube: cube ? { hex: cube.hex, index: cube.index } : null,
        destinations: [...new Set(goods.candidates.value.map((d) => d.to))],
        path: chosen ? { from: chosen.from, route: chosen.route } : null,
      };
    }
    return EMPTY_UI;
  }

  function Panel({ board }: { board: Board | null }) {
    const view = model.state.value;
    if (build.seat.value !== null) return <BuildPanel build={build} view={view} game={model} />;
    if (goods.seat.value === null) return null;
    const confirm = () => void goods.confirm((d) => (board ? board.animateDelivery(d.from, d.route, d.color) : Promise.resolve()));
    return <GoodsPanel goods={goods} view={view} onConfirm={confirm} />;
  }

  return {
    seat,
    meaning: () => (build.seat.peek() !== null ? 'build' : goods.seat.peek() !== null ? 'goods' : null),
    refresh() {
      void build.refresh();
      void goods.refresh();
    },
    ui,
    tap(intent) {
      if (build.seat.peek() !== null) return build.tapHex(intent.hex);
      if (goods.seat.peek() !== null) return Promise.resolve(goods.tapHex(intent.hex, intent.cube));
      return null;
    },
    Panel,
  };
}
