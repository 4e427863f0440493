// The app's service-worker handling: one UpdateModel, registered at start-up and held back while a move is pending.
import { registerSW } from 'virtual:pwa-register';
import { engineClient } from '../ui/model/engine';
import { UpdateModel } from './update-model';

export { UpdateModel } from './update-model';
export { UpdatePrompt } from './update-prompt';
export { pwaMessages, type PwaMessageKey } from './messages';

let model: UpdateModel | undefined;

/** The app-wide update model; the first call registers the service worker. */
export function pwa(): UpdateModel {
  if (!model) {
    model = new UpdateModel(engineClient());
    model.register(registerSW);
  }
  return model;
}
