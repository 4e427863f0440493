// What the lattice board draws (board kind 'lattice', src/board/lattice): a read-only, public view of a lattice
// system's state, produced by its RuleSystem.boardView(state). Neutral like the rest of this folder: it names lattice
// things only (points, segments, places, seats' track, locomotives, delivery markers), no rule system's words. Plain
// data, so it crosses postMessage; the board (its segments with their colour ids, the palette with each colour's line
// pattern) travels by reference and the board worker is sent it once per board id, as the hex view's map.
import type { PlayerColor } from '../api';
import type { NodeId } from './coords';
import type { LatticeBoard } from './types';

/** Where a seat's locomotive stands: in a city (on its point), or on one of its track pieces heading for a point. */
export type LocomotiveAt =
  | { node: NodeId }
  /** On segment `segment` (index into board.segments), moving towards `toward` (one of that segment's two ends). */
  | { segment: number; toward: NodeId };

/** One city as the board shows it: the good loadable there ([003:L121-125]) and a short letter for it. */
export interface LatticePlaceMark {
  /** The place's id (board.places). */
  id: string;
  node: NodeId;
  /** An id of board.goods. */
  good: string;
  /** One or two characters naming the good on the city, beside its icon (goodLetters), so no icon stands alone. */
  letter: string;
}

/** What the UI asks the board to point out now (from the engine's answers): never a move, drawn over everything. */
export interface LatticeHighlights {
  /** Points that can be tapped now (destinations on offer, where a locomotive may be placed). */
  nodes: NodeId[];
  /** Segments being considered, e.g. the route on offer that is picked, in order from its start. */
  segments: number[];
  /** Segments of the other options on offer (routes not picked), drawn weaker than `segments`; none when absent. */
  offered?: number[];
  /** The seat in whose colour `segments` are drawn (the seat about to build), or null for a neutral mark. */
  seat: number | null;
  /** The point the person chose (ringed), or null. */
  selected: NodeId | null;
}

export const NO_HIGHLIGHTS: LatticeHighlights = { nodes: [], segments: [], seat: null, selected: null };

export interface LatticeView {
  /** Tells this view from the hex board's BoardView (src/engine/view.ts): the board picks its scene by it. */
  kind: 'lattice';
  /** The board drawn: its id, points, segments with their palette colour (or impassable), palette patterns, lines. */
  board: LatticeBoard;
  /** The cities with their good and its letter, in board.places order. */
  places: LatticePlaceMark[];
  /** Built track: segment index (board.segments) → the seat owning that piece ([003:L151], one piece per segment). */
  track: Record<number, number>;
  /** Each seat's locomotive by seat, or null before it is placed ([003:L82], [003:L105-119]). */
  locomotives: (LocomotiveAt | null)[];
  /** Cities each seat has delivered to: its delivery markers ([003:L129]); one per seat and city. */
  deliveries: { seat: number; place: string }[];
  highlights: LatticeHighlights;
  /** Seats in table order: name and colour (the board adds each colour's pattern and letter, src/board/palette.ts). */
  seats: { name: string; color: PlayerColor }[];
}

/** Whether a board view is a lattice view (the hex view has no `kind`). */
export function isLatticeView(view: object): view is LatticeView {
  return (view as { kind?: unknown }).kind === 'lattice';
}

/**
 * A short letter per good, unique on the board: the good's first letter where no other good starts with it, else the
 * first letter and the first later letter that no earlier good of that initial took (cows Co, corn Cr, coal Ca …).
 * Ids are kebab-case and language-neutral; the UI's catalogues name the goods in words.
 */
export function goodLetters(goods: readonly string[]): Record<string, string> {
  const byInitial = new Map<string, number>();
  for (const g of goods) byInitial.set(g[0] ?? '', (byInitial.get(g[0] ?? '') ?? 0) + 1);
  const taken = new Set<string>();
  const letters: Record<string, string> = {};
  for (const g of goods) {
    const first = (g[0] ?? '?').toUpperCase();
    let letter = first;
    if ((byInitial.get(g[0] ?? '') ?? 0) > 1) {
      letter = '';
      for (const c of g.slice(1).replace(/[^a-z0-9]/g, '')) {
        if (!taken.has(first + c)) {
          letter = first + c;
          break;
        }
      }
      // Every later letter already taken (goods like "ab", "abb"): number them instead, still unique.
      if (!letter) for (let n = 1; !letter; n++) if (!taken.has(first + n)) letter = first + n;
    }
    taken.add(letter);
    letters[g] = letter;
  }
  return letters;
}

/** The board's cities as the view shows them (every lattice system's boardView starts from this). */
export function placeMarks(board: LatticeBoard): LatticePlaceMark[] {
  const letters = goodLetters(board.goods);
  return board.places.map((p) => ({ id: p.id, node: p.node, good: p.good, letter: letters[p.good] ?? '?' }));
}

/** A view of `board` with nothing built and no locomotive placed, for `seats` (a new game; tests; the harness). */
export function emptyLatticeView(board: LatticeBoard, seats: LatticeView['seats']): LatticeView {
  return {
    kind: 'lattice',
    board,
    places: placeMarks(board),
    track: {},
    locomotives: seats.map(() => null),
    deliveries: [],
    highlights: NO_HIGHLIGHTS,
    seats,
  };
}
