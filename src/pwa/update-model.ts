// Service-worker registration and the update prompt as signals: a new version is announced, and applied only when
// the user agrees and no move is on its way to the engine.
import { signal, type ReadonlySignal } from '@preact/signals';

/** What the app tells the update logic: whether a move is pending right now, and when that changes. */
export interface BusySource {
  readonly busy: boolean;
  onBusy(listener: (busy: boolean) => void): () => void;
}

/** The registerSW function of virtual:pwa-register, injected so the logic can be tested without a service worker. */
export type RegisterSW = (options: {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onOfflineReady?: () => void;
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (error: unknown) => void;
}) => (reloadPage?: boolean) => Promise<void>;

/** How often an open app asks the server for a new version (also on returning to the tab). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export class UpdateModel {
  /** A new version is installed and waiting for the user's consent. */
  readonly needRefresh: ReadonlySignal<boolean>;
  /** Everything is cached: the app now works offline (shown once as a short notice). */
  readonly offlineReady: ReadonlySignal<boolean>;
  /** The user agreed; the update is applied as soon as no move is pending. */
  readonly applying: ReadonlySignal<boolean>;

  private readonly need = signal(false);
  private readonly ready = signal(false);
  private readonly apply = signal(false);
  private updateSW: ((reload?: boolean) => Promise<void>) | undefined;

  constructor(private readonly busy: BusySource) {
    this.needRefresh = this.need;
    this.offlineReady = this.ready;
    this.applying = this.apply;
  }

  /** Register the service worker (once, at start-up). */
  register(registerSW: RegisterSW): void {
    this.updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => {
        this.need.value = true;
      },
      onOfflineReady: () => {
        this.ready.value = true;
      },
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        // Browsers check for a new service worker only on navigation; an app left open for days asks itself.
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      },
    });
  }

  /** The user agreed to update: reload into the new version now, or as soon as the pending move is stored. */
  accept(): void {
    if (!this.need.peek() || this.apply.peek()) return;
    this.apply.value = true;
    if (!this.busy.busy) {
      void this.reload();
      return;
    }
    const stop = this.busy.onBusy((busy) => {
      if (busy) return;
      stop();
      void this.reload();
    });
  }

  /** The user said "later": hide the prompt until the next new version (or the next start). */
  dismiss(): void {
    this.need.value = false;
  }

  /** Hide the "ready to work offline" notice. */
  dismissOfflineReady(): void {
    this.ready.value = false;
  }

  private async reload(): Promise<void> {
    await this.updateSW?.(true);
  }
}
