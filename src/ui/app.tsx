// The app shell: routes between home, new game, game and about (kept in the address hash), the header with the
// language switch, and the app-update prompt; owns the one GamesModel the screens share.
import { useEffect, useMemo } from 'preact/hooks';
import { GamesModel } from './model';
import { engineClient } from './model/engine';
import { pwa, UpdatePrompt, type UpdateModel } from '../pwa';
import { LanguageSwitch } from './components/controls';
import { lang, t } from './i18n/i18n';
import { navigate, route, watchHash } from './route';
import { HomeScreen } from './screens/home';
import { NewGameScreen } from './screens/new-game';
import { GameScreen } from './screens/game';
import { AboutScreen } from './screens/about';
import './styles/base.css';
import './styles/screens.css';
import './styles/game.css';

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
