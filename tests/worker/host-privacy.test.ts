// The registry host as the table's referee, with the fixture system that hides a card in each hand: whatever leaves
// the host (snapshots, past positions, history lines, query answers) is drawn for one viewer, and no viewer ever gets
// a card another seat holds; a private query is answered only for the viewer's own seat; a viewer that is not at the
// table is refused.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/engine/rule-system';
import type { WorkerApi } from '../../src/worker/protocol';
import { CARD_IDS, counting, hiddenCardsSystem, type CardsState, type CardsTypes } from '../fixtures/rule-systems';
import { fixtureMaps } from './fixture-maps';
import { fixtureGame, hostsOn, sourceOf, watched } from './hosts';

const hostOn = hostsOn('railhex-host-privacy', fixtureMaps);
const cards = watched(hiddenCardsSystem());
const newHost = () => hostOn<CardsTypes>(sourceOf(counting, cards.system), 'cards').then((h) => h.host);
const TABLE = 'table' as const;
const VIEWERS: Viewer[] = [TABLE, { seat: 0 }, { seat: 1 }, { seat: 2 }];

type Host = WorkerApi<CardsTypes>;

/** A three-seat game played until `moves` moves are in, each sent by its seat (the pick is below). */
async function played(host: Host, moves: number) {
  const created = await host.createGame(fixtureGame('hidden-cards', 2026, 3), TABLE);
  if (!created.ok) throw new Error(created.reason.key);
  const id = created.snapshot.head.id;
  let snap = created.snapshot;
  const answers = [{ viewer: TABLE as Viewer, snapshot: snap }];
  for (let i = 0; i < moves && snap.toAct; i++) {
    const seat = snap.toAct.seat;
    const legal = await host.query(id, 'legalMoves', [], { seat });
    if (!legal.ok) throw new Error(legal.reason.key);
    // An empty hand draws; a held card is mostly kept, sometimes played: cards are drawn, held and shown.
    const move = legal.value.find((m) => m.type === 'draw') ?? legal.value.find((m) => m.type === (i % 3 === 1 ? 'play' : 'pass')) ?? legal.value[0]!;
    const res = await host.dispatch(id, snap.head.moveCount, move, { seat });
    if (!res.ok) throw new Error(res.reason.key);
    snap = res.snapshot;
    answers.push({ viewer: { seat }, snapshot: snap });
  }
  return { id, snap, answers };
}

/**
 * The cards `viewer` may know of in `state`: those played (shown to everyone) and its own card in hand. Every card is
 * in the pile, a hand or the played row, so any other card named to the viewer is one the pile hides or another seat
 * holds.
 */
function known(state: CardsState, viewer: Viewer): Set<string> {
  const own = viewer === TABLE ? null : state.hands[viewer.seat];
  return new Set([...state.played.map((p) => p.card), ...(own ? [own] : [])]);
}

/** The cards named in `answer` that `viewer` may not know of in `state`. */
const leaks = (answer: unknown, state: CardsState, viewer: Viewer) => {
  const json = JSON.stringify(answer);
  const ok = known(state, viewer);
  return CARD_IDS.filter((c) => json.includes(c) && !ok.has(c));
};

