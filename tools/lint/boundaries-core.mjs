// The house rules of imports (docs/architecture.md, "Layers"), as one function over a source tree so a test can run
// it on a small fixture tree. Why a script and not a config pattern: relative paths like '../../ui/x' are resolved
// here exactly, so no spelling of an import can slip past, and the rule-system folders are found, not listed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const importRe = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const forbiddenGlobals = /\b(Math\.random|Date\.now|new Date\(|performance\.now|setTimeout|setInterval|document\.|window\.|localStorage|indexedDB)\b/;

/** Engine folders shared by every system that uses them; every other folder of src/engine is one rule system's. */
// common: pieces of play the hex-track systems share whose reasons each system words in its own catalogue.
export const NEUTRAL_ENGINE_DIRS = new Set(['hex', 'map', 'track', 'auction', 'lattice', 'graph', 'cards', 'common']);

/** Which top layers of src/ a layer must never import (the arrows run down: ui → worker/board → store → engine). */
const NEVER = {
  engine: ['ui', 'worker', 'store', 'board', 'pwa'],
  store: ['ui', 'worker', 'board', 'pwa'],
  worker: ['ui', 'board', 'pwa'],
  board: ['ui', 'worker', 'store', 'pwa'],
  pwa: ['ui', 'worker', 'store', 'board'],
};

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|js|mjs)$/.test(name) && !/\.(test|test-support)\.tsx?$/.test(name)) yield p;
  }
}

/** The file an import names, with the extensions TypeScript would try; null for packages and virtual modules. */
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return base;
}

/** Checks the tree under `root` (its src/); returns the problems in words, empty when the house is in order. */
export function checkBoundaries(root) {
  const src = join(root, 'src');
  const engine = join(src, 'engine');
  const problems = [];
  const graph = new Map();
  const rel = (p) => relative(root, p).split(sep).join('/');
  /** 'engine', 'ui', … for a file under src/, else null. */
  const layerOf = (p) => (p.startsWith(src + sep) ? relative(src, p).split(sep)[0] : null);
  /** The rule-system folder of an engine file (e.g. 'aos'), or null for the kernel and the neutral folders. */
  const systemOf = (p) => {
    if (!p.startsWith(engine + sep)) return null;
    const parts = relative(engine, p).split(sep);
    return parts.length > 1 && !NEUTRAL_ENGINE_DIRS.has(parts[0]) ? parts[0] : null;
  };

  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    const where = rel(file);
    const layer = layerOf(file);
    const edges = [];
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      const dynamic = m[2] !== undefined;
      const target = resolveImport(file, spec);
      if (layer === 'engine' && !target) {
        problems.push(`${where}: imports package '${spec}'; the engine may only import files inside src/engine`);
        continue;
      }
      if (!target) continue;
      // Dynamic imports are lazy chunks (the registries): they run no code at import time, so they make no circle.
      if (!dynamic) edges.push(target);
      const toLayer = layerOf(target);
      if (layer === 'engine' && toLayer !== 'engine') problems.push(`${where}: imports '${spec}', which is outside src/engine`);
      if (layer && toLayer && NEVER[layer]?.includes(toLayer)) {
        problems.push(`${where}: imports '${spec}' from src/${toLayer}; src/${layer} must not import src/${toLayer} (the arrows run down)`);
      }
      const toSystem = systemOf(target);
      if (!toSystem) continue;
      const fromSystem = systemOf(file);
      if (layer === 'engine') {
        // The kernel and the neutral folders know no system; only the registry names them, lazily.
        if (!fromSystem && !(rel(file) === 'src/engine/rule-systems.ts' && dynamic)) {
          problems.push(`${where}: imports '${spec}' of rule system '${toSystem}'; the kernel and hex/map/track must stay free of every system (only rule-systems.ts names them, lazily)`);
        } else if (fromSystem && fromSystem !== toSystem) {
          problems.push(`${where}: rule system '${fromSystem}' imports '${spec}' of rule system '${toSystem}'; share code through a neutral engine module instead`);
        }
        continue;
      }
      // Outside the engine a system is reached through the registry, or from its own UI folder via its page-safe module.
      const uiFolder = `src/ui/rules/${toSystem}/`;
      const pageSafe = rel(target) === `src/engine/${toSystem}/page.ts`;
      if (!(where.startsWith(uiFolder) && pageSafe)) {
        problems.push(`${where}: imports '${spec}' of rule system '${toSystem}'; outside src/engine only ${uiFolder} may import it, and only through src/engine/${toSystem}/page.ts`);
      }
    }
    graph.set(file, edges);
    if (layer === 'engine') {
      text.split('\n').forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (forbiddenGlobals.test(code)) {
          problems.push(`${where}:${i + 1}: uses a non-deterministic or host API (${code.match(forbiddenGlobals)[0]}); the engine must stay pure`);
        }
      });
    }
  }
  for (const group of findCycles(graph)) problems.push(`import circle among: ${group.map(rel).join(', ')}`);
  return problems;
}

/** Every group of files that import one another round a circle (strongly connected, Tarjan). */
function findCycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.toReversed());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}
