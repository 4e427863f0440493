// The import fuzz corpus: hundreds of hostile game files, made by a seeded generator from real exported games (wrong
// types, prototype keys, huge numbers, NaN, deep nesting, truncated JSON, wrong versions, moves from another game,
// unknown fields, very long strings…), each imported through the worker host and IndexedDB (fake-indexeddb) as the app
// does. Every file must either import or be refused with a sentence, in English and in German, that shows no message
// key, placeholder, "undefined" or "[object …]" (nor English words in German); a refusal of a file with moves names the move; nothing a refused
// file brings is stored.
import '../support/system-texts';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng';
import type { AosSystemTypes } from '../../src/engine/aos/module';
import { parseMove } from '../../src/engine/aos/schema';
import { parseMap } from '../../src/engine/map/validate';
import { ruleSystems } from '../../src/engine/rule-systems';
import { GameStore } from '../../src/store/game-store';
import { hasMessage, setLang, tReason } from '../../src/ui/i18n/i18n';
import { RegistryHost } from '../../src/worker/host';
import { mapSource } from '../../src/worker/maps';
import type { NewGameRequest, WorkerApi } from '../../src/worker/protocol';
import type { Reason } from '../../src/engine/reason';
import { threeSeatGame } from '../fixtures/new-game';

const maps = mapSource(import.meta.glob('../../assets/maps/*.json', { import: 'default' }), parseMap);

/** How many hostile files the corpus holds (each imported once). */
const CORPUS = 400;
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];

