// The order the browser files start in when two run at once: the longest first, so that the suite does not end with
// one long whole-game file running alone while the other worker idles. A clean clone has no timings cached (vitest's
// own order then is by file size, which puts the short whole-game files last), so the known long files are named here
// with their seconds in a quiet CI run (2026-11-27); the rest follow, larger files first. A name missing here only
// costs balance, never a test.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SECONDS: Record<string, number> = {
  'steam-bot.e2e.ts': 160,
  'board.e2e.ts': 135,
  'steam.e2e.ts': 116,
  'spike.e2e.ts': 103,
  'bots.e2e.ts': 90,
  'spike-advanced.e2e.ts': 89,
  'layout.e2e.ts': 74,
  'two-tabs.e2e.ts': 49,
};

/** A file's seconds in the table, or −1 when it is not named there. */
const known = (f: TestSpecification) => SECONDS[basename(f.moduleId)] ?? -1;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // oxlint-disable-next-line unicorn/no-array-sort -- vitest's BaseSequencer#sort, which returns a new array
    const vitestOrder = await super.sort(files);
    const rank = new Map(vitestOrder.map((f, i) => [f, i]));
    return vitestOrder.toSorted((a, b) => known(b) - known(a) || rank.get(a)! - rank.get(b)!);
  }
}
