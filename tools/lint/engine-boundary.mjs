// Lint rule: src/engine must import nothing outside src/engine (no npm packages, no DOM layers).
// Why a script and not a config pattern: relative paths like '../../ui/x' are resolved here exactly,
// so no spelling of an import can slip past.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const engine = join(root, 'src', 'engine');
const importRe = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const forbiddenGlobals = /\b(Math\.random|Date\.now|new Date\(|performance\.now|setTimeout|setInterval|document\.|window\.|localStorage|indexedDB)\b/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield p;
  }
}

const problems = [];
for (const file of files(engine)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    const where = relative(root, file);
    if (!spec.startsWith('.')) {
      problems.push(`${where}: imports package '${spec}'; the engine may only import files inside src/engine`);
      continue;
    }
    const target = resolve(dirname(file), spec);
    if (target !== engine && !target.startsWith(engine + sep)) {
      problems.push(`${where}: imports '${spec}', which is outside src/engine`);
    }
  }
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (forbiddenGlobals.test(code)) {
      problems.push(`${relative(root, file)}:${i + 1}: uses a non-deterministic or host API (${code.match(forbiddenGlobals)[0]}); the engine must stay pure`);
    }
  });
}
if (problems.length) {
  console.error('Engine boundary violations:\n' + problems.map((p) => '  ' + p).join('\n'));
  process.exit(1);
}
console.log('engine boundary: ok');
