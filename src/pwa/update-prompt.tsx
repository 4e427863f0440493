// A small banner the UI places anywhere: announces a new version (update now / later) and, once, offline readiness.
import { useEffect } from 'preact/hooks';
import type { UpdateModel } from './update-model';
import { pwaMessages, type PwaMessageKey } from './messages';

export interface UpdatePromptProps {
  model: UpdateModel;
  /** Language of the texts; defaults to the browser's (German for "de*", else English). */
  lang?: 'en' | 'de';
}

const button = { minWidth: '44px', minHeight: '44px', padding: '0 16px', font: 'inherit' } as const;

/** How long the "works offline" note stays: it is news, not a question, so it goes by itself. */
const OFFLINE_NOTE_MS = 6000;

export function UpdatePrompt({ model, lang }: UpdatePromptProps) {
  const l = lang ?? (navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en');
  const t = (k: PwaMessageKey) => pwaMessages[l][k];
  if (model.needRefresh.value) {
    return (
      <div role="alert" class="pwa-prompt" data-testid="pwa-update">
        <span>{model.applying.value ? t('pwa.updating') : t('pwa.updateReady')}</span>
        {!model.applying.value && (
          <>
            <button type="button" style={button} onClick={() => model.accept()}>
              {t('pwa.updateNow')}
            </button>
            <button type="button" style={button} onClick={() => model.dismiss()}>
              {t('pwa.updateLater')}
            </button>
          </>
        )}
      </div>
    );
  }
  if (model.offlineReady.value) return <OfflineNote model={model} text={t('pwa.offlineReady')} />;
  return null;
}

/**
 * The one-time "works offline" note. It never takes a tap (pointer-events: none), so it cannot sit on top of
 * the button a player is reaching for (e.g. "Start the game" in the bottom bar); it leaves after a few seconds
 * or at the first tap anywhere.
 */
function OfflineNote({ model, text }: { model: UpdateModel; text: string }) {
  useEffect(() => {
    const dismiss = () => model.dismissOfflineReady();
    const timer = setTimeout(dismiss, OFFLINE_NOTE_MS);
    window.addEventListener('pointerdown', dismiss, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', dismiss);
    };
  }, [model]);
  return (
    <div role="status" class="pwa-prompt pwa-note" data-testid="pwa-offline-ready">
      <span>{text}</span>
    </div>
  );
}
