// Where a bundled board lies by its id: a hex map in assets/maps, else a lattice board in assets/lattice (the tools
// name boards by id as records do; the worker loads both folders the same way, src/worker/engine.worker.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function boardFile(id: string): string {
  const hex = join('assets', 'maps', `${id}.json`);
  return existsSync(hex) ? hex : join('assets', 'lattice', `${id}.json`);
}
