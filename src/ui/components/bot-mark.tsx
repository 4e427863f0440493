// The robot mark of a computer player, shown beside its colour, pattern and letter wherever a seat is shown. Which
// colours are bots comes from the game screen through BotSeats (a game's colours are distinct), so every PlayerMark
// inside it carries the mark without each panel passing it along.
import { createContext } from 'preact';
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { PlayerColor, SeatSetup } from '../../engine/api';
import { t } from '../i18n/i18n';

const BotColors = createContext<ReadonlySet<PlayerColor>>(new Set());

/** Marks the colours of the bot seats among `players` for every PlayerMark inside. */
export function BotSeats({ players, children }: { players: readonly SeatSetup[]; children: ComponentChildren }) {
  const colors = new Set(players.filter((p) => p.bot !== undefined).map((p) => p.color));
  return <BotColors.Provider value={colors}>{children}</BotColors.Provider>;
}

/** The colours of the bot seats in the game shown around this component. */
export function useBotColors(): ReadonlySet<PlayerColor> {
  return useContext(BotColors);
}

/** Whether the seat of `color` is a bot in the game shown around this component. */
export function useIsBot(color: PlayerColor): boolean {
  return useContext(BotColors).has(color);
}

/** A small robot head: antenna, face and two eyes; named for screen readers ("Computer player"). */
export function BotMark({ size = 20 }: { size?: number }) {
  return (
    <svg class="bot-mark" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={t('ui.bot.mark')} data-testid="bot-mark">
      <title>{t('ui.bot.mark')}</title>
      <line x1="10" y1="1.5" x2="10" y2="5" stroke="currentColor" stroke-width="1.6" />
      <circle cx="10" cy="1.8" r="1.4" fill="currentColor" />
      <rect x="3" y="5" width="14" height="11.5" rx="3" fill="none" stroke="currentColor" stroke-width="1.8" />
      <circle cx="7.3" cy="10" r="1.6" fill="currentColor" />
      <circle cx="12.7" cy="10" r="1.6" fill="currentColor" />
      <line x1="7" y1="13.6" x2="13" y2="13.6" stroke="currentColor" stroke-width="1.4" />
      <line x1="1" y1="9" x2="1" y2="13" stroke="currentColor" stroke-width="1.6" />
      <line x1="19" y1="9" x2="19" y2="13" stroke="currentColor" stroke-width="1.6" />
    </svg>
  );
}