describe('what leaves the host is drawn for its viewer', () => {
  it('no snapshot, history line, past position or query answer of one viewer names a card another seat holds', async () => {
    const host = await newHost();
    const { id, snap } = await played(host, 9);
    const now = cards.stateOf(snap.view);
    // The game is where the test wants it: cards are in hands now, and some were played (shown to all).
    expect(now.hands.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(now.played.length).toBeGreaterThan(0);
    let checked = 0;
    for (const viewer of VIEWERS) {
      const who = JSON.stringify(viewer);
      const opened = await host.viewAs(id, viewer);
      if (!opened.ok) throw new Error(opened.reason.key);
      expect(leaks(opened.snapshot, now, viewer), `snapshot for ${who}`).toEqual([]);
      for (const name of ['legalMoves', 'pileSize'] as const) expect(leaks(await host.query(id, name, [], viewer), now, viewer), `${name} for ${who}`).toEqual([]);
      for (const seat of [0, 1, 2]) expect(leaks(await host.query(id, 'hand', [seat], viewer), now, viewer), `hand of ${seat} for ${who}`).toEqual([]);
      const history = await host.history(id, viewer);
      if (!history.ok) throw new Error(history.reason.key);
      const lines = history.entries.flatMap((e) => (e.kind === 'move' ? [e] : []));
      expect(lines).toHaveLength(snap.head.moveCount);
      for (let n = 0; n <= snap.head.moveCount; n++) {
        const at = await host.stateAt(id, n, viewer);
        if (!at.ok) throw new Error(at.reason.key);
        // What the viewer could know at that position (a card held then may have been shown since).
        const then = cards.stateOf(at.view);
        expect(leaks(at, then, viewer), `position ${n} for ${who}`).toEqual([]);
        // The history's line for the move that led there, judged by that position too.
        if (n > 0) expect(leaks(lines[n - 1], then, viewer), `history line ${n} for ${who}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(VIEWERS.length * (snap.head.moveCount + 1));
    // The seat itself does see its own card: the view and the history name it.
    const holder = now.hands.findIndex(Boolean);
    const own = await host.viewAs(id, { seat: holder });
    expect(own.ok && own.snapshot.view.hand).toBe(now.hands[holder]);
    expect(own.ok && own.snapshot.viewer).toEqual({ seat: holder });
  });

  it("every answer to a move is drawn for the viewer that sent it: the other seats' cards are never in it", async () => {
    const host = await newHost();
    const { answers } = await played(host, 12);
    expect(answers.length).toBeGreaterThan(10);
    for (const { viewer, snapshot } of answers) expect(leaks(snapshot, cards.stateOf(snapshot.view), viewer), `answer for ${JSON.stringify(viewer)}`).toEqual([]);
  });

  it('the deal at the start: each seat sees its own card drawn, the table sees only that cards were drawn', async () => {
    const host = await newHost();
    const created = await host.createGame(fixtureGame('hidden-cards', 5, 2), TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    const state = cards.stateOf(created.snapshot.view);
    expect(created.snapshot.events.map((e) => e.card)).toEqual([undefined, undefined]);
    expect(created.snapshot.eventTexts.map((t) => t.key)).toEqual(['event.drew', 'event.drew']);
    const ada = await host.viewAs(id, { seat: 0 });
    if (!ada.ok) throw new Error(ada.reason.key);
    // viewAs changes the viewer only: no move, nothing stored; the deal's events are redacted for the new viewer.
    expect(ada.snapshot.head).toEqual(created.snapshot.head);
    expect(ada.snapshot.view.hand).toBe(state.hands[0]);
    expect(ada.snapshot.events.map((e) => e.card)).toEqual([state.hands[0], undefined]);
    expect(ada.snapshot.eventTexts.map((t) => t.key)).toEqual(['event.drewCard', 'event.drew']);
    expect(JSON.stringify(ada.snapshot)).not.toContain(state.hands[1]!);
    const history = await host.history(id, { seat: 1 });
    expect(history.ok && history.entries).toEqual([]);
  });
});

/** Every head in `answer` (snapshots, lists, renames, imports), found wherever it sits. */
function heads(answer: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (typeof answer !== 'object' || answer === null) return out;
  if ('moveCount' in answer && 'ruleSystem' in answer) out.push(answer as Record<string, unknown>);
  for (const v of Object.values(answer)) heads(v, out);
  return out;
}

describe('the seed stays in the worker when the hands are dealt from it', () => {
  it('no head of a hidden-cards game carries the seed: created, moved, undone, viewed, listed, renamed, imported', async () => {
    const host = await newHost();
    const { id, snap, answers } = await played(host, 4);
    // Undo answers a head too: a casual game takes back its first move.
    const casual = await host.createGame({ ...fixtureGame('hidden-cards', 31, 2), options: { casualUndo: true } }, TABLE);
    if (!casual.ok) throw new Error(casual.reason.key);
    const cid = casual.snapshot.head.id;
    const moved = await host.dispatch(cid, 0, { type: 'play', seat: 0 }, { seat: 0 });
    const undone = await host.undo(cid, 1, 1, true, TABLE);
    // A game still in play is not exported (its file would show every hand); a finished one is.
    expect(await host.exportGame(id)).toEqual({ ok: false, reason: { key: 'export.hiddenInPlay' } });
    const over = await played(host, 1000);
    expect(over.snap.toAct).toBeNull();
    const exported = await host.exportGame(over.id);
    if (!exported.ok) throw new Error(exported.reason.key);
    const all: unknown[] = [
      ...answers,
      casual,
      moved,
      undone,
      await host.viewAs(id, { seat: 1 }),
      await host.openGame(id, TABLE),
      await host.listGames(),
      await host.renameGame(id, 'Renamed'),
      await host.importGame(JSON.stringify(exported.record)),
    ];
    const found = all.flatMap((a) => heads(a));
    expect(all.map((a) => heads(a).length > 0)).toEqual(all.map(() => true));
    for (const head of found) expect(head, JSON.stringify(head)).not.toHaveProperty('seed');
    // The whole table's export keeps it: a record replays from its seed (docs/architecture.md).
    expect(exported.record.seed).toBe(2026);
    expect(snap.head.moveCount).toBe(4);
  });

  it("a game without hidden information keeps the seed in its head (Age of Steam's may show it)", async () => {
    const host = await newHost();
    const created = await host.createGame(fixtureGame('counting', 77, 2), TABLE);
    expect(created.ok && created.snapshot.head.seed).toBe(77);
    const listed = await host.listGames();
    expect(listed.ok && listed.games.map((g) => g.seed)).toEqual([77]);
  });
});

describe('private queries and viewers', () => {
  it("answers a private query only for the viewer's own seat, and refuses it for another seat or the table", async () => {
    const host = await newHost();
    const { id, snap } = await played(host, 2);
    const state = cards.stateOf(snap.view);
    expect(await host.query(id, 'hand', [0], { seat: 0 })).toEqual({ ok: true, value: state.hands[0] });
    expect(await host.query(id, 'hand', [1], { seat: 0 })).toEqual({ ok: false, reason: { key: 'query.private', params: { name: 'hand' } } });
    expect(await host.query(id, 'hand', [0], TABLE)).toEqual({ ok: false, reason: { key: 'query.private', params: { name: 'hand' } } });
    expect(await host.query(id, 'hand', ['0'] as unknown as [number], { seat: 0 })).toMatchObject({ ok: false, reason: { key: 'query.private' } });
    // A public query is answered for anyone.
    expect(await host.query(id, 'pileSize', [], TABLE)).toEqual({ ok: true, value: CARD_IDS.length - state.hands.filter(Boolean).length - state.played.length });
  });

  it('answers the legal moves of a private decision only to the seat that decides', async () => {
    const host = await newHost();
    const created = await host.createGame(fixtureGame('hidden-cards', 9, 2), TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    // Ada holds her dealt card: playing or keeping it is her private decision.
    expect(created.snapshot.toAct).toMatchObject({ seat: 0, private: true });
    const refused = { ok: false, reason: { key: 'query.private', params: { name: 'legalMoves' } } };
    expect(await host.query(id, 'legalMoves', [], TABLE)).toEqual(refused);
    expect(await host.query(id, 'legalMoves', [], { seat: 1 })).toEqual(refused);
    expect(await host.query(id, 'legalMoves', [], { seat: 0 })).toEqual({ ok: true, value: [{ type: 'play', seat: 0 }, { type: 'pass', seat: 0 }] });
    // Then Bo decides, holding his dealt card: his decision is private, and the legal moves are his alone.
    const shown = await host.dispatch(id, 0, { type: 'play', seat: 0 }, { seat: 0 });
    if (!shown.ok) throw new Error(shown.reason.key);
    expect(shown.snapshot.toAct).toMatchObject({ seat: 1, private: true });
    expect(await host.query(id, 'legalMoves', [], { seat: 0 })).toEqual(refused);
    expect(await host.query(id, 'legalMoves', [], { seat: 1 })).toMatchObject({ ok: true });
  });

  it('refuses a viewer that is not at the table, and such a move changes nothing', async () => {
    const host = await newHost();
    const created = await host.createGame(fixtureGame('hidden-cards', 9, 2), TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    const bad = [{ seat: 2 }, { seat: -1 }, { seat: 0.5 }, 'everyone', null, { seat: 0, peek: true }, ['table']] as unknown as Viewer[];
    for (const viewer of bad) {
      const refused = { ok: false, reason: { key: 'game.badViewer' } };
      expect(await host.openGame(id, viewer), JSON.stringify(viewer)).toEqual(refused);
      expect(await host.viewAs(id, viewer)).toEqual(refused);
      expect(await host.history(id, viewer)).toEqual(refused);
      expect(await host.stateAt(id, 0, viewer)).toEqual(refused);
      expect(await host.query(id, 'pileSize', [], viewer)).toEqual(refused);
      expect(await host.dispatch(id, 0, { type: 'pass', seat: 0 }, viewer)).toEqual(refused);
      expect(await host.createGame(fixtureGame('hidden-cards', 9, 2), viewer)).toEqual(refused);
    }
    const after = await host.openGame(id, TABLE);
    expect(after.ok && after.snapshot.head).toMatchObject({ moveCount: 0, logLength: 0 });
    const listed = await host.listGames();
    expect(listed.ok && listed.games.length).toBe(1);
  });

  it('a snapshot names the private decision, so the page can hand the tablet over before showing it', async () => {
    const host = await newHost();
    const created = await host.createGame(fixtureGame('hidden-cards', 9, 2), TABLE);
    expect(created.ok && created.snapshot.toAct).toEqual({ seat: 0, decision: 'playOrKeep', private: true });
  });
});
