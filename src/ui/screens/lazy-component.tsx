// Components loaded on demand: the screens and drawers that a cold start into a game does not show (home, new game,
// about, the history drawer) stay out of the app's start-up chunk, which the page fetches, compiles and evaluates
// before its first render (docs/performance.md, thirteenth session). The first screen of a start elsewhere is loaded
// before the first render (main.tsx), so no start shows a loading state for it.
import { h, type ComponentType, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component whose code is a chunk of its own: `load()` fetches it once; it renders `fallback` until then. */
export type LazyComponent<P extends object> = ComponentType<P> & { load(): Promise<ComponentType<P>> };

/**
 * `importer` runs once, on the first render or `load()`. A failed load is tried again on the next (offline before the
 * chunk was cached: the service worker precaches every chunk, so this is an interrupted update at worst).
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>, fallback: () => JSX.Element | null): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importer().then(
      (c) => (loaded = c),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    const [Comp, setComp] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(0);
    useEffect(() => {
      if (Comp) return;
      let live = true;
      load().then(
        (c) => live && setComp(() => c),
        () => live && setTimeout(() => live && setFailed((n) => n + 1), 1000),
      );
      return () => {
        live = false;
      };
    }, [Comp, failed]);
    return Comp ? h(Comp, props) : fallback();
  }
  return Object.assign(Lazy, { load });
}
