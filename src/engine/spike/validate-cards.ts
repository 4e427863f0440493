// Validation of Spike's card file against its board at load time: every problem listed with its path, hostile input
// reported, never thrown. The rulebook's numbers are checked as facts; the upgraded train values are free (P1).
import type { LatticeBoard } from '../lattice/types';
import { SPIKE_CARDS_SCHEMA, type SpikeCards } from './cards';
import { SPIKE_COUNTS } from './components';

export type ParseSpikeCardsResult = { ok: true; cards: SpikeCards } | { ok: false; errors: string[] };

const MAX_ERRORS = 200;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const ascending = (v: unknown, max: number): v is number[] =>
  Array.isArray(v) && v.length > 0 && v.every((x, i) => isInt(x, 1, max) && (i === 0 || x > (v[i - 1] as number)));
const same = (a: unknown, b: readonly number[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/** Validates an unknown JSON value as Spike's cards for `board` (a board that passed parseLattice). */
export function parseSpikeCards(json: unknown, board: LatticeBoard): ParseSpikeCardsResult {
  const errors: string[] = [];
  let dropped = 0;
  const err = (path: string, msg: string) => {
    if (errors.length < MAX_ERRORS) errors.push(`${path}: ${msg}`);
    else dropped++;
  };
  if (!isObj(json)) return { ok: false, errors: ['cards: not an object'] };
  const m = json;
  const places = new Map(board.places.map((p) => [p.id, p]));
  const isCity = (v: unknown): v is string => typeof v === 'string' && places.has(v);

  if (m.schema !== SPIKE_CARDS_SCHEMA) err('schema', `expected "${SPIKE_CARDS_SCHEMA}", got ${JSON.stringify(m.schema) ?? 'nothing'}`);
  if (m.board !== board.id) err('board', `must be "${board.id}", the board these cards are for`);

  // Contract cards [003:L77]: 3 per good, two sides each, destinations on the board that do not make the good.
  const ids = new Set<string>();
  const unique = (path: string, id: unknown) => {
    if (!isText(id)) return err(path, 'must be a non-empty string');
    if (ids.has(id)) return err(path, `duplicate id ${id}`);
    ids.add(id);
  };
  const perGood = new Map(board.goods.map((g) => [g, 0]));
  if (!Array.isArray(m.contracts) || m.contracts.length !== SPIKE_COUNTS.contractCards)
    err('contracts', `must be ${SPIKE_COUNTS.contractCards} contract cards`);
  if (Array.isArray(m.contracts)) m.contracts.slice(0, 1000).forEach((c: unknown, i) => {
    const path = `contracts[${i}]`;
    if (!isObj(c)) return err(path, 'must be {id, good, sides}');
    unique(`${path}.id`, c.id);
    const good = typeof c.good === 'string' && perGood.has(c.good) ? c.good : undefined;
    if (!good) err(`${path}.good`, `${JSON.stringify(c.good) ?? 'nothing'} is not a good of the board`);
    else perGood.set(good, perGood.get(good)! + 1);
    if (!Array.isArray(c.sides) || c.sides.length !== 2) return err(`${path}.sides`, 'must be two sides');
    c.sides.forEach((s: unknown, k) => {
      const sp = `${path}.sides[${k}]`;
      if (!isObj(s)) return err(sp, 'must be {id, destinations}');
      unique(`${sp}.id`, s.id);
      if (!Array.isArray(s.destinations) || s.destinations.length === 0 || s.destinations.length > 12)
        return err(`${sp}.destinations`, 'must list 1–12 cities');
      const seen = new Set<string>();
      s.destinations.forEach((d: unknown, j) => {
        const dp = `${sp}.destinations[${j}]`;
        if (!isObj(d)) return err(dp, 'must be {city, pay}');
        if (!isCity(d.city)) err(`${dp}.city`, `${JSON.stringify(d.city) ?? 'nothing'} is not a city of the board`);
        else {
          if (good && places.get(d.city)!.good === good) err(`${dp}.city`, `${d.city} makes ${good} itself`);
          if (seen.has(d.city)) err(`${dp}.city`, `${d.city} is listed twice`);
          seen.add(d.city);
        }
        if (!isInt(d.pay, 1, 99)) err(`${dp}.pay`, 'must be a whole number of dollars 1–99');
      });
    });
  });
  if (Array.isArray(m.contracts))
    for (const [good, n] of perGood)
      if (n !== SPIKE_COUNTS.contractCardsPerGood) err('contracts', `${good} has ${n} cards, not ${SPIKE_COUNTS.contractCardsPerGood}`);

  // Route cards [003:L81], [003:L230]: a top city and other cities with values.
  if (!Array.isArray(m.routes) || m.routes.length !== SPIKE_COUNTS.routeCards) err('routes', `must be ${SPIKE_COUNTS.routeCards} route cards`);
  if (Array.isArray(m.routes)) m.routes.slice(0, 1000).forEach((r: unknown, i) => {
    const path = `routes[${i}]`;
    if (!isObj(r)) return err(path, 'must be {id, top, cities}');
    unique(`${path}.id`, r.id);
    if (!isCity(r.top)) err(`${path}.top`, `${JSON.stringify(r.top) ?? 'nothing'} is not a city of the board`);
    if (!Array.isArray(r.cities) || r.cities.length === 0 || r.cities.length > 8) return err(`${path}.cities`, 'must list 1–8 cities');
    const seen = new Set<unknown>([r.top]);
    r.cities.forEach((c: unknown, j) => {
      const cp = `${path}.cities[${j}]`;
      if (!isObj(c)) return err(cp, 'must be {city, value}');
      if (!isCity(c.city)) err(`${cp}.city`, `${JSON.stringify(c.city) ?? 'nothing'} is not a city of the board`);
      else if (seen.has(c.city)) err(`${cp}.city`, `${c.city} is the top city or listed twice`);
      seen.add(c.city);
      if (!isInt(c.value, 1, 99)) err(`${cp}.value`, 'must be a whole number of dollars 1–99');
    });
  });

  // Rail cards [003:L7-62]: 10 of each palette colour, in palette order.
  const palette = board.colors.map((c) => c.id);
  if (!Array.isArray(m.rails) || m.rails.length !== palette.length) err('rails', `must be one entry per board colour (${palette.join(', ')})`);
  else m.rails.forEach((r: unknown, i) => {
    if (!isObj(r) || r.color !== palette[i]) err(`rails[${i}].color`, `must be "${palette[i]}"`);
    if (!isObj(r) || r.count !== SPIKE_COUNTS.railCardsPerColor) err(`rails[${i}].count`, `must be ${SPIKE_COUNTS.railCardsPerColor}`);
  });

  // Time cards [003:L74], [003:L202-222]: rounds 1, 2, 3.
  if (!Array.isArray(m.timeCards) || m.timeCards.length !== SPIKE_COUNTS.timeCards) err('timeCards', `must be ${SPIKE_COUNTS.timeCards} time cards`);
  else m.timeCards.forEach((t: unknown, i) => {
    if (!isObj(t) || t.round !== i + 1) err(`timeCards[${i}]`, `must be {id, round: ${i + 1}}`);
    else unique(`timeCards[${i}].id`, t.id);
  });

  // Market [003:L75], P12: rows $3, $2, $1 (top first), one marker per good.
  const mk = m.market;
  if (!isObj(mk) || !same(mk.rows, [3, 2, 1]) || !isInt(mk.columns, 1, 64) || mk.columns * 3 !== board.goods.length)
    err('market', `must be {columns: ${board.goods.length / 3}, rows: [3, 2, 1]}: one price marker per good`);

  // Train [003:L83], [003:L93-101], [003:L200]: 3 tiles per attribute; starts 1 / 2 / 1; capacity 1-2-3; $3 then $5.
  const tr = m.train;
  if (!isObj(tr)) err('train', 'must be {speed, tender, capacity, upgradeCosts}');
  else {
    if (!same(tr.upgradeCosts, [3, 5])) err('train.upgradeCosts', 'must be [3, 5] ([003:L200])');
    for (const key of ['speed', 'tender', 'capacity'] as const) {
      const v = tr[key];
      if (!ascending(v, 20) || v.length !== 3) err(`train.${key}`, 'must be 3 rising whole numbers (the starting tile and two upgrades)');
    }
    if (Array.isArray(tr.speed) && tr.speed[0] !== 1) err('train.speed', 'starts at 1 ([003:L83])');
    if (Array.isArray(tr.tender) && tr.tender[0] !== 2) err('train.tender', 'starts at 2 ([003:L83])');
    if (!same(tr.capacity, [1, 2, 3])) err('train.capacity', 'must be [1, 2, 3]: one freight car, each upgrade adds one ([003:L93-101])');
  }

  const st = m.setup;
  const want = { handSize: 5, display: 4, trackPerPlayer: SPIKE_COUNTS.trackPerPlayer, twoPlayerRemovedPerColor: 3 };
  if (!isObj(st)) err('setup', `must be ${JSON.stringify(want)}`);
  else for (const [k, v] of Object.entries(want)) if (st[k] !== v) err(`setup.${k}`, `must be ${v} ([003:L74-83])`);

  if (!Array.isArray(m.credits) || !m.credits.every((c) => typeof c === 'string')) err('credits', 'must be an array of strings');
  if (!isObj(m.provenance) || typeof m.provenance.generator !== 'string' || typeof m.provenance.inputsHash !== 'string')
    err('provenance', 'must be {generator, inputsHash}');

  if (dropped) errors.push(`… and ${dropped} more problems`);
  return errors.length ? { ok: false, errors } : { ok: true, cards: json as unknown as SpikeCards };
}
