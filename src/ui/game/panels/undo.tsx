// Undo for pass-and-play: a player takes back their own moves within their turn (until randomness was revealed),
// resets their whole turn, or — in a casual game — takes back the last move after every other player agreed.
import { useEffect, useState } from 'preact/hooks';
import type { Reason } from '../../../engine/reason';
import type { GameModel, HistoryEntry } from '../../model';
import type { AnyRulesUi } from '../../rules/rules-ui';
import { Dialog } from '../../components/controls';
import { PlayerBadge } from '../../components/player-badge';
import { t, tReason } from '../../i18n/i18n';
import { moveLines, type Restates } from '../history-model';

/**
 * What a casual undo takes back, in words: the move of the person it reaches back to (the worker's `casualReach`: past
 * the bots' moves after it, else the bot would only play them again) and how many computer moves after it go with it.
 * Null before the first move, or when the history lacks that move.
 */
export function casualUndoMoves(entries: readonly HistoryEntry[], moveCount: number, reach: number, restates: Restates): { move: Reason; bots: number } | null {
  const goes = Math.max(1, Math.min(reach, moveCount));
  const first = entries.find((e): e is Extract<HistoryEntry, { kind: 'move' }> => e.kind === 'move' && e.n === moveCount - goes + 1);
  return first ? { move: moveLines(first.text, first.events, restates).line, bots: goes - 1 } : null;
}

/** `onCasualUndo`: the move of another player's turn was taken back, so the tablet must be handed over again. */
export function UndoBar({ game, rules, onCasualUndo }: { game: GameModel; rules: AnyRulesUi; onCasualUndo?: () => void }) {
  const u = game.undoInfo.value;
  const toAct = game.toAct.value;
  const pending = game.pending.value;
  const [asking, setAsking] = useState(false);
  const own = u.seat !== null && u.seat === toAct && u.count > 0;
  const casual = u.casual && u.casualCount > 0;
  if (!own && !casual) return null;
  return (
    <div class="undo-bar" data-testid="undo-bar">
      {own && (
        <button type="button" class="btn" data-testid="undo" disabled={pending} onClick={() => void game.undo(1)}>
          ↶ {t('ui.undo.undo')}
        </button>
      )}
      {own && u.count > 1 && (
        <button type="button" class="btn" data-testid="reset-turn" disabled={pending} onClick={() => void game.resetTurn()}>
          {t('ui.undo.reset')}
        </button>
      )}
      {casual && !own && (
        <button type="button" class="btn" data-testid="casual-undo" disabled={pending} onClick={() => setAsking(true)}>
          ↶ {t('ui.undo.casual')}
        </button>
      )}
      {asking && <CasualUndoDialog game={game} rules={rules} onClose={() => setAsking(false)} onDone={onCasualUndo} />}
    </div>
  );
}

/** Everyone except the player who asks must tick their agreement before the move is taken back. */
function CasualUndoDialog({ game, rules, onClose, onDone }: { game: GameModel; rules: AnyRulesUi; onClose: () => void; onDone?: () => void }) {
  const asker = game.toAct.peek();
  const view = game.state.value;
  const players = game.head.value.players;
  // Computer players do not agree: they are not at the table (their moves after the person's go with it).
  const others = players.map((p, i) => ({ p, i })).filter(({ p, i }) => rules.inPlay(view, i) && i !== asker && !p.bot);
  const [agreed, setAgreed] = useState<Set<number>>(new Set());
  // The moves that go: everyone agrees to a named move (and the computer moves after it), not to "the last move".
  const [move, setMove] = useState<{ move: Reason; bots: number } | null>(null);
  useEffect(() => {
    let live = true;
    const at = game.moveCount.peek();
    const reach = game.undoInfo.peek().casualReach;
    void game.history().then((r) => live && r.ok && setMove(casualUndoMoves(r.entries, at, reach, rules.restatesMove)));
    return () => {
      live = false;
    };
  }, [game]);
  const all = others.every(({ i }) => agreed.has(i));
  return (
    <Dialog title={t('ui.undo.confirmTitle')} onClose={onClose} testid="casual-undo-dialog">
      <p>{t('ui.undo.confirmBodyShort')}</p>
      {move && <p class="big-line" data-testid="casual-undo-move">{t('ui.undo.takesBack', { move: tReason(move.move) })}</p>}
      {move && move.bots > 0 && <p data-testid="casual-undo-bots">{t('ui.undo.andBots', { count: move.bots })}</p>}
      <ul class="agree-list">
        {others.map(({ i }) => (
          <li key={i}>
            <label class="check">
              <input
                type="checkbox"
                data-testid={`agree-${i}`}
                checked={agreed.has(i)}
                onChange={(e) => {
                  const next = new Set(agreed);
                  if ((e.currentTarget as HTMLInputElement).checked) next.add(i);
                  else next.delete(i);
                  setAgreed(next);
                }}
              />
              <PlayerBadge name={players[i]!.name} color={players[i]!.color} size={22} />
              {/* The badge already shows the name: the label adds only "agrees" ("Ada Ada agrees" before). */}
              {t('ui.undo.agree')}
            </label>
          </li>
        ))}
      </ul>
      <div class="dialog-actions">
        <button type="button" class="btn" onClick={onClose}>
          {t('ui.common.cancel')}
        </button>
        <button
          type="button"
          class="btn primary"
          data-testid="casual-undo-confirm"
          disabled={!all}
          onClick={async () => {
            const res = await game.casualUndo(1);
            onClose();
            if (res.ok) onDone?.();
          }}
        >
          {t('ui.undo.doIt')}
        </button>
      </div>
    </Dialog>
  );
}