/** Programmer text a player must never read: a dotted message key, a placeholder, JS's words for a missing value. */
const RAW = [/\b[a-z][a-zA-Z]*\.[a-zA-Z][a-zA-Z.]*\b/, /[{}]/, /undefined/, /\[object/, /\bNaN\b/, /\bnull\b/];
/** English left in a German sentence (a detail that was not translated): words German does not use. */
const ENGLISH = /\b(the|must|unknown|needed|is|of|and|seat|colour|color|characters|move|not|an?)\b/;

let store: GameStore;
let host: WorkerApi<AosSystemTypes>;
let ids = 0;

/** A game played by the first legal move `count` times (seeded picks among them), exported as the app exports it. */
async function playedRecord(req: NewGameRequest, count: number, seed: number): Promise<Record<string, unknown>> {
  const created = await host.createGame(req, 'table');
  if (!created.ok) throw new Error(created.reason.key);
  const id = created.snapshot.head.id;
  let moveCount = 0;
  const rng = seedRng(seed);
  for (let i = 0; i < count; i++) {
    const legal = await host.query(id, 'legalMoves', [], 'table');
    if (!legal.ok || legal.value.length === 0) break;
    const res = await host.dispatch(id, moveCount, legal.value[randomInt(rng, legal.value.length)]!, 'table');
    if (!res.ok) throw new Error(res.reason.key);
    moveCount = res.snapshot.head.moveCount;
  }
  const exported = await host.exportGame(id);
  if (!exported.ok) throw new Error(exported.reason.key);
  await host.deleteGame(id);
  return JSON.parse(JSON.stringify(exported.record)) as Record<string, unknown>;
}

const pick = <T,>(r: RngState, xs: readonly T[]): T => xs[randomInt(r, xs.length)]!;

/** A value of the wrong kind, or a hostile one of the right kind. */
function hostileValue(r: RngState): unknown {
  const kinds: (() => unknown)[] = [
    () => pick(r, PROTO_KEYS),
    () => pick(r, [1e308, -1e308, 2 ** 53 + 1, -1, -0, 0.5, 4294967296, 1e21]),
    () => pick(r, [true, false, null, 0, '', ' ']),
    () => [],
    () => ({}),
    () => ({ __proto__: { polluted: true } }),
    () => 'x'.repeat(pick(r, [41, 201, 100_000])),
    () => pick(r, ['turn.notYourTurn', '{detail}', '{{name}}', '[object Object]', 'undefined', 'NaN', '9,9', '-9999,9999', 'A', 'Z', 'L5.0']),
    () => pick(r, ['\u0000', '\ud800', '🚂'.repeat(50), '<script>alert(1)</script>']),
    () => pick(r, PROTO_KEYS).split(''),
  ];
  return pick(r, kinds)();
}

/** A deeply nested array, as a text (JSON.stringify of it would overflow the stack first). */
const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** One hostile file: a seeded mutation of a real record (or of its text). */
function hostileFile(r: RngState, base: Record<string, unknown>, other: Record<string, unknown>): string {
  const rec = structuredClone(base) as Record<string, unknown> & { moves: Record<string, unknown>[]; seats: Record<string, unknown>[] };
  const move = () => rec.moves[randomInt(r, rec.moves.length)]!;
  const mutations: (() => string | void)[] = [
    // A field of the record replaced by a value of the wrong kind.
    () => void (rec[pick(r, ['format', 'engineVersion', 'ruleSystem', 'edition', 'map', 'seats', 'seed', 'options', 'moves'])] = hostileValue(r)),
    // A field of a move replaced, or its type made a prototype key.
    () => {
      const m = move();
      const keys = Object.keys(m);
      m[pick(r, keys)] = hostileValue(r);
    },
    () => void (move().type = pick(r, PROTO_KEYS)),
    () => void (rec.moves[randomInt(r, rec.moves.length)] = hostileValue(r) as Record<string, unknown>),
    // Unknown fields on the record, its options, a move, a seat.
    () => void (rec[pick(r, ['extra', ...PROTO_KEYS])] = hostileValue(r)),
    () => void (rec.options = { casualUndo: true, [pick(r, ['undoAll', 'rounds', ...PROTO_KEYS])]: hostileValue(r) }),
    () => void (move()[pick(r, ['cash', 'x', ...PROTO_KEYS])] = hostileValue(r)),
    () => void (rec.seats[randomInt(r, rec.seats.length)]![pick(r, ['name', 'color', 'extra'])] = hostileValue(r)),
    // Seats that cannot be: too many, none, a colour twice.
    () => void (rec.seats = pick(r, [[], [...rec.seats, ...rec.seats, ...rec.seats], [rec.seats[0]!, { ...rec.seats[1], color: rec.seats[0]!.color }]])),
    // Huge numbers and NaN where numbers belong (NaN and Infinity are not JSON: written into the text).
    () => {
      const m = rec.moves.find((x) => typeof x.amount === 'number' || typeof x.count === 'number' || typeof x.rotation === 'number') ?? move();
      const k = ['amount', 'count', 'rotation'].find((f) => f in m) ?? 'seat';
      m[k] = 987654321;
      return JSON.stringify(rec).replace('987654321', pick(r, ['NaN', 'Infinity', '-Infinity', '1e400', '1e-400', '0x10']));
    },
    () => void (rec.seed = pick(r, [2 ** 32, -1, 1.5, 1e308])),
    // Truncated text, garbage, deep nesting, JSON that is not an object.
    () => {
      const text = JSON.stringify(rec);
      return text.slice(0, randomInt(r, text.length));
    },
    () => pick(r, ['', 'null', '[]', '42', '"game"', 'true', '\u0000\u0001', '{"format":', deepText(5000), `{"moves":${deepText(100_000)}}`]),
    () => JSON.stringify(rec).replace('"format"', '"__proto__":{"format":"railhex-record/1"},"formats"'),
    // Wrong versions and rule systems.
    () => void (rec.format = pick(r, ['railhex-record/2', 'railhex-record/0', 'RAILHEX-RECORD/1', ''])),
    () => void (rec.engineVersion = pick(r, ['99.0.0', 'dev', '', 'x'.repeat(41)])),
    () => void (rec.ruleSystem = pick(r, ['steam', 'age-of-steam ', 'Age of Steam'])),
    () => void (rec.map = pick(r, ['atlantis', 'rust-belt/../x', 'RUST-BELT', '../../etc/passwd'])),
    () => void (rec.edition = pick(r, ['1st', '2003', 'Deluxe'])),
    // Moves from another game: all of them, or some spliced in; moves reordered, repeated, of another seat.
    () => void (rec.moves = structuredClone(other.moves) as Record<string, unknown>[]),
    () => void rec.moves.splice(randomInt(r, rec.moves.length), 0, ...(structuredClone(other.moves) as Record<string, unknown>[]).slice(0, 5)),
    () => {
      const i = randomInt(r, rec.moves.length - 1);
      [rec.moves[i], rec.moves[i + 1]] = [rec.moves[i + 1]!, rec.moves[i]!];
    },
    () => void rec.moves.splice(randomInt(r, rec.moves.length), 0, structuredClone(move())),
    () => void (move().seat = (Number(move().seat) + 1 + randomInt(r, 5)) % 6),
    () => void rec.moves.splice(randomInt(r, rec.moves.length), 1),
  ];
  const made = pick(r, mutations)();
  return typeof made === 'string' ? made : JSON.stringify(rec);
}

/** The text a player reads for a refusal, in both languages. */
function words(reason: Reason): { en: string; de: string } {
  setLang('de');
  const de = tReason(reason);
  setLang('en');
  return { en: tReason(reason), de };
}

/** The seat names of a file (players' own words may be anything and are shown as written). */
function namesIn(text: string): string[] {
  try {
    const data = JSON.parse(text) as { seats?: { name?: unknown }[] };
    return Array.isArray(data.seats) ? data.seats.map((s) => (typeof s?.name === 'string' ? s.name.trim() : '')).filter(Boolean) : [];
  } catch {
    return [];
  }
}

function rawParts(text: string, names: string[], lang: 'en' | 'de'): string[] {
  let plain = text;
  for (const n of names) plain = plain.split(n).join('');
  return [...RAW, ...(lang === 'de' ? [ENGLISH] : [])].flatMap((re) => plain.match(re) ?? []);
}

beforeAll(async () => {
  store = await GameStore.open('import-fuzz');
  host = new RegistryHost({ systems: ruleSystems, store, maps, now: () => 1_700_000_000_000 + ids, newId: () => `g-fuzz-${++ids}` }) as unknown as WorkerApi<AosSystemTypes>;
});

afterAll(() => store.close());

describe('hostile move types and keys', () => {
  it('parseMove refuses prototype keys as move types and fields instead of throwing', () => {
    for (const type of PROTO_KEYS) {
      const res = parseMove({ type, seat: 0 });
      expect(res, type).toEqual({ ok: false, reason: { key: 'move.malformed.type' } });
    }
    expect(parseMove(JSON.parse('{"type":"bid","seat":0,"amount":3,"__proto__":{"x":1}}'))).toEqual({ ok: false, reason: { key: 'move.malformed.unexpectedField' } });
    expect(parseMove({ type: 'bid', seat: 0, amount: 3 })).toMatchObject({ ok: true });
  });

  it('hasMessage finds no message for a name Object.prototype has', () => {
    for (const key of PROTO_KEYS) expect(hasMessage(key), key).toBe(false);
    expect(hasMessage('turn.notYourTurn')).toBe(true);
  });
});

describe('the import fuzz corpus', () => {
  it(`${CORPUS} hostile files each import or are refused in translated sentences, and a refusal stores nothing`, async () => {
    const base = await playedRecord(threeSeatGame(4242), 80, 1);
    const other = await playedRecord({ ...threeSeatGame(77), map: 'germany' }, 40, 2);
    expect((base.moves as unknown[]).length).toBeGreaterThan(40);
    // The unmutated file imports: the corpus starts from a real game.
    const plain = await host.importGame(JSON.stringify(base));
    expect(plain.ok).toBe(true);

    const r = seedRng(20261126);
    const problems: string[] = [];
    const keys = new Map<string, number>();
    let imported = 0;
    for (let i = 0; i < CORPUS; i++) {
      const text = hostileFile(r, base, other);
      const before = await store.listGames();
      let res: Awaited<ReturnType<typeof host.importGame>>;
      try {
        res = await host.importGame(text);
      } catch (err) {
        problems.push(`file ${i}: import threw ${String(err)}`);
        continue;
      }
      if (res.ok) {
        imported++;
        continue;
      }
      const key = res.reason.cause ? `${res.reason.key} ← ${res.reason.cause.key}` : res.reason.key;
      keys.set(key, (keys.get(key) ?? 0) + 1);
      const said = words(res.reason);
      for (const lang of ['en', 'de'] as const) {
        const raw = rawParts(said[lang], namesIn(text), lang);
        if (raw.length > 0) problems.push(`file ${i} (${key}) ${lang}: ${JSON.stringify(raw)} in "${said[lang].slice(0, 200)}"`);
      }
      // A refused move is named by its number, in both languages.
      if (res.reason.key === 'import.illegalMove') {
        const n = String(res.reason.params?.index);
        if (!said.en.includes(n) || !said.de.includes(n)) problems.push(`file ${i}: move number ${n} not named`);
      }
      expect(await store.listGames(), `file ${i} (${key}) changed the store`).toEqual(before);
    }
    expect(problems).toEqual([]);
    // The corpus reaches the refusals it is meant to: the file's shape, the moves' shape and the rules.
    const seen = [...keys.keys()].join(' ');
    expect(seen).toMatch(/import\.notJson/);
    expect(seen).toMatch(/import\.record\./);
    expect(seen).toMatch(/import\.illegalMove ← move\.malformed\./);
    expect(seen).toMatch(/import\.illegalMove ← (turn|phase|auction|build|action)\./);
    expect(imported).toBeLessThan(CORPUS / 4);
  }, 120_000);
});
