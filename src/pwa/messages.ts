// English and German texts of the update prompt and the offline notice.
export const pwaMessages = {
  en: {
    'pwa.updateReady': 'A new version of Railhex is ready.',
    'pwa.updateNow': 'Update now',
    'pwa.updateLater': 'Later',
    'pwa.updating': 'Updating as soon as the current move is saved…',
    'pwa.offlineReady': 'Railhex now works offline.',
  },
  de: {
    'pwa.updateReady': 'Eine neue Version von Railhex ist bereit.',
    'pwa.updateNow': 'Jetzt aktualisieren',
    'pwa.updateLater': 'Später',
    'pwa.updating': 'Aktualisierung, sobald der laufende Zug gespeichert ist …',
    'pwa.offlineReady': 'Railhex funktioniert jetzt auch offline.',
  },
} as const satisfies Record<'en' | 'de', Record<string, string>>;

export type PwaMessageKey = keyof (typeof pwaMessages)['en'];
