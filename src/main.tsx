// App entry: registers the service worker, mounts the Preact UI, and (with ?testHooks) the browser-test hooks.
import { render } from 'preact';
import { pwa } from './pwa';
import { App } from './ui/app';

if (new URLSearchParams(location.search).has('testHooks')) {
  void import('./ui/model/test-hooks').then((m) => m.installTestHooks());
}

render(<App updates={pwa()} />, document.getElementById('app')!);
