// App entry: registers the service worker, mounts the Preact UI, and (with ?testHooks) the browser-test hooks.
import { render } from 'preact';
import { pwa, UpdatePrompt } from './pwa';

if (new URLSearchParams(location.search).has('testHooks')) {
  void import('./ui/model/test-hooks').then((m) => m.installTestHooks());
}

const updates = pwa();

function Shell() {
  return (
    <main>
      <h1>Railhex</h1>
      <UpdatePrompt model={updates} />
    </main>
  );
}

render(<Shell />, document.getElementById('app')!);
