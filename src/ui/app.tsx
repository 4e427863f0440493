// The app shell: routes between home, new game, game and about (kept in the address hash), the header with the
// language switch, and the app-update prompt; owns the one GamesModel the screens share.
import { useEffect, useMemo } from 'preact/hooks';
import { GamesModel } from './model';
import { engineClient } from './model/engine';
import { pwa, UpdatePrompt, type UpdateModel } from '../pwa';
import { LanguageSwitch } from './components/controls';
import { lang, t } from './i18n/i18n';
import { navigate, route, watchHash, type Route } from './route';
import { GameScreen } from './screens/game';
import { lazyComponent } from './screens/lazy-component';
import './styles/base.css';
import './styles/screens.css';
import './styles/game.css';

// The screens a cold start into a game does not show are chunks of their own (screens/lazy-component.tsx): the game
// screen's start-up chunk holds only what it draws first. A start on one of them loads it before the first render.
const loadingScreen = () => <main class="screen">{t('ui.common.loading')}</main>;
const HomeScreen = lazyComponent(() => import('./screens/home').then((m) => m.HomeScreen), loadingScreen);
const NewGameScreen = lazyComponent(() => import('./screens/new-game').then((m) => m.NewGameScreen), loadingScreen);
const AboutScreen = lazyComponent(() => import('./screens/about').then((m) => m.AboutScreen), loadingScreen);
const LAZY_SCREENS = { home: HomeScreen, new: NewGameScreen, about: AboutScreen } as const;

/** Loads the code of screen `r` if it is one of the lazy ones (main.tsx: before the first render of a start there). */
export function loadScreen(r: Route): Promise<unknown> {
  return r.name === 'game' ? Promise.resolve() : LAZY_SCREENS[r.name].load();
}

/** Loads every lazy screen (once the first screen is up and the page idle: a tap on "home" then finds it there). */
export function warmScreens(): void {
  for (const s of Object.values(LAZY_SCREENS)) s.load().catch(() => undefined);
}

/** `updates`: the app's update model (main.tsx passes the one it registered; the same singleton otherwise). */
export function App({ updates }: { updates?: UpdateModel } = {}) {
  const updateModel = useMemo(() => updates ?? pwa(engineClient()), [updates]);
  const games = useMemo(() => new GamesModel(), []);
  useEffect(() => watchHash(), []);
  useEffect(() => {
    document.documentElement.lang = lang.value;
  }, [lang.value]);
  const r = route.value;
  return (
    <div class="app" data-route={r.name}>
      {r.name !== 'game' && (
        <header class="app-top">
          <button type="button" class="brand" onClick={() => navigate({ name: 'home' })} aria-label={t('ui.nav.home')}>
            <span class="brand-mark" aria-hidden="true">
              ⬢
            </span>
            {t('ui.app.name')}
          </button>
          <nav class="app-nav">
            <button type="button" class="btn ghost" data-testid="nav-about" onClick={() => navigate({ name: 'about' })}>
              {t('ui.nav.about')}
            </button>
            <LanguageSwitch />
          </nav>
        </header>
      )}
      <UpdatePrompt model={updateModel} lang={lang.value} />
      {r.name === 'home' && <HomeScreen games={games} />}
      {r.name === 'new' && <NewGameScreen games={games} />}
      {r.name === 'about' && <AboutScreen />}
      {r.name === 'game' && <GameScreen key={r.id} games={games} id={r.id} />}
    </div>
  );
}
