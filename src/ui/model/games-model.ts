// The saved games on this device and the bundled maps, as signals, with create/rename/delete/export/import.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { GameBoard } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import { TABLE, type BotLevel } from '../../engine/rule-system';
import type { EngineClient } from '../../worker/client';
import type { GameHead, MapInfo, NewGameRequest, RuleSystemInfo } from '../../worker/protocol';
import { engineClient } from './engine';
import { GameModel } from './game-model';
import { settle, type Outcome } from './result';
import { announce, onOtherTabChange } from './tab-sync';
import { hasRulesUi } from '../rules/ui-ids';

/** Largest file `importFile` reads; a real record is a few hundred KB at most. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export class GamesModel {
  /** Saved games, most recently played first. Filled by `refresh`. */
  readonly games: ReadonlySignal<GameHead[]>;
  /** Maps bundled with the app. Filled by `refresh`. */
  readonly maps: ReadonlySignal<MapInfo[]>;
  /** The rule systems the app plays (the registry), in the order the new-game screen offers them. Filled by `refresh`. */
  readonly ruleSystems: ReadonlySignal<RuleSystemInfo[]>;
  /** True until the first `refresh` finished. */
  readonly loading: ReadonlySignal<boolean>;
  /** Why the latest operation failed; null after a success. */
  readonly error: ReadonlySignal<Reason | null>;

  private readonly gamesSig = signal<GameHead[]>([]);
  private readonly mapsSig = signal<MapInfo[]>([]);
  private readonly systemsSig = signal<RuleSystemInfo[]>([]);
  private readonly loadingSig = signal(true);
  private readonly errorSig = signal<Reason | null>(null);

  constructor(private readonly client: EngineClient = engineClient()) {
    this.games = this.gamesSig;
    this.maps = this.mapsSig;
    this.ruleSystems = this.systemsSig;
    this.loading = this.loadingSig;
    this.error = this.errorSig;
    // Another tab created, renamed, deleted or played a game: list what is stored now.
    onOtherTabChange(() => void this.refresh());
  }

  /** Reload the game list, the map list and the rule systems from the worker. */
  async refresh(): Promise<Outcome> {
    const res = await settle(
      Promise.all([this.client.call('listGames'), this.client.call('listMaps'), this.client.call('listRuleSystems')]).then(([listed, maps, systems]) =>
        listed.ok ? { ok: true as const, games: listed.games, maps, systems } : listed,
      ),
    );
    this.loadingSig.value = false;
    if (!res.ok) return this.fail(res.reason);
    this.gamesSig.value = res.games;
    this.mapsSig.value = res.maps;
    // A system the app cannot show yet (its UI module is not written) is not offered for a new game.
    this.systemsSig.value = res.systems.filter((sys) => hasRulesUi(sys.id));
    this.errorSig.value = null;
    return { ok: true };
  }

  /** One bundled map, for the new-game preview. */
  async map(id: string): Promise<Outcome<{ map: GameBoard }>> {
    return settle(this.client.call('getMap', id));
  }

  /** The bot levels a seat of `ruleSystem` may play (none: no bots offered) and whether it suggests moves. */
  async botFacts(ruleSystem: string): Promise<Outcome<{ levels: BotLevel[]; hint: boolean }>> {
    return settle(this.client.call('botFacts', ruleSystem));
  }

  /**
   * Create and store a new game, and open it. Asks the browser to keep this site's storage (navigator.storage.persist)
   * when it is the first game on the device, so the browser does not evict saved games under storage pressure.
   */
  async create(req: NewGameRequest): Promise<Outcome<{ game: GameModel }>> {
    const first = this.gamesSig.peek().length === 0;
    // Drawn for the table: the game opens to whoever is at it (the game model then asks for the seat to act).
    const res = await settle(this.client.call('createGame', req, TABLE));
    if (!res.ok) return this.fail(res.reason);
    if (first) void requestPersistentStorage();
    announce({ id: res.snapshot.head.id, what: 'created' });
    await this.refresh();
    return { ok: true, game: GameModel.from(res.snapshot, this.client) };
  }

  /** Game `id` if a cold start into it has already opened it, else null (see GameModel.openedNow). */
  openedNow(id: string): GameModel | null {
    return GameModel.openedNow(id, this.client);
  }

  /** Open a saved game. */
  async open(id: string): Promise<Outcome<{ game: GameModel }>> {
    const res = await GameModel.open(id, this.client);
    if (!res.ok) return this.fail(res.reason);
    return res;
  }

  /** Give a game a new title (1–60 characters after trimming). */
  async rename(id: string, title: string): Promise<Outcome> {
    const res = await settle(this.client.call('renameGame', id, title));
    if (!res.ok) return this.fail(res.reason);
    announce({ id, what: 'renamed' });
    await this.refresh();
    return { ok: true };
  }

  /** Delete a game and all its moves (the UI asks for confirmation first). */
  async remove(id: string): Promise<Outcome> {
    const res = await settle(this.client.call('deleteGame', id));
    if (!res.ok) return this.fail(res.reason);
    announce({ id, what: 'deleted' });
    await this.refresh();
    return { ok: true };
  }

  /** The game as a GameRecord JSON file: a name and the text. `download` saves it. */
  async exportFile(id: string): Promise<Outcome<{ filename: string; text: string }>> {
    const res = await settle(this.client.call('exportGame', id));
    if (!res.ok) return this.fail(res.reason);
    return { ok: true, filename: res.filename, text: JSON.stringify(res.record, null, 1) };
  }

  /** Export a game and hand the file to the browser's download. */
  async download(id: string): Promise<Outcome> {
    const res = await this.exportFile(id);
    if (!res.ok) return res;
    const url = URL.createObjectURL(new Blob([res.text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = res.filename;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true };
  }

  /**
   * Import a GameRecord file (a File from an <input type=file>, or its text). The worker checks its shape, the map
   * and every move by replaying it; a damaged or hostile file gets a reason and nothing is stored.
   */
  async importFile(file: File | string): Promise<Outcome<{ head: GameHead }>> {
    let text: string;
    if (typeof file === 'string') text = file;
    else {
      if (file.size > MAX_IMPORT_BYTES) return this.fail({ key: 'import.tooLarge', params: { max: MAX_IMPORT_BYTES } });
      try {
        text = await file.text();
      } catch {
        return this.fail({ key: 'import.unreadable' });
      }
    }
    if (text.length > MAX_IMPORT_BYTES) return this.fail({ key: 'import.tooLarge', params: { max: MAX_IMPORT_BYTES } });
    const res = await settle(this.client.call('importGame', text));
    if (!res.ok) return this.fail(res.reason);
    announce({ id: res.head.id, what: 'created' });
    await this.refresh();
    return { ok: true, head: res.head };
  }

  /** Forget the last error. */
  clearError(): void {
    this.errorSig.value = null;
  }

  private fail(reason: Reason): { ok: false; reason: Reason } {
    this.errorSig.value = reason;
    return { ok: false, reason };
  }
}

/** Ask once for persistent storage; the browser may say no (then saved games are still kept, just evictable). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
