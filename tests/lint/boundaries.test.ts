// The import rules (tools/lint/boundaries-core.mjs) on small fixture trees: each rule fires on its breach and stays
// quiet on the allowed shape, so `npm run lint` passing on the real tree means something.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { checkBoundaries } from '../../tools/lint/boundaries-core.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A tree of files (path → text) under a fresh temp root. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'railhex-lint-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (files: Record<string, string>): string[] => checkBoundaries(tree(files));

/** A sound little house: a kernel, a neutral track module, one system, its page-safe module and its UI folder. */
const SOUND: Record<string, string> = {
  'src/engine/api.ts': 'export type X = 1;\n',
  'src/engine/track/build.ts': "import type { X } from '../api';\n",
  'src/engine/rule-systems.ts': "export const l = () => import('./aos/module');\n",
  'src/engine/aos/module.ts': "import '../track/build';\nexport const m = 1;\n",
  'src/engine/aos/page.ts': "export { m } from './module';\n",
  'src/store/schema.ts': "import type { X } from '../engine/api';\n",
  'src/worker/host.ts': "import '../engine/rule-systems';\nimport '../store/schema';\n",
  'src/ui/rules/aos/index.ts': "import { m } from '../../../engine/aos/page';\n",
  'src/ui/rules/index.ts': "export const l = () => import('./aos/index');\n",
};

describe('import boundaries', () => {
  it('accepts the allowed shape', () => {
    expect(check(SOUND)).toEqual([]);
  });

  it('keeps the kernel and the neutral folders free of every system', () => {
    const p = check({ ...SOUND, 'src/engine/record.ts': "import '../engine/aos/module';\n", 'src/engine/track/x.ts': "import './../aos/page';\n" });
    expect(p).toHaveLength(2);
    expect(p.join('\n')).toMatch(/src\/engine\/record\.ts.*kernel/);
    expect(p.join('\n')).toMatch(/src\/engine\/track\/x\.ts.*kernel/);
  });

  it('lets the registry name a system only lazily', () => {
    expect(check({ ...SOUND, 'src/engine/rule-systems.ts': "import './aos/module';\n" })).toHaveLength(1);
  });

  it('keeps one system from importing another', () => {
    const p = check({ ...SOUND, 'src/engine/steam/module.ts': "import '../aos/module';\n" });
    expect(p).toEqual([expect.stringMatching(/rule system 'steam' imports .* of rule system 'aos'/)]);
  });

  it('lets only the system’s own UI folder import it, through page.ts', () => {
    const p = check({
      ...SOUND,
      'src/ui/screens/game.tsx': "import '../../engine/aos/page';\n",
      'src/ui/rules/aos/panel.tsx': "import '../../../engine/aos/module';\n",
      'src/ui/rules/steam/panel.tsx': "import '../../../engine/aos/page';\n",
      'src/board/scene.ts': "import '../engine/aos/page';\n",
    });
    expect(p).toHaveLength(4);
  });

  it('keeps the layers’ arrows running down', () => {
    const p = check({ ...SOUND, 'src/store/game-store.ts': "import '../worker/host';\n", 'src/pwa/index.ts': "import '../ui/rules/index';\n" });
    expect(p).toHaveLength(2);
    expect(p.join('\n')).toMatch(/src\/store must not import src\/worker/);
    expect(p.join('\n')).toMatch(/src\/pwa must not import src\/ui/);
  });

  it('finds import circles, static ones only', () => {
    const p = check({ ...SOUND, 'src/ui/a.ts': "import './b';\n", 'src/ui/b.ts': "import type { Y } from './c';\n", 'src/ui/c.ts': "import './a';\n", 'src/ui/d.ts': "export const f = () => import('./e');\n", 'src/ui/e.ts': "import './d';\n" });
    expect(p).toEqual([expect.stringMatching(/import circle among: src\/ui\/a\.ts, src\/ui\/b\.ts, src\/ui\/c\.ts/)]);
  });

  it('keeps the engine pure', () => {
    const p = check({ ...SOUND, 'src/engine/aos/dice.ts': 'export const d = Math.random();\nimport "preact";\n' });
    expect(p).toHaveLength(2);
  });
});
