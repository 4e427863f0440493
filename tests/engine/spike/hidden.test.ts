// Hidden information (issue 19 point 4) and the texts (point 5): a seat sees its own hand and route card, the others
// and the table only counts; drawn cards are redacted per viewer in events and sentences ("Ann drew 2 cards, 1 of them
// from the display: blue"); the seat's private queries and decisions; a draw is an undo barrier; every reason the
// engine gives and every event of whole games has an English and a German sentence with the same placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatText, textPlaceholders, type TextLang } from '../../../src/engine/message-text';
import type { Reason } from '../../../src/engine/reason';
import { seedRng } from '../../../src/engine/rng';
import { TABLE, type Viewer } from '../../../src/engine/rule-system';
import { SPIKE_CATALOGUE } from '../../../src/engine/spike/catalogue';
import { SPIKE_ID_PARAMS, spikeListParam } from '../../../src/engine/spike/messages';
import { spike } from '../../../src/engine/spike/module';
import { queryRefusal } from '../../../src/worker/privacy';
import { edited, play, ROOT, started, toFirstTurn, withHand } from './helpers';
import { randomMove } from './random-suite';

function say(r: Reason, lang: TextLang = 'en'): string {
  const entry = SPIKE_CATALOGUE[r.key];
  if (!entry) return r.key;
  return formatText(entry[lang], lang, (k) => {
    const v = r.params?.[k];
    if (v === undefined) return undefined;
    const family = SPIKE_ID_PARAMS[k];
    const named = family ? SPIKE_CATALOGUE[`${family}.${v}`] : undefined;
    return named ? named[lang] : spikeListParam(k, v, lang);
  });
}

describe('what each viewer sees', () => {
  it("shows a seat its own hand and route card, everyone else's as counts; the table no hand; never the generator", () => {
    const s = toFirstTurn(3, ['topeka', 'norfolk', 'raleigh']);
    const mine = spike.viewFor(s, { seat: 1 });
    expect(mine.players[1]!.hand).toEqual(s.players[1]!.hand);
    expect(mine.players[1]!.routeCards).toEqual(s.players[1]!.routeCards);
    expect(mine.players[0]!.hand).toBeNull();
    expect(mine.players[0]!.routeCards).toBeNull();
    expect(mine.players[0]!.handCount).toBe(Object.values(s.players[0]!.hand).reduce((a, b) => a + b, 0));
    const table = spike.viewFor(s, TABLE);
    expect(table.players.every((p) => p.hand === null && p.routeCards === null)).toBe(true);
    const text = JSON.stringify(table);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"seed"');
    expect(text).not.toContain('"pile":{');
    for (const seat of [0, 1, 2]) for (const secret of spike.secretsOf(s, seat)) expect(text).not.toContain(secret);
  });

  it('redacts a draw per viewer: "Ann drew 2 cards, 1 of them from the display: blue"', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.order[0]!;
    s = withHand(s, seat, {});
    s = edited(s, (d) => (d.display = ['blue', 'red', 'red', 'white']));
    const move = { type: 'draw' as const, seat, display: ['blue'], pile: 1 };
    const r = play(s, move);
    const name = s.seats[seat]!.name;
    const other: Viewer = { seat: 1 - seat };
    expect(say(spike.describeMove(s, move, r.events, other))).toBe(`${name} drew 2 cards, 1 of them from the display: blue`);
    expect(say(spike.describeMove(s, move, r.events, TABLE), 'de')).toBe(`${name} zieht 2 Karten, davon 1 aus der Auslage: blau`);
    const drawn = (r.events.find((e) => e.type === 'drew')!.pile as string[])[0]!;
    expect(say(spike.describeMove(s, move, r.events, { seat }))).toBe(`${name} drew blue from the display and ${drawn} from the pile`);
    const redacted = spike.redactEvent(r.events.find((e) => e.type === 'drew')!, other);
    expect(redacted).toEqual({ type: 'drew', seat, display: ['blue'], pileCount: 1 });
    expect(spike.isUndoBarrier(move, r.events)).toBe(true);
    // The params cross to the page whole, whatever the sentence prints: another viewer's carry no blind colour.
    for (const v of [other, TABLE]) expect(spike.describeMove(s, move, r.events, v).params).not.toHaveProperty('drawn');
    expect(spike.describeMove(s, move, r.events, { seat }).params).toHaveProperty('drawn', drawn);
  });

  it("answers an advanced seat's freight without destinations while the seats still choose (the sides stay hidden)", () => {
    const { state } = started(2, 'advanced');
    const seat = state.order[0]!;
    const p = state.players[seat]!;
    const r = play(state, { type: 'chooseSetup', seat, sides: p.contracts.map(() => 1), keep: p.routeCards[0]! });
    expect(r.state.phase).toBe('choose');
    expect(queryRefusal(spike, r.state, 'freightOptions', [seat], { seat: 1 - seat })).toBeNull();
    expect(spike.queries.freightOptions(r.state, seat).every((f) => f.deliverTo.length === 0)).toBe(true);
    let s = r.state;
    const next = s.order[1]!;
    s = play(s, { type: 'chooseSetup', seat: next, sides: s.players[next]!.contracts.map(() => 0), keep: s.players[next]!.routeCards[0]! }).state;
    expect(s.phase).not.toBe('choose');
    expect(spike.queries.freightOptions(s, seat).every((f) => f.deliverTo.length > 0)).toBe(true);
  });

  it("hides the deal, the gift's colour and an advanced choice from the others", () => {
    const { state, events } = started(2, 'advanced');
    const dealt = events.find((e) => e.type === 'dealt' && e.seat === 0)!;
    expect(spike.redactEvent(dealt, { seat: 1 })).toEqual({ type: 'dealt', seat: 0, handCount: 5, routeCardCount: 2 });
    expect(spike.redactEvent(dealt, { seat: 0 })).toBe(dealt);
    const seat = state.order[0]!;
    const p = state.players[seat]!;
    const r = play(state, { type: 'chooseSetup', seat, sides: p.contracts.map(() => 1), keep: p.routeCards[0]! });
    const chosen = r.events.find((e) => e.type === 'setupChosen')!;
    expect(spike.redactEvent(chosen, TABLE)).toEqual({ type: 'setupChosen', seat });
    expect(JSON.stringify(spike.viewFor(r.state, { seat: 1 - seat }))).not.toContain(p.routeCards[0]!);
  });

  it('answers the hand queries only to their seat, and the legal moves of a turn only to the seat deciding', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.order[0]!;
    expect(spike.privateQueries).toEqual(expect.arrayContaining(['routesToCity', 'buildableCities', 'scoreSoFar']));
    expect(queryRefusal(spike, s, 'buildableCities', [seat], { seat: 1 - seat })?.key).toBe('query.private');
    expect(queryRefusal(spike, s, 'buildableCities', [seat], { seat })).toBeNull();
    expect(queryRefusal(spike, s, 'legalMoves', [], TABLE)?.key).toBe('query.private');
    expect(spike.toAct(s)).toMatchObject({ seat, private: true });
  });
});

