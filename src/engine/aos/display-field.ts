// A goods display field id in parts, apart from display.ts so the message formatter (loaded with every screen) can
// word field ids without pulling in the variants.
import type { GrowthGroup } from '../map/types';

export type DisplayArea = GrowthGroup | 'newCity';

/** A field id in parts: "L5.0" → light, "5", row 0; "D.1" → New City D, row 1; null for anything else. */
export function displayFieldParts(id: string): { area: DisplayArea; label: string; row: number } | null {
  const m = /^(?:([LD])([1-6])|([A-H]))\.(\d)$/.exec(id);
  if (!m) return null;
  if (m[3]) return { area: 'newCity', label: m[3], row: Number(m[4]) };
  return { area: m[1] === 'L' ? 'light' : 'dark', label: m[2]!, row: Number(m[4]) };
}
