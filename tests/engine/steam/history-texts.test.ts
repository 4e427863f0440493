// Every move and every event of whole bot games (both editions, both boards, the random start and the auction) reads
// as a sentence in English and German: its key is in the Steam catalogue and no placeholder is left unfilled, so the
// history never shows a key or a "{name}".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import { TABLE } from '../../../src/engine/rule-system';
import { STEAM_CATALOGUE } from '../../../src/engine/steam/catalogue';
import { steam } from '../../../src/engine/steam/module';
import type { Reason } from '../../../src/engine/reason';
import { say } from './helpers';

const MAPS = ['ne-usa-se-canada', 'rhine-ruhr'].map((id) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap);

function problemsOf(r: Reason, where: string): string[] {
  if (!STEAM_CATALOGUE[r.key]) return [`${where}: no text for ${r.key}`];
  const out: string[] = [];
  for (const lang of ['en', 'de'] as const) {
    const text = say(r, lang);
    if (/[{}]/.test(text)) out.push(`${where}: ${r.key} (${lang}) left a placeholder: ${text}`);
  }
  return out;
}

describe('the history of whole Steam games in words', () => {
  for (const edition of ['basic', 'standard']) {
    for (const [i, map] of MAPS.entries()) {
      it(`${edition} on ${map.id}: every move and event has an English and a German sentence`, () => {
        const seed = 11 + i;
        const started = steam.start({
          ruleSystem: 'steam',
          edition,
          map,
          seats: Array.from({ length: 4 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })),
          seed,
          ...(edition === 'basic' && i === 1 ? { options: { startOrder: 'random' } } : {}),
        });
        if (!started.ok) throw new Error(started.reason.key);
        let s = started.state;
        const problems: string[] = [];
        const seen = new Set<string>();
        for (const e of started.events) problems.push(...problemsOf(steam.describeEvent(e, s, TABLE), `setup ${e.type}`));
        const rng = seedRng(seed);
        for (let who = steam.toAct(s); who; who = steam.toAct(s)) {
          const m = steam.bot!(steam.viewFor(s, { seat: who.seat }), who.seat, rng)!;
          const r = steam.apply(s, m);
          if (!r.ok) throw new Error(r.reason.key);
          const d = steam.describeMove(s, m, r.events, TABLE);
          seen.add(d.key);
          problems.push(...problemsOf(d, `move ${m.type}`));
          for (const e of r.events) {
            const t = steam.describeEvent(e, r.state, TABLE);
            seen.add(t.key);
            problems.push(...problemsOf(t, `event ${e.type}`));
          }
          s = r.state;
        }
        expect(problems.slice(0, 10)).toEqual([]);
        // The games reach the parts of the flow that speak: building, delivering, income and the end.
        for (const key of ['event.tileBuilt', 'moveDesc.deliver', 'event.pointsTaken', 'event.gameOver']) expect(seen.has(key) || seen.has(`${key}Near`), key).toBe(true);
      });
    }
  }

  it('a move out of turn says what is being decided now', () => {
    const started = steam.start({ ruleSystem: 'steam', edition: 'basic', map: MAPS[0]!, seats: Array.from({ length: 3 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })), seed: 3 });
    if (!started.ok) throw new Error(started.reason.key);
    const who = steam.toAct(started.state)!;
    const r = steam.apply(started.state, { type: 'passGoods', seat: who.seat });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(say(r.reason)).toBe('That is not possible now. Now: Bid for the first turn order.');
    expect(say(r.reason, 'de')).toBe('Das geht jetzt nicht. Jetzt: Biete um die erste Spielerreihenfolge.');
  });
});
