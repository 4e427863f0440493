// App entry: mounts the Preact UI. (The foundation issue fills in the worker, store and board.)
import { render } from 'preact';

render(<p>Railhex</p>, document.getElementById('app')!);
