// A small banner the UI places anywhere: announces a new version (update now / later) and, once, offline readiness.
import type { UpdateModel } from './update-model';
import { pwaMessages, type PwaMessageKey } from './messages';

export interface UpdatePromptProps {
  model: UpdateModel;
  /** Language of the texts; defaults to the browser's (German for "de*", else English). */
  lang?: 'en' | 'de';
}

const button = { minWidth: '44px', minHeight: '44px', padding: '0 16px', font: 'inherit' } as const;

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
  if (model.offlineReady.value) {
    return (
      <div role="status" class="pwa-prompt" data-testid="pwa-offline-ready">
        <span>{t('pwa.offlineReady')}</span>
        <button type="button" style={button} onClick={() => model.dismissOfflineReady()}>
          {t('pwa.ok')}
        </button>
      </div>
    );
  }
  return null;
}
