// Gathers every message catalogue of the app into one: the UI's own plus those the engine, track rules and board keep
// beside their code (rules/board keys are emitted as Reason keys there, so their texts live there too).
import type { Catalogue, Message } from './format';
import { uiMessages } from './ui-messages';

// Vite resolves the glob at build time; a catalogue that does not exist yet simply contributes nothing.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/engine/**/messages.ts', '/src/ui/board/messages.ts', '/src/board/messages.ts'],
  { eager: true },
);

function isMessage(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && typeof (v as Message).en === 'string' && typeof (v as Message).de === 'string';
}

/** A module's catalogue: any exported object whose values are all {en, de} messages. */
export function cataloguesIn(mod: Record<string, unknown>): Catalogue[] {
  const found: Catalogue[] = [];
  for (const value of Object.values(mod)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const entries = Object.values(value as Record<string, unknown>);
    if (entries.length > 0 && entries.every(isMessage)) found.push(value as Catalogue);
  }
  return found;
}

/** Where each catalogue came from, for the test that checks them all. */
export const sources: { source: string; catalogue: Catalogue }[] = [
  { source: 'src/ui/i18n/ui-messages.ts', catalogue: uiMessages },
  ...Object.entries(modules)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, mod]) => cataloguesIn(mod).map((catalogue) => ({ source: path, catalogue }))),
];

/** All messages; on a duplicate key the UI's own text wins (it comes first), so a clash is visible in the test. */
export const allMessages: Catalogue = Object.assign({}, ...sources.toReversed().map((s) => s.catalogue));
