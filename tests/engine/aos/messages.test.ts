// Every message key the flow emits has English and German text with the same placeholders, and every text formats
// without a leftover {param}.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { startGame } from '../../../src/engine/aos/setup';
import { ACTIONS, PHASES } from '../../../src/engine/aos/state';
import { AOS_MESSAGES, applyMove, describeEvent, describeMove, formatMessage, type GameEvent, type GameState } from '../../../src/engine/aos/index';
import { TRACK_MESSAGES } from '../../../src/engine/track/index';
import { MAP_RULES } from '../../../src/engine/aos/map-rules';
import { textPlaceholders } from '../../../src/engine/message-text';
import { loadMap, setupFor } from './random-harness';

const SRC = join(import.meta.dirname, '../../../src/engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

// Plural counts and the placeholders inside plural forms count too (message-text.ts).
const placeholders = textPlaceholders;

describe('messages', () => {
  it('every key has English and German text with the same placeholders', () => {
    for (const [key, t] of Object.entries(AOS_MESSAGES)) {
      expect(t.en.length, key).toBeGreaterThan(0);
      expect(t.de.length, key).toBeGreaterThan(0);
      expect(placeholders(t.de), key).toEqual(placeholders(t.en));
    }
  });

  it("every map with its own rules has them in words, in English and German (engine/aos/map-rules.ts)", () => {
    for (const id of ['southern-us', 'germany', 'western-us', 'barbados', 'st-lucia']) {
      expect(MAP_RULES[id]?.en.length ?? 0, id).toBeGreaterThan(100);
      expect(MAP_RULES[id]?.de.length ?? 0, id).toBeGreaterThan(100);
    }
    expect(Object.keys(MAP_RULES).toSorted()).toEqual(['barbados', 'germany', 'southern-us', 'st-lucia', 'western-us']);
  });

  it('every reason key written in the flow code is in the catalogue', () => {
    const keys = new Set<string>();
    for (const f of files(join(SRC, 'aos'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/reason\('([\w.]+)'/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(20);
    // The flow may reuse a track module reason (a special link it cannot afford: build.cannotAfford).
    for (const k of keys) expect(AOS_MESSAGES[k] ?? TRACK_MESSAGES[k], k).toBeDefined();
  });

  it('phase, action and decision names and help exist', () => {
    for (const p of PHASES) {
      expect(AOS_MESSAGES[`phaseName.${p}`], p).toBeDefined();
      expect(AOS_MESSAGES[`phaseHelp.${p}`], p).toBeDefined();
    }
    for (const a of ACTIONS) {
      expect(AOS_MESSAGES[`actionName.${a}`], a).toBeDefined();
      expect(AOS_MESSAGES[`actionHelp.${a}`], a).toBeDefined();
    }
    for (const d of ['issueShares', 'bid', 'selectAction', 'urbanizeOrBuild', 'build', 'moveGoods', 'placeProduction']) {
      expect(AOS_MESSAGES[`decision.${d}`], d).toBeDefined();
    }
  });

  it('every event and move of random games is described by a catalogue key that formats completely', () => {
    const seen = new Set<string>();
    // Southern U.S. adds its own events (the extra Atlanta cube, the cotton bonus); St. Lucia its start-player payment.
    for (const [players, edition, seed, map] of [[4, 'deluxe', 1, 'rust-belt'], [5, '2002', 2, 'rust-belt'], [3, 'deluxe', 3, 'southern-us'], [4, 'deluxe', 4, 'germany'], [5, 'deluxe', 5, 'germany'], [3, 'deluxe', 6, 'western-us'], [6, '2002', 7, 'western-us'], [2, 'deluxe', 8, 'st-lucia']] as const) {
      const setup = setupFor(players, edition, seed, loadMap(map));
      const g = playRandomGame(setup, seed, { keepStates: true });
      const events: { e: GameEvent; s: GameState }[] = startGame(setup).events.map((e) => ({ e, s: g.states![0]! }));
      const check = (key: string, r: ReturnType<typeof describeEvent>) => {
        seen.add(key);
        expect(AOS_MESSAGES[r.key], r.key).toBeDefined();
        for (const lang of ['en', 'de'] as const) expect(formatMessage(r, lang, TRACK_MESSAGES), r.key).not.toMatch(/\{\w+\}/);
      };
      g.moves.forEach((m, i) => {
        check(m.type, describeMove(g.states![i]!, m));
        const r = applyMove(g.states![i]!, m);
        if (r.ok) for (const e of r.events) events.push({ e, s: r.state });
      });
      for (const { e, s } of events) check(e.type, describeEvent(e, s));
    }
    expect(seen.size).toBeGreaterThan(25);
    expect(seen).toContain('extraGrowth');
    expect(seen).toContain('deliveryBonus');
    expect(seen).toContain('buildSpecialLink');
    expect(seen).toContain('specialLinkBuilt');
    expect(seen).toContain('payStartPlayer');
  }, 60_000);

  it('formatMessage translates ids in parameters and falls back to the key', () => {
    expect(formatMessage({ key: 'action.taken', params: { action: 'firstMove', seat: 1, name: 'Ada' } }, 'de')).toBe('Erster Transport hat schon Ada gewählt.');
    expect(formatMessage({ key: 'auction.bidOverCash', params: { bid: 12, cash: 9 } }, 'en')).toBe('You bid $12 but have $9.');
    expect(formatMessage({ key: 'no.such.key' }, 'en')).toBe('no.such.key');
  });
});
