// Home: the games on this device (title, map, players, round, whose turn, last played) with resume, rename, delete,
// export; import a game file; start a new game.
import { useEffect, useState } from 'preact/hooks';
import type { Reason } from '../../engine/reason';
import type { GameHead, GamesModel } from '../model';
import { PlayerBadge, PlayerMark } from '../components/player-badge';
import { Dialog, ReasonBanner } from '../components/controls';
import { formatDate, t, tReason } from '../i18n/i18n';
import { navigate } from '../route';
import { useEverySystemTexts } from '../rules/use-rules-ui';

export function HomeScreen({ games }: { games: GamesModel }) {
  const [renaming, setRenaming] = useState<GameHead | null>(null);
  const [deleting, setDeleting] = useState<GameHead | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [importError, setImportError] = useState<Reason | null>(null);

  useEffect(() => {
    void games.refresh();
  }, [games]);

  const onImport = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setNotice(null);
    setImportError(null);
    const res = await games.importFile(file);
    games.clearError();
    if (res.ok) setNotice(t('ui.home.imported', { title: res.head.title }));
    else setImportError(res.reason);
  };

  const list = games.games.value;
  // A database written by a newer app cannot be read: say that in place of the list ("no games" would be untrue).
  const newer = games.error.value?.key === 'store.newerVersion' ? games.error.value : null;
  const listError = renaming || newer ? null : games.error.value;
  // A saved file's reason may be any rule system's: their texts load when there is one to say, not at start-up.
  useEverySystemTexts(importError !== null || listError !== null || list.some((g) => g.cannotOpen));
  return (
    <main class="screen home" data-testid="home-screen">
      <div class="home-actions">
        <button type="button" class="btn primary big" data-testid="new-game" onClick={() => navigate({ name: 'new' })}>
          {t('ui.home.new')}
        </button>
        <label class="btn big file-btn">
          {t('ui.home.import')}
          <input type="file" accept=".json,application/json" data-testid="import-input" onChange={onImport} />
        </label>
      </div>
      {importError && (
        <div class="banner is-error" role="alert" data-testid="import-error" data-reason={importError.key}>
          <span>{t('ui.home.importFailed', { reason: tReason(importError) })}</span>
          <button type="button" class="btn ghost" aria-label={t('ui.common.close')} onClick={() => setImportError(null)}>
            ✕
          </button>
        </div>
      )}
      <ReasonBanner reason={listError} onDismiss={() => games.clearError()} />
      {notice && (
        <div class="banner is-ok" role="status" data-testid="import-ok">
          {notice}
        </div>
      )}
      <h1>{t('ui.home.title')}</h1>
      {games.loading.value ? (
        <p>{t('ui.common.loading')}</p>
      ) : newer ? (
        <p class="banner is-error" role="alert" data-testid="newer-data">
          {tReason(newer)}
        </p>
      ) : list.length === 0 ? (
        <p class="empty" data-testid="no-games">
          {t('ui.home.empty')}
        </p>
      ) : (
        <ul class="game-list" data-testid="game-list">
          {list.map((g) => (
            <GameRow key={g.id} game={g} onRename={() => setRenaming(g)} onDelete={() => setDeleting(g)} onExport={() => void games.download(g.id)} />
          ))}
        </ul>
      )}
      {renaming && <RenameDialog game={renaming} games={games} onClose={() => setRenaming(null)} />}
      {deleting && (
        <Dialog title={t('ui.home.deleteGame', { title: deleting.title })} onClose={() => setDeleting(null)} testid="delete-dialog">
          <p>{t('ui.home.deleteConfirm', { title: deleting.title })}</p>
          <div class="dialog-actions">
            <button type="button" class="btn" onClick={() => setDeleting(null)} data-testid="delete-cancel">
              {t('ui.common.cancel')}
            </button>
            <button
              type="button"
              class="btn danger"
              data-testid="delete-confirm"
              onClick={async () => {
                await games.remove(deleting.id);
                setDeleting(null);
              }}
            >
              {t('ui.home.delete')}
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
}

function GameRow({ game, onRename, onDelete, onExport }: { game: GameHead; onRename: () => void; onDelete: () => void; onExport: () => void }) {
  const toAct = game.toAct === null ? null : game.players[game.toAct];
  return (
    <li class="game-row card" data-testid="game-row" data-game-id={game.id}>
      <div class="game-row-main">
        <h2 class="game-title" data-testid="game-title">
          {game.title}
        </h2>
        <dl class="facts">
          <div>
            <dt>{t('ui.home.map')}</dt>
            <dd>{game.mapTitle}</dd>
          </div>
          <div>
            <dt>{t('ui.home.players')}</dt>
            <dd class="marks">
              {game.players.map((p, i) => (
                <span key={i} title={p.name} class="mark-with-name">
                  <PlayerMark color={p.color} size={22} />
                  <span class="sr-only">{p.name}</span>
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('ui.home.roundLabel')}</dt>
            <dd data-testid="game-round">{game.status === 'finished' ? t('ui.home.finished') : game.round}</dd>
          </div>
          {toAct && (
            <div>
              <dt>{t('ui.home.turn')}</dt>
              <dd>
                <PlayerBadge name={toAct.name} color={toAct.color} size={22} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('ui.home.lastPlayed')}</dt>
            <dd>{formatDate(game.updated)}</dd>
          </div>
        </dl>
        {game.cannotOpen && (
          <p class="banner is-error" data-testid="cannot-open">
            {t('ui.home.cannotOpen', { move: game.cannotOpen.move, reason: tReason(game.cannotOpen.reason) })}
          </p>
        )}
      </div>
      <div class="game-row-actions">
        <button type="button" class="btn primary" data-testid="resume-game" aria-label={t('ui.home.resumeGame', { title: game.title })} onClick={() => navigate({ name: 'game', id: game.id })}>
          {t('ui.home.resume')}
        </button>
        <button type="button" class="btn" data-testid="rename-game" aria-label={t('ui.home.renameGame', { title: game.title })} onClick={onRename}>
          {t('ui.home.rename')}
        </button>
        <button type="button" class="btn" data-testid="export-game" aria-label={t('ui.home.exportGame', { title: game.title })} onClick={onExport}>
          {t('ui.home.export')}
        </button>
        <button type="button" class="btn danger" data-testid="delete-game" aria-label={t('ui.home.deleteGame', { title: game.title })} onClick={onDelete}>
          {t('ui.home.delete')}
        </button>
      </div>
    </li>
  );
}

function RenameDialog({ game, games, onClose }: { game: GameHead; games: GamesModel; onClose: () => void }) {
  const [title, setTitle] = useState(game.title);
  const err = games.error.value;
  return (
    <Dialog title={t('ui.home.renameGame', { title: game.title })} onClose={onClose} testid="rename-dialog">
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const res = await games.rename(game.id, title);
          if (res.ok) onClose();
        }}
      >
        <label class="field">
          <span>{t('ui.home.renameLabel')}</span>
          <input type="text" value={title} maxLength={60} data-testid="rename-input" onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <ReasonBanner reason={err} onDismiss={() => games.clearError()} />
        <div class="dialog-actions">
          <button type="button" class="btn" onClick={onClose}>
            {t('ui.common.cancel')}
          </button>
          <button type="submit" class="btn primary" data-testid="rename-save">
            {t('ui.common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
