// Lint: the import rules of docs/architecture.md ("Layers", "Many rule systems") over src/, with the engine's purity.
import { dirname, resolve } from 'node:path';
import { checkBoundaries } from './boundaries-core.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const problems = checkBoundaries(root);
if (problems.length) {
  console.error('Import boundary violations:\n' + problems.map((p) => '  ' + p).join('\n'));
  process.exit(1);
}
console.log('boundaries: ok');
