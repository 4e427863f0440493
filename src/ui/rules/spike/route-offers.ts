// The routes the engine offers (its routesToCity query) to every city a building seat's hand reaches, asked for all of
// them as soon as the engine names those cities (buildableCities), so that a tap on a destination finds its routes
// already here: the panel lists them and the board draws them in the tap's own render, without a round trip to the
// engine worker after the tap (issue 20's measure, tap → routes painted ≤ 50 ms). One set of answers holds for one
// position, viewer and seat: a move, an undo or a hand-over makes a new one, so no answer outlives what it answered.
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
  private readonly asked = new Set<string>();
  private disposed = false;

  /** `shown` names the city on screen now (read when an answer arrives, so it is never stale). */
  constructor(
    private readonly ask: AskRoutes,
    private readonly shown: () => string | null,
  ) {}

  /** Asks for every city not asked yet (the reachable cities as the engine names them); each is asked once. */
  prefetch(cities: readonly string[]): void {
    for (const c of cities) this.want(c);
  }

  /** Asks for `city` unless it was asked already (an answer in flight is waited for, never asked again). */
  want(city: string): void {
    if (this.disposed || this.asked.has(city)) return;
    this.asked.add(city);
    void this.ask(city).then((r) => {
      if (this.disposed) return;
      this.answers.set(city, r.ok ? r.value : null);
      if (this.shown() === city) this.published.value++;
    });
  }

  /**
   * The routes to `city` if they are here, else undefined (still asked, or never asked). Reading it subscribes a
   * component or effect to the answer of the city on screen.
   */
  routesTo(city: string): RoutesAnswer | undefined {
    void this.published.value;
    return this.answers.get(city);
  }

  /** The position, viewer or seat changed: answers still in flight are dropped. */
  dispose(): void {
    this.disposed = true;
  }
}
