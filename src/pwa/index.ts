// The app's service-worker handling: one UpdateModel, registered at start-up and held back while a move is pending.
import { registerSW } from 'virtual:pwa-register';
import { UpdateModel, type BusySource } from './update-model';

export { UpdateModel, type BusySource } from './update-model';
export { UpdatePrompt } from './update-prompt';
export { pwaMessages, type PwaMessageKey } from './messages';

let model: UpdateModel | undefined;

/**
 * The app-wide update model; the first call registers the service worker. `busy` says when a move is on its way (the
 * app passes its engine client): handed in from the app's entry, so src/pwa imports nothing from the layers above it.
 */
export function pwa(busy: BusySource): UpdateModel {
  if (!model) {
    model = new UpdateModel(busy);
    model.register(registerSW);
  }
  return model;
}
