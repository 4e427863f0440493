// What the conformance suite plays: every registered rule system (loaded through the registry, as the worker loads
// it) on each of its bundled maps, and the two fixture systems, each for several seat counts, editions and seeds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameBoard, GameSetup, SetupOptions } from '../../../src/engine/api';
import { PLAYER_COLORS } from '../../../src/engine/record';
import type { AnyRuleSystem } from '../../../src/engine/rule-system';
import { ruleSystems } from '../../../src/engine/rule-systems';
import { counting, fixtureMap, hiddenCards } from '../../fixtures/rule-systems/index';

export interface Case {
  name: string;
  system: AnyRuleSystem;
  setup: GameSetup<SetupOptions, GameBoard>;
  /** The seed of the random pick among legal moves. */
  pick: number;
}

// Hex maps and lattice boards alike: each file names the game it is for.
const BOARD_DIRS = ['maps', 'lattice'].map((d) => join(import.meta.dirname, '../../../assets', d));

function bundledMaps(): GameBoard[] {
  return BOARD_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .toSorted()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as GameBoard),
  );
}

function setup(system: AnyRuleSystem, map: GameBoard, seats: number, edition: string, seed: number): GameSetup<SetupOptions, GameBoard> {
  return { ruleSystem: system.id, edition, map, seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, color: PLAYER_COLORS[i]! })), seed };
}

/**
 * The registered systems' cases: each bundled map of the system (`map.game` is its id) once, with a seat count and an
 * edition that change from map to map, so every edition and the smallest and largest tables come up.
 */
export async function registeredCases(): Promise<Case[]> {
  const maps = bundledMaps();
  const cases: Case[] = [];
  for (const id of ruleSystems.ids) {
    const system = await ruleSystems.load(id);
    const mine = maps.filter((m) => m.game === id);
    if (!mine.length) throw new Error(`no bundled map for rule system ${id}`);
    mine.forEach((map, i) => {
      const lo = Math.max(map.players.min, system.players.min);
      const hi = Math.min(map.players.max, system.players.max);
      const seats = i % 2 === 0 ? hi : lo;
      const edition = system.editions[i % system.editions.length]!;
      cases.push({ name: `${id} ${map.id} ${seats}p ${edition}`, system, setup: setup(system, map, seats, edition, 1000 + i), pick: 7 + i });
    });
    // An edition no map came to (a system with fewer maps than editions) is played on the first map, with the fewest seats.
    const played = new Set(mine.map((_, i) => system.editions[i % system.editions.length]));
    for (const edition of system.editions.filter((e) => !played.has(e))) {
      const map = mine[0]!;
      const seats = Math.max(map.players.min, system.players.min);
      cases.push({ name: `${id} ${map.id} ${seats}p ${edition}`, system, setup: setup(system, map, seats, edition, 2000 + cases.length), pick: 11 + cases.length });
    }
  }
  return cases;
}

/** The fixture systems' cases: small and large tables, several seeds (their games are short). */
export function fixtureCases(): Case[] {
  const map = fixtureMap();
  const cases: Case[] = [];
  for (const system of [counting, hiddenCards]) {
    for (const seats of [system.players.min, 3, system.players.max]) {
      for (const seed of [1, 2, 3]) cases.push({ name: `${system.id} ${seats}p seed ${seed}`, system, setup: setup(system, map, seats, system.editions[0]!, seed * 7919), pick: seed });
    }
  }
  return cases;
}
