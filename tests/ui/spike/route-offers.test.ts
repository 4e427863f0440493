// The routes asked ahead for every city a building seat reaches (route-offers.ts): each city asked once, whatever asks
// for it again; a city's routes read at once when chosen after they came (the tap's own render lists them and the
// board draws them, no round trip to the worker after the tap); only the answer for the city on screen re-renders;
// nothing is kept from a position that is gone.
import { effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { RouteOption } from '../../../src/ui/rules/spike/engine';
import { RouteOffers, type AskRoutes } from '../../../src/ui/rules/spike/route-offers';

const route = (city: string): RouteOption => ({ nodes: [city], segments: [city.length], needs: { red: 1 }, payment: { direct: { red: 1 }, jokers: [] } }) as unknown as RouteOption;

/** A worker that answers when told: the cities asked, in order, and a way to answer them. */
function fakeWorker() {
  const asked: string[] = [];
  const pending = new Map<string, (v: Awaited<ReturnType<AskRoutes>>) => void>();
  const ask: AskRoutes = (city) => {
    asked.push(city);
    return new Promise((done) => pending.set(city, done));
  };
  const answer = async (city: string, ok = true) => {
    pending.get(city)!(ok ? { ok: true, value: [route(city)] } : { ok: false });
    await Promise.resolve();
    await Promise.resolve();
  };
  return { ask, asked, answer };
}

describe('RouteOffers', () => {
  it('asks every reachable city once, one at a time, before any is chosen, and never again for a city asked', async () => {
    const w = fakeWorker();
    const offers = new RouteOffers(w.ask, () => null);
    offers.prefetch(['raleigh', 'richmond']);
    // One question in flight: the next is sent when it is answered.
    expect(w.asked).toEqual(['raleigh']);
    // A tap on a city whose answer is in flight, the reachable list answered again: no new question.
    offers.want('raleigh');
    offers.prefetch(['raleigh', 'richmond']);
    expect(w.asked).toEqual(['raleigh']);
    await w.answer('raleigh');
    expect(w.asked).toEqual(['raleigh', 'richmond']);
    offers.want('raleigh');
    await w.answer('richmond');
    expect(w.asked).toEqual(['raleigh', 'richmond']);
    // A city the list did not name is asked when chosen.
    offers.want('norfolk');
    expect(w.asked).toEqual(['raleigh', 'richmond', 'norfolk']);
  });

  it('goes on to the next city when a question throws, and counts the thrown one as no routes', async () => {
    const asked: string[] = [];
    const ask: AskRoutes = (city) => {
      asked.push(city);
      return city === 'raleigh' ? Promise.reject(new Error('worker gone')) : Promise.resolve({ ok: true, value: [route(city)] });
    };
    const offers = new RouteOffers(ask, () => null);
    offers.prefetch(['raleigh', 'richmond']);
    await new Promise((done) => setTimeout(done, 0));
    expect(asked).toEqual(['raleigh', 'richmond']);
    expect(offers.routesTo('raleigh')).toBeNull();
    expect(offers.routesTo('richmond')).toEqual([route('richmond')]);
  });

  it('asks a chosen city before the cities still waiting', async () => {
    const w = fakeWorker();
    const offers = new RouteOffers(w.ask, () => null);
    offers.prefetch(['raleigh', 'richmond', 'norfolk', 'atlanta']);
    // Norfolk waits behind Richmond; a tap on it, and one on a city nobody named, go first.
    offers.want('norfolk');
    offers.want('boston');
    await w.answer('raleigh');
    await w.answer('boston');
    await w.answer('norfolk');
    expect(w.asked).toEqual(['raleigh', 'boston', 'norfolk', 'richmond']);
  });

  it('a city chosen after its answer came has its routes at once, in the same task', async () => {
    const w = fakeWorker();
    let shown: string | null = null;
    const offers = new RouteOffers(w.ask, () => shown);
    offers.prefetch(['raleigh', 'richmond']);
    await w.answer('raleigh');
    await w.answer('richmond', false);
    shown = 'raleigh';
    expect(offers.routesTo('raleigh')).toEqual([route('raleigh')]);
    // A refusal is an answer (no routes), not a question still open.
    expect(offers.routesTo('richmond')).toBeNull();
    expect(offers.routesTo('norfolk')).toBeUndefined();
  });

  it('re-renders for the answer of the city on screen only', async () => {
    const w = fakeWorker();
    let shown: string | null = 'richmond';
    const offers = new RouteOffers(w.ask, () => shown);
    let runs = 0;
    const stop = effect(() => {
      runs++;
      offers.routesTo(shown ?? '');
    });
    offers.prefetch(['raleigh', 'richmond']);
    await w.answer('raleigh');
    expect(runs).toBe(1);
    await w.answer('richmond');
    expect(runs).toBe(2);
    // Raleigh's answer is already here: choosing it is the panel's own re-render, and no answer bumps again.
    shown = 'raleigh';
    expect(offers.routesTo('raleigh')).not.toBeUndefined();
    expect(runs).toBe(2);
    stop();
  });

  it('drops answers that arrive after its position is gone, and never sends its questions still waiting', async () => {
    const w = fakeWorker();
    const offers = new RouteOffers(w.ask, () => 'raleigh');
    offers.prefetch(['raleigh', 'richmond', 'norfolk']);
    offers.dispose();
    // A move came: the new position's questions are not queued behind the old one's in the worker.
    const next = new RouteOffers(w.ask, () => null);
    next.prefetch(['atlanta']);
    await w.answer('raleigh');
    expect(offers.routesTo('raleigh')).toBeUndefined();
    offers.want('boston');
    expect(w.asked).toEqual(['raleigh', 'atlanta']);
  });
});
