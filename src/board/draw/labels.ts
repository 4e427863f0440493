// Text on the board (place names, growth numbers, letters) as bitmap text from three fonts installed once: every label
// shares a few atlas pages, so a layer's text batches into one draw call with its shapes, and no text is re-rasterised
// when the zoom changes (glyphs are rasterised at 96 px, sharp up to the closest zoom on a 2× screen).
// Start-up cost: a font rasterises a glyph only when a label first uses it, and measures no kerning pairs (Pixi measures
// every new glyph against every known one, three canvas measurements a pair: with the whole Latin-1 range pre-installed
// that was ~5 s of a cold start at 4× CPU throttling; docs/performance.md). Board labels are short names and numbers
// where pair kerning moves a glyph by a fraction of a pixel.
import { BitmapFontManager, BitmapText, CanvasTextMetrics, DynamicBitmapFont, type BitmapFont, type TextureSource } from 'pixi.js';
import { COLORS } from '../palette';
import { splitGraphemes } from './graphemes';

// Before any text is measured or laid out: Pixi's own splitter would load ICU's segmentation data (graphemes.ts).
CanvasTextMetrics.graphemeSegmenter = splitGraphemes;

const FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const BASE = 48;
/** Glyphs rasterised when the letter font is installed: the digits of badges and counts; the rest arrive on first use. */
const CHARS = [['0', '9']];
/** Names rasterise their letters on first use (Pixi refuses an empty set, so the space stands in). */
const NO_CHARS = [' '];

/** White glyphs, coloured per label by tint: letters and numbers on markers, cubes and badges. */
const LETTER = 'railhex-letter';
/** Dark glyphs with a white halo, readable on any terrain: place names. */
const NAME = 'railhex-name';
const NAME_BOLD = 'railhex-name-bold';

/**
 * Glyph page sizes, CSS px (pages are 2× that in device px at resolution 2, rounded up to a power of two; Pixi's
 * default is 512). A page is uploaded whole, with its mipmaps. The letter font's digits and a dozen letters filled a
 * sixth of a default page in the board's first frame, so its pages are small. The name fonts keep large pages: at 256
 * the names of a map opened 9–12 pages (Germany 12), most of the 16 textures one batched draw may sample (some GPUs
 * allow 8); at 512 they open 2–3, uploaded in idle time one per task before the names are shown (board.ts).
 */
const LETTER_PAGE = 256;
const NAME_PAGE = 512;
/** Installs a font with glyph pages of `size` (Pixi's install options do not pass the page size through). */
function withPageSize(size: number, installFont: () => BitmapFont): BitmapFont {
  const before = DynamicBitmapFont.defaultOptions.textureSize;
  DynamicBitmapFont.defaultOptions.textureSize = size;
  try {
    return installFont();
  } finally {
    DynamicBitmapFont.defaultOptions.textureSize = before;
  }
}
const COMMON = { resolution: 2, skipKerning: true };
const HALO = { color: COLORS.labelHalo, width: BASE * 0.24, join: 'round' as const };
/**
 * Each font is installed when a label first needs it: installing measures the font and opens a glyph page (canvas
 * read-backs), so the name fonts, used only once the board has drawn (Terrain.addDeferred), stay off a cold start's path.
 */
const FONTS: Record<string, () => BitmapFont> = {
  [LETTER]: () => withPageSize(LETTER_PAGE, () => BitmapFontManager.install({ name: LETTER, chars: CHARS, ...COMMON, style: { fontFamily: FAMILY, fontSize: BASE, fontWeight: '700', fill: 0xffffff } })),
  [NAME]: () => withPageSize(NAME_PAGE, () => BitmapFontManager.install({ name: NAME, chars: NO_CHARS, ...COMMON, style: { fontFamily: FAMILY, fontSize: BASE, fontWeight: '500', fill: COLORS.label, stroke: HALO } })),
  [NAME_BOLD]: () => withPageSize(NAME_PAGE, () => BitmapFontManager.install({ name: NAME_BOLD, chars: NO_CHARS, ...COMMON, style: { fontFamily: FAMILY, fontSize: BASE, fontWeight: '700', fill: COLORS.label, stroke: HALO } })),
};
const installed = new Map<string, BitmapFont>();
function install(font: string): void {
  if (!installed.has(font)) installed.set(font, FONTS[font]!());
}

/**
 * The glyph pages of the place-name fonts. The board uploads them in idle time before it shows the names (board.ts),
 * so that the frame showing them does not also upload their pages; once a page is on the GPU, Pixi re-uploads it at
 * once whenever a glyph is added, outside any frame.
 */
export function namePages(): TextureSource[] {
  return [NAME, NAME_BOLD].flatMap((name) => installed.get(name)?.pages.map((page) => page.texture.source) ?? []);
}

export interface LabelOptions {
  size: number;
  /** Letter colour (labels without halo). */
  color?: number;
  /** null = a letter on a marker, cube or badge (no halo); otherwise a name with the white halo. */
  halo?: null;
  bold?: boolean;
}

export function makeLabel(text: string, x: number, y: number, opts: LabelOptions): BitmapText {
  const letter = opts.halo === null;
  const font = letter ? LETTER : opts.bold ? NAME_BOLD : NAME;
  install(font);
  const label = new BitmapText({
    text,
    style: {
      fontFamily: font,
      fontSize: opts.size,
      ...(letter ? { fill: opts.color ?? COLORS.label } : {}),
    },
    anchor: 0.5,
  });
  label.position.set(x, y);
  return label;
}
