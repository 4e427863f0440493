// The routes the engine offers (its routesToCity query) to every city a building seat's hand reaches, asked for all of
// them as soon as the engine names those cities (buildableCities), so that a tap on a destination finds its routes
// already here: the panel lists them and the board draws them in the tap's own render, without a round trip to the
// engine worker after the tap (issue 20's measure, tap → routes painted ≤ 50 ms). One set of answers holds for one
// position, viewer and seat: a move, an undo or a hand-over makes a new one, so no answer outlives what it answered.
// The questions go one at a time: the engine worker answers in the order asked, so questions sent all at once would
// still be queued there after a move, ahead of the new position's (a tap then waited for a gone position's routes);
// asked one by one, at most one question of a gone position is left, and a chosen city is asked next.
import { signal } from '@preact/signals';
import type { RouteOption } from './engine';

/** The engine's answer for one city: its routes, or null when the worker refused (the panel then shows none). */
export type RoutesAnswer = readonly RouteOption[] | null;

/** Asks the engine worker for the routes to `city` (the game model's query, as the viewer on screen); must settle. */
export type AskRoutes = (city: string) => Promise<{ ok: true; value: readonly RouteOption[] } | { ok: false }>;

export class RouteOffers {
  /**
   * Bumped when the city on screen (`shown`) gets its answer: the panel and the board read through routesTo, which
   * subscribes to this, so an answer that arrives for another city re-renders nothing.
   */
  private readonly published = signal(0);
  private readonly answers = new Map<string, RoutesAnswer>();
  /** Cities asked, in flight or waiting to be asked: each is asked once. */
  private readonly asked = new Set<string>();
  /** Cities not sent to the worker yet, the next first. */
  private readonly waiting: string[] = [];
  /** A question is in flight (the next waits for its answer). */
  private busy = false;
  private disposed = false;

  /** `shown` names the city on screen now (read when an answer arrives, so it is never stale). */
  constructor(
    private readonly ask: AskRoutes,
    private readonly shown: () => string | null,
  ) {}

  /** Asks for every city not asked yet (the reachable cities as the engine names them), in this order, after those waiting. */
  prefetch(cities: readonly string[]): void {
    for (const c of cities) this.add(c, false);
  }

  /**
   * Asks for `city` before every city still waiting, unless it was asked already (an answer in flight is waited for,
   * never asked again).
   */
  want(city: string): void {
    this.add(city, true);
  }

  private add(city: string, first: boolean): void {
    if (this.disposed) return;
    if (this.asked.has(city)) {
      // Waiting still: a chosen city goes first.
      const at = first ? this.waiting.indexOf(city) : -1;
      if (at > 0) this.waiting.unshift(...this.waiting.splice(at, 1));
      return;
    }
    this.asked.add(city);
    if (first) this.waiting.unshift(city);
    else this.waiting.push(city);
    this.next();
  }

  /** Sends the next waiting question unless one is in flight. */
  private next(): void {
    if (this.busy || this.disposed) return;
    const city = this.waiting.shift();
    if (city === undefined) return;
    this.busy = true;
    // A question that throws (the game query settles every answer, but a caller's `ask` may not) counts as no routes:
    // the queue must go on, or every later city of this position would wait for ever.
    const settled = (value: RoutesAnswer) => {
      this.busy = false;
      if (this.disposed) return;
      this.answers.set(city, value);
      if (this.shown() === city) this.published.value++;
      this.next();
    };
    void this.ask(city).then((r) => settled(r.ok ? r.value : null), () => settled(null));
  }

  /**
   * The routes to `city` if they are here, else undefined (still asked, or never asked). Reading it subscribes a
   * component or effect to the answer of the city on screen.
   */
  routesTo(city: string): RoutesAnswer | undefined {
    void this.published.value;
    return this.answers.get(city);
  }

  /** The position, viewer or seat changed: answers still in flight are dropped, and questions waiting never sent. */
  dispose(): void {
    this.disposed = true;
    this.waiting.length = 0;
  }
}
