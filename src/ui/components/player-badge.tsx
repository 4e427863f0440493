// A player's marker: colour, pattern and letter in one round badge (and a computer player's robot mark beside it),
// plus the name beside it when asked.
import type { PlayerColor } from '../../engine/api';
import { PLAYER_LOOK, cssColor, type PatternId } from '../../board/palette';
import { BotMark, useIsBot } from './bot-mark';

let nextId = 0;

function PatternDef({ id, pattern, ink }: { id: string; pattern: PatternId; ink: string }) {
  const s = { stroke: ink, strokeOpacity: 0.55, strokeWidth: 2, fill: 'none' } as const;
  switch (pattern) {
    case 'stripes':
      return (
        <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" {...s} />
        </pattern>
      );
    case 'dots':
      return (
        <pattern id={id} width="7" height="7" patternUnits="userSpaceOnUse">
          <circle cx="3.5" cy="3.5" r="1.6" fill={ink} fillOpacity="0.55" />
        </pattern>
      );
    case 'checks':
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect x="0" y="0" width="4" height="4" fill={ink} fillOpacity="0.35" />
          <rect x="4" y="4" width="4" height="4" fill={ink} fillOpacity="0.35" />
        </pattern>
      );
    case 'waves':
      return (
        <pattern id={id} width="8" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 3 Q2 0 4 3 T8 3" {...s} />
        </pattern>
      );
    case 'cross':
      return (
        <pattern id={id} width="7" height="7" patternUnits="userSpaceOnUse">
          <path d="M0 0 L7 7 M7 0 L0 7" {...s} />
        </pattern>
      );
    default:
      return null;
  }
}

export function PlayerMark({ color, size = 32 }: { color: PlayerColor; size?: number }) {
  // A computer player's seat carries the robot mark beside its colour (bot-mark.tsx; the game screen says which).
  const bot = useIsBot(color);
  const { fill, ink, pattern, letter } = PLAYER_LOOK[color];
  const look = { fill: cssColor(fill), ink: cssColor(ink), pattern, letter };
  const id = `pm-${color}-${nextId++}`;
  const mark = (
    <svg class="player-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" data-color={color}>
      <defs>
        <PatternDef id={id} pattern={look.pattern} ink={look.ink} />
      </defs>
      <circle cx="16" cy="16" r="15" fill={look.fill} stroke="#1b1b1b" stroke-width="1.5" />
      {look.pattern !== 'solid' && <circle cx="16" cy="16" r="15" fill={`url(#${id})`} />}
      <circle cx="16" cy="16" r="8.5" fill={look.fill} stroke={look.ink} stroke-width="1.2" />
      <text x="16" y="20.5" text-anchor="middle" font-size="12" font-weight="700" fill={look.ink} font-family="system-ui, sans-serif">
        {look.letter}
      </text>
    </svg>
  );
  if (!bot) return mark;
  return (
    <>
      {mark}
      <BotMark size={Math.max(14, Math.round(size * 0.6))} />
    </>
  );
}

/** The mark with the player's name; `current` highlights the seat whose turn it is. */
export function PlayerBadge({ name, color, size, current }: { name: string; color: PlayerColor; size?: number; current?: boolean }) {
  return (
    <span class={`player-badge${current ? ' is-current' : ''}`} data-color={color}>
      <PlayerMark color={color} size={size} />
      <span class="player-name">{name}</span>
    </span>
  );
}
