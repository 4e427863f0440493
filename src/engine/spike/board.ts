// Spike's own checks on a lattice board, on top of the neutral schema (lattice/validate.ts): the twelve goods, six card
// colours, every city reachable from every other over passable segments (rules-spec §2.6.1, §2.6.6 B).
import { latticeGraph, segmentDistances } from '../lattice/graph';
import type { LatticeBoard } from '../lattice/types';
import { SPIKE_COUNTS, SPIKE_GOODS } from './components';

// Every game's setup asks (twice: the check, then the start), and the reachability walk is the dear part; a board is
// never changed once loaded (states share it by reference), so the answer is kept per board object.
const checked = new WeakMap<LatticeBoard, readonly string[]>();

/** Problems that make a valid lattice board unfit for Spike, in words; empty when it fits. */
export function spikeBoardProblems(board: LatticeBoard): string[] {
  let out = checked.get(board);
  if (!out) checked.set(board, (out = problemsOf(board)));
  return out.slice();
}

function problemsOf(board: LatticeBoard): string[] {
  const out: string[] = [];
  if (board.game !== 'spike') out.push(`game: "${board.game}" is not "spike"`);
  if (board.goods.join() !== SPIKE_GOODS.join()) out.push(`goods: must be the twelve Spike goods in order (${SPIKE_GOODS.join(', ')})`);
  if (board.colors.length !== SPIKE_COUNTS.railColors) out.push(`colors: Spike has ${SPIKE_COUNTS.railColors} rail-card colours, the board has ${board.colors.length}`);
  if (board.players.min < 2 || board.players.max > 4) out.push('players: Spike is for 2–4 players');
  for (const good of board.goods) if (!board.places.some((p) => p.good === good)) out.push(`goods: no city provides ${good}`);
  if (board.places.length < 2) out.push('places: a Spike board needs cities to connect');
  else {
    const graph = latticeGraph(board);
    const reach = segmentDistances(graph, board.places[0]!.node);
    for (const p of board.places) if (!reach.has(p.node)) out.push(`places: ${p.id} cannot be reached from ${board.places[0]!.id} over passable segments`);
  }
  return out;
}