describe('queries from the page', () => {
  it('answer nothing for a seat argument that is not a seat of the game, and never throw', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    // The queries of the position alone take no seat; every other query is checked, so a new seat-taking one cannot
    // slip through (a parameter count would miss one written with a default or a rest parameter).
    const positionOnly = ['legalMoves', 'marketValues', 'pileInfo', 'giftReceiver', 'standings'];
    expect(Object.keys(spike.queries)).toEqual(expect.arrayContaining(positionOnly));
    for (const [name, fn] of Object.entries(spike.queries)) {
      if (positionOnly.includes(name)) continue;
      for (const seat of ['__proto__', 'constructor', -1, 2, 0.5, null]) {
        const answer = (fn as (st: unknown, ...a: unknown[]) => unknown)(s, seat, 'topeka');
        expect([null, '[]'].includes(answer === null ? null : JSON.stringify(answer)), `${name}(${String(seat)})`).toBe(true);
      }
    }
  });
});

describe('texts', () => {
  it('count spaces and pieces in the singular and the plural in English too ("1 space", "3 spaces", "1 piece")', () => {
    expect(say({ key: 'event.moved', params: { name: 'Ann', spaces: 1 } })).toBe("Ann's train moves 1 space");
    expect(say({ key: 'event.moved', params: { name: 'Ann', spaces: 3 } })).toBe("Ann's train moves 3 spaces");
    const built = { name: 'Ann', city: 'Toledo', cards: 'blue', good: 'oil', gain: 0 };
    expect(say({ key: 'event.built', params: { ...built, pieces: 1 } })).toMatch(/^Ann builds 1 piece to Toledo/);
    expect(say({ key: 'event.built', params: { ...built, pieces: 1 } }, 'de')).toMatch(/^Ann baut 1 Streckenteil nach Toledo/);
  });

  it('every reason key in the engine has English and German with the same placeholders', () => {
    const dir = join(ROOT, 'src/engine/spike');
    const keys = new Set<string>();
    // bots/ too: the hint's sentences are reasons of the same catalogue.
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.ts')))
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/reason\('([\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(40);
    for (const k of keys) expect(SPIKE_CATALOGUE[k], k).toBeDefined();
    for (const [k, t] of Object.entries(SPIKE_CATALOGUE)) expect(textPlaceholders(t.de), k).toEqual(textPlaceholders(t.en));
  });

  it('every move and event of whole games reads as a sentence for every viewer, in both languages', () => {
    const problems: string[] = [];
    for (const [players, edition, seed] of [[2, 'advanced', 5], [4, 'basic', 6]] as const) {
      let s = started(players, edition, seed).state;
      const rng = seedRng(seed);
      const viewers: Viewer[] = [TABLE, ...Array.from({ length: players }, (_, seat) => ({ seat }))];
      for (let n = 0; spike.toAct(s) && n < 2000; n++) {
        const move = randomMove(spike.legalMoves(s), rng);
        const r = play(s, move);
        for (const v of viewers) {
          const texts = [spike.describeMove(s, move, r.events, v), ...r.events.map((e) => spike.describeEvent(e, r.state, v))];
          for (const t of texts)
            for (const lang of ['en', 'de'] as const) {
              const line = say(t, lang);
              if (!SPIKE_CATALOGUE[t.key] || /[{}]/.test(line)) problems.push(`${t.key} (${lang}): ${line}`);
            }
        }
        s = r.state;
      }
    }
    expect([...new Set(problems)].slice(0, 10)).toEqual([]);
  });
});
