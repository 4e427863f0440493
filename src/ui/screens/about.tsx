// About: what Railhex is, the app and engine versions, the settings of this device (a "don't ask again" can be undone
// here), and the credits (assets/credits.json): the games' designers and publishers first, then the data sources and
// maps, in the current language.
import { useEffect, useState } from 'preact/hooks';
import pkg from '../../../package.json';
import { deviceFlag, setDeviceFlag } from '../device-settings';
import { engineClient } from '../model';
import { lang, t } from '../i18n/i18n';
import type { Lang } from '../i18n/format';

// assets/credits.json is kept by hand beside the map recipes (docs/map-format.md: a new map adds its sources there);
// nothing generates it. Read through a glob so a build without the file still works and About shows a note instead.
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

/** A text kept in both languages ({en, de}) in the current one; a plain string as it is. */
function inLang(v: unknown, l: Lang): string | undefined {
  if (v && typeof v === 'object') return str((v as Record<string, unknown>)[l]) ?? str((v as Record<string, unknown>).en);
  return str(v);
}

/** The credits file's sections in language `l`: who made the games, the data sources, and each map's origin. */
export function aboutCredits(data: unknown, l: Lang): { games: CreditLine[]; sources: CreditLine[]; maps: string[] } {
  const rec = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const list = (k: string) => (Array.isArray(rec[k]) ? (rec[k] as unknown[]) : []).filter((e): e is Record<string, unknown> => !!e && typeof e === 'object');
  const games = list('games').flatMap((g): CreditLine[] => {
    const title = str(g.name);
    return title ? [{ title, detail: inLang(g, l) }] : [];
  });
  const sources = list('sources').flatMap((src): CreditLine[] => {
    const title = str(src.name);
    return title ? [{ title, licence: str(src.licence), url: str(src.url), detail: inLang(src.usedFor, l) }] : [];
  });
  const maps = list('maps').flatMap((m) => inLang(m, l) ?? []);
  // A credits file of another shape (a plain list) still shows, as it did before the sections.
  return games.length || sources.length || maps.length ? { games, sources, maps } : { games: [], sources: creditLines(data), maps: [] };
}

function CreditList({ lines, testid }: { lines: CreditLine[]; testid: string }) {
  return (
    <ul class="credits" data-testid={testid}>
      {lines.map((c, i) => (
        <li key={i}>
          <strong>{c.url ? <a href={c.url} rel="noopener noreferrer" target="_blank">{c.title}</a> : c.title}</strong>
          {c.licence && <span> — {t('ui.about.licence', { licence: c.licence })}</span>}
          {c.detail && <div class="note">{c.detail}</div>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The device's settings as questions the app asks: ticked means it asks. "Don't ask again" in the end-of-build question
 * is undone here (it said where), so a player who ticked it by mistake is not left without the question for good.
 */
function DeviceSettings() {
  const [ask, setAsk] = useState(() => !deviceFlag('skipEndBuildConfirm'));
  return (
    <section aria-labelledby="settings-title" data-testid="device-settings">
      <h2 id="settings-title">{t('ui.settings.title')}</h2>
      <label class="check">
        <input
          type="checkbox"
          checked={ask}
          onChange={(e) => {
            const on = (e.target as HTMLInputElement).checked;
            setDeviceFlag('skipEndBuildConfirm', !on);
            setAsk(!deviceFlag('skipEndBuildConfirm'));
          }}
          data-testid="setting-ask-end-build"
        />
        {t('ui.settings.askEndBuild')}
      </label>
      <p class="note">{t('ui.settings.note')}</p>
    </section>
  );
}

export function AboutScreen() {
  const [engine, setEngine] = useState('…');
  useEffect(() => {
    void engineClient()
      .call('engineVersion')
      .then(setEngine, () => setEngine('?'));
  }, []);
  const credits = aboutCredits(Object.values(creditFiles)[0], lang.value);
  return (
    <main class="screen about" data-testid="about-screen">
      <h1>{t('ui.about.title')}</h1>
      <p>{t('ui.about.text')}</p>
      <p data-testid="about-version">{t('ui.about.version', { version: pkg.version, engine })}</p>
      <DeviceSettings />
      {credits.games.length > 0 && (
        <>
          <h2>{t('ui.about.games')}</h2>
          <CreditList lines={credits.games} testid="game-credits" />
          <p class="note">{t('ui.about.unofficial')}</p>
        </>
      )}
      <h2>{t('ui.about.credits')}</h2>
      {credits.sources.length === 0 ? <p>{t('ui.about.noCredits')}</p> : <CreditList lines={credits.sources} testid="credits" />}
      {credits.maps.length > 0 && (
        <ul class="credits" data-testid="map-credits">
          {credits.maps.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
