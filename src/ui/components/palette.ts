// Player colours for the UI chrome: each colour also has a pattern and a letter, so colour never carries meaning alone.
// Kept in step with the board's palette (src/board/palette.ts) so a seat looks the same on the board and in the panels.
import type { PlayerColor } from '../../engine/api';

export type PatternId = 'solid' | 'stripes' | 'dots' | 'checks' | 'waves' | 'cross';

export interface SeatLook {
  fill: string;
  /** Text/stroke colour that stays readable on `fill`. */
  ink: string;
  pattern: PatternId;
  /** Shown inside every player marker. */
  letter: string;
}

export const PLAYER_COLORS: readonly PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

export const PALETTE: Readonly<Record<PlayerColor, SeatLook>> = {
  blue: { fill: '#1f6fd1', ink: '#ffffff', pattern: 'solid', letter: 'B' },
  green: { fill: '#2e9d48', ink: '#ffffff', pattern: 'stripes', letter: 'G' },
  yellow: { fill: '#f2c511', ink: '#1b1b1b', pattern: 'dots', letter: 'Y' },
  pink: { fill: '#e05fae', ink: '#1b1b1b', pattern: 'checks', letter: 'P' },
  grey: { fill: '#7d8590', ink: '#ffffff', pattern: 'waves', letter: 'S' },
  orange: { fill: '#f07d19', ink: '#1b1b1b', pattern: 'cross', letter: 'O' },
};

export function lookOf(color: PlayerColor): SeatLook {
  return PALETTE[color];
}
