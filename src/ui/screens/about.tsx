// About: what Railhex is, the app and engine versions, and the data credits (assets/credits.json).
import { useEffect, useState } from 'preact/hooks';
import pkg from '../../../package.json';
import { engineClient } from '../model';
import { t } from '../i18n/i18n';

// The credits file is written by the map generator; an app built before it exists shows a note instead.
const creditFiles = import.meta.glob<unknown>('/assets/credits.json', { eager: true, import: 'default' });

export interface CreditLine {
  title: string;
  licence?: string;
  url?: string;
  detail?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Reads the credits file in any of its plausible shapes: a list, or an object holding a list, of strings or records. */
export function creditLines(data: unknown): CreditLine[] {
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? Object.values(data as Record<string, unknown>).find(Array.isArray) ?? [] : [];
  return (list as unknown[]).flatMap((e): CreditLine[] => {
    if (typeof e === 'string') return [{ title: e }];
    if (!e || typeof e !== 'object') return [];
    const r = e as Record<string, unknown>;
    const title = str(r.title) ?? str(r.name) ?? str(r.source) ?? str(r.dataset);
    if (!title) return [];
    const detail = [str(r.use), str(r.usedFor), str(r.note), str(r.attribution), str(r.via), Array.isArray(r.maps) ? r.maps.join(', ') : undefined].filter(Boolean).join(' · ');
    return [{ title, licence: str(r.licence) ?? str(r.license), url: str(r.url) ?? str(r.href) ?? str(r.homepage), detail: detail || undefined }];
  });
}

export function AboutScreen() {
  const [engine, setEngine] = useState('…');
  useEffect(() => {
    void engineClient()
      .call('engineVersion')
      .then(setEngine, () => setEngine('?'));
  }, []);
  const credits = creditLines(Object.values(creditFiles)[0]);
  return (
    <main class="screen about" data-testid="about-screen">
      <h1>{t('ui.about.title')}</h1>
      <p>{t('ui.about.text')}</p>
      <p data-testid="about-version">{t('ui.about.version', { version: pkg.version, engine })}</p>
      <h2>{t('ui.about.credits')}</h2>
      {credits.length === 0 ? (
        <p>{t('ui.about.noCredits')}</p>
      ) : (
        <ul class="credits" data-testid="credits">
          {credits.map((c, i) => (
            <li key={i}>
              <strong>{c.url ? <a href={c.url} rel="noopener noreferrer" target="_blank">{c.title}</a> : c.title}</strong>
              {c.licence && <span> — {t('ui.about.licence', { licence: c.licence })}</span>}
              {c.detail && <div class="note">{c.detail}</div>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
