// The board worker's URL in the dev server (tools/build/worker-chunk.ts): the module itself, under the app's base path,
// so an app served below a path (`base` in vite.config.ts) still finds its board worker in development.
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { workerChunk } from '../../tools/build/worker-chunk';

/** What the plugin gives for the board worker's `?worker-chunk` import when Vite serves (not builds) from `base`. */
function devUrl(base: string): unknown {
  const plugin = workerChunk();
  (plugin.configResolved as (c: Partial<ResolvedConfig>) => void)({ root: '/app', base, command: 'serve' });
  return (plugin.load as (id: string) => unknown)('\0worker-chunk:/app/src/board/worker/board.worker.ts');
}

describe('the worker chunk in the dev server', () => {
  it('is the module under the base path', () => {
    expect(devUrl('/')).toBe('export default "/src/board/worker/board.worker.ts";');
    expect(devUrl('/railhex/')).toBe('export default "/railhex/src/board/worker/board.worker.ts";');
  });
});
