// Colours, shapes, patterns and letters of players, goods and terrain — the one source for the board and the UI panels.
// Colour never carries meaning alone: each player also has a pattern and a letter, each goods colour a shape and letter.
// Pure data with no PixiJS import, so the UI's first-paint chunk can use it while Pixi stays lazy.
// Goods colours follow the Okabe–Ito palette, which stays distinct under protanopia, deuteranopia and tritanopia.
import type { PlayerColor } from '../engine/api';
import type { GoodsColor, GrowthGroup, Terrain } from '../engine/map/types';

export type PatternId = 'solid' | 'stripes' | 'dots' | 'checks' | 'waves' | 'cross';

export interface PlayerLook {
  fill: number;
  /** Colour for text and pattern marks on `fill`. */
  ink: number;
  pattern: PatternId;
  letter: string;
}

/** The seat colours in the order the new-game screen offers them. */
export const PLAYER_COLORS: readonly PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

/** Drawn by the board and by the UI's player marks, so a seat looks the same on the board and in the panels. */
export const PLAYER_LOOK: Readonly<Record<PlayerColor, PlayerLook>> = {
  blue: { fill: 0x1f6fd1, ink: 0xffffff, pattern: 'solid', letter: 'B' },
  green: { fill: 0x2e9d48, ink: 0xffffff, pattern: 'stripes', letter: 'G' },
  yellow: { fill: 0xf2c511, ink: 0x1b1b1b, pattern: 'dots', letter: 'Y' },
  pink: { fill: 0xe05fae, ink: 0x1b1b1b, pattern: 'checks', letter: 'P' },
  grey: { fill: 0x7d8590, ink: 0xffffff, pattern: 'waves', letter: 'S' },
  orange: { fill: 0xf07d19, ink: 0x1b1b1b, pattern: 'cross', letter: 'O' },
};

export type GoodsShape = 'square' | 'circle' | 'diamond' | 'triangle' | 'hexagon' | 'star';

export interface GoodsLook {
  fill: number;
  ink: number;
  /** Outline so light cubes stand out on light cities. */
  edge: number;
  shape: GoodsShape;
  letter: string;
}

export const GOODS_LOOK: Readonly<Record<GoodsColor, GoodsLook>> = {
  red: { fill: 0xd55e00, ink: 0xffffff, edge: 0x3a1a00, shape: 'square', letter: 'R' },
  blue: { fill: 0x0072b2, ink: 0xffffff, edge: 0x00263d, shape: 'circle', letter: 'B' },
  purple: { fill: 0xcc79a7, ink: 0x1b1b1b, edge: 0x4a1f36, shape: 'diamond', letter: 'P' },
  yellow: { fill: 0xf0e442, ink: 0x1b1b1b, edge: 0x4d4700, shape: 'triangle', letter: 'Y' },
  black: { fill: 0x1b1b1b, ink: 0xffffff, edge: 0x000000, shape: 'hexagon', letter: 'K' },
  // Steam's grey: the same hexagon as Age of Steam's black (both are the New-City-only colour), lighter, letter G.
  grey: { fill: 0x8a8a8a, ink: 0x1b1b1b, edge: 0x2e2e2e, shape: 'hexagon', letter: 'G' },
  white: { fill: 0xffffff, ink: 0x1b1b1b, edge: 0x555555, shape: 'star', letter: 'W' },
};

/** City hex fill: the goods colour it accepts, lightened a little so its cubes stay visible on it. */
export const CITY_FILL: Readonly<Record<GoodsColor, number>> = {
  red: 0xe8955c,
  blue: 0x5aa6d6,
  purple: 0xdca6c4,
  yellow: 0xf4ec8a,
  black: 0x6b6b6b,
  grey: 0xb4b4b4,
  white: 0xf4f4f4,
};

/** Growth number badge: light group on white, dark group on near-black (as on the goods display). */
export const GROWTH_BADGE: Readonly<Record<GrowthGroup, { fill: number; ink: number }>> = {
  light: { fill: 0xffffff, ink: 0x1b1b1b },
  dark: { fill: 0x1b1b1b, ink: 0xffffff },
};

export const TERRAIN_FILL: Readonly<Record<Exclude<Terrain, 'offboard'>, number>> = {
  plain: 0xdfe8c4,
  river: 0xd6e6c8,
  hill: 0xcfc49a,
  mountain: 0xb3a58a,
  swamp: 0xbfd3b0,
  water: 0x8ec5e8,
};

export const COLORS = {
  background: 0xeef1f4,
  hexLine: 0xa9b29a,
  mark: 0x6b5d44,
  river: 0x3d8fd1,
  coast: 0x4a88b8,
  impassable: 0x1b1b1b,
  tileFill: 0xf3eedd,
  rail: 0x2b2b2b,
  /** A special link still taken by a player who is out (drawn without an owner's colour). */
  railNoOwner: 0x9aa0a6,
  town: 0xffffff,
  townEdge: 0x1b1b1b,
  label: 0x1b1b1b,
  labelHalo: 0xffffff,
  highlight: 0x00a36c,
  selected: 0x1b1b1b,
  illegal: 0xc0392b,
  plan: 0x6a4fb3,
  path: 0xff2d55,
  cursorOuter: 0xffffff,
  cursorInner: 0x0b3d91,
} as const;

/** A palette number as a CSS colour (`#rrggbb`) for the UI's SVG and styles. */
export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** A fill style for Graphics.fill (a call, not an object literal, so the linter does not take it for Array#fill). */
export function paint(color: number, alpha = 1): { color: number; alpha: number } {
  return { color, alpha };
}
