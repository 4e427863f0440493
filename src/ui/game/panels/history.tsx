// The history: every move once in plain words, newest first (with what the engine did after it, and every undo), and
// a scrubber that shows any earlier position without changing the game.
import { useEffect, useState } from 'preact/hooks';
import type { Reason } from '../../../engine/reason';
import type { GameModel, HistoryEntry, PastPosition } from '../../model';
import { PlayerBadge } from '../../components/player-badge';
import { BotMark } from '../../components/bot-mark';
import { DrawerHead } from '../../components/drawer-head';
import { t, tReason } from '../../i18n/i18n';
import type { AnyRulesUi } from '../../rules/rules-ui';
import { BoardSlot } from '../board-slot';
import { historyItems } from '../history-model';

export function HistoryPanel({ game, rules, onClose }: { game: GameModel; rules: AnyRulesUi; onClose: () => void }) {
  const total = game.moveCount.value;
  const players = game.head.value.players;
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [n, setN] = useState(total);
  const [past, setPast] = useState<{ n: number; pos: PastPosition } | null>(null);
  const [error, setError] = useState<Reason | null>(null);

  useEffect(() => {
    let live = true;
    void game.history().then((r) => live && (r.ok ? setEntries(r.entries) : setError(r.reason)));
    return () => {
      live = false;
    };
  }, [game, total]);

  useEffect(() => {
    if (n >= total) return setPast(null);
    let live = true;
    void game.stateAt(n).then((r) => live && (r.ok ? setPast({ n, pos: r }) : setError(r.reason)));
    return () => {
      live = false;
    };
  }, [game, n, total]);

  const shown = past && past.n === n ? past.pos : null;
  const where = shown ? rules.where(shown.state) : null;
  return (
    <section class="panel history" data-testid="history-panel" aria-labelledby="history-title">
      <DrawerHead titleId="history-title" title={t('ui.history.title')} close={t('ui.history.backToNow')} closeTestId="history-close" onClose={onClose} />
      <div class="scrubber">
        <button type="button" class="btn round" aria-label={t('ui.history.prev')} data-testid="scrub-prev" disabled={n <= 0} onClick={() => setN(n - 1)}>
          ‹
        </button>
        <input
          type="range"
          min={0}
          max={total}
          value={n}
          data-testid="scrubber"
          aria-label={t('ui.history.scrub', { n, total })}
          onInput={(e) => setN(Number((e.currentTarget as HTMLInputElement).value))}
        />
        <button type="button" class="btn round" aria-label={t('ui.history.next')} data-testid="scrub-next" disabled={n >= total} onClick={() => setN(n + 1)}>
          ›
        </button>
      </div>
      <p data-testid="scrub-position">{n === 0 ? t('ui.history.start') : t('ui.history.position', { n, total })}</p>
      {n < total && (
        <div class="past" data-testid="past-position">
          <p class="banner is-info">{t('ui.history.viewing')}</p>
          {shown && where && (
            <>
              <p>
                {t('ui.game.round', { round: where.round, rounds: where.rounds })} · {t(`phaseName.${where.stage}`)}
              </p>
              <BoardSlot game={game} rules={rules} position={shown} />
              <rules.SeatTable view={shown.state} toAct={null} />
            </>
          )}
        </div>
      )}
      {error && <p class="banner is-error">{tReason(error)}</p>}
      {entries === null ? (
        <p>{t('ui.common.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('ui.history.empty')}</p>
      ) : (
        <ol class="log" data-testid="history-log" aria-label={t('ui.history.newestFirst')} reversed>
          {/* Newest first: the move just played is where the list opens, not at the end of a long scroll. */}
          {historyItems(entries, rules.restatesMove).map((e) =>
            e.kind === 'undo' ? (
              <li key={e.logIndex} class="log-undo" data-testid="log-undo">
                {e.seat !== null && players[e.seat] && <PlayerBadge name={players[e.seat]!.name} color={players[e.seat]!.color} size={20} />}
                {t(e.casual ? 'ui.history.undoCasual' : 'ui.history.undo', { count: e.count })}
              </li>
            ) : (
              <li key={e.logIndex} class={`log-move${e.n === null ? ' is-undone' : ''}${e.n === n ? ' is-here' : ''}`} data-testid="log-move">
                <button type="button" class="log-jump" disabled={e.n === null} onClick={() => e.n !== null && setN(e.n)}>
                  {e.n !== null && <span class="log-n">{e.n}</span>}
                  {players[e.seat]?.bot && <BotMark size={18} />}
                  <span>{tReason(e.line)}</span>
                </button>
                {e.after.length > 0 && (
                  <ul class="log-events">
                    {e.after.map((ev, i) => (
                      <li key={i}>{tReason(ev)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
