// `npm run bench [-- name-filter]`: runs every tools/bench/*.bench.ts and prints its figures.
// Each bench file default-exports an async function returning rows; figures are recorded by hand in docs/performance.md.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  note?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).toSorted();

console.log(`railhex bench — ${new Date().toISOString()} — ${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, node ${process.version}`);
let failed = false;
for (const file of files) {
  const mod = (await import(join(here, file))) as { default: () => Promise<BenchRow[]> };
  console.log(`\n## ${file}`);
  try {
    for (const row of await mod.default()) {
      const goal = row.goal ? `  (goal ${row.goal})` : '';
      const note = row.note ? `  — ${row.note}` : '';
      console.log(`${row.name.padEnd(58)} ${row.value.toFixed(3).padStart(12)} ${row.unit}${goal}${note}`);
    }
  } catch (err) {
    failed = true;
    console.error(`  failed: ${(err as Error).stack ?? err}`);
  }
}
process.exit(failed ? 1 : 0);
