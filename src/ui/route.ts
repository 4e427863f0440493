// Which screen is open, kept in the address hash so a reload (or a killed and reopened tab) comes back to it.
import { signal } from '@preact/signals';

export type Route = { name: 'home' } | { name: 'new' } | { name: 'about' } | { name: 'game'; id: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (parts[0] === 'new') return { name: 'new' };
  if (parts[0] === 'about') return { name: 'about' };
  if (parts[0] === 'game' && parts[1]) return { name: 'game', id: decodeURIComponent(parts[1]) };
  return { name: 'home' };
}

export function routeHash(r: Route): string {
  return r.name === 'home' ? '#/' : r.name === 'game' ? `#/game/${encodeURIComponent(r.id)}` : `#/${r.name}`;
}

export const route = signal<Route>(parseRoute(globalThis.location?.hash ?? ''));

export function navigate(r: Route): void {
  route.value = r;
  if (globalThis.location && globalThis.location.hash !== routeHash(r)) globalThis.location.hash = routeHash(r);
}

function onHash(): void {
  const next = parseRoute(location.hash);
  if (routeHash(next) !== routeHash(route.peek())) route.value = next;
}

/** Follows the browser's back/forward buttons (and catches up with any change made before it was called). */
export function watchHash(): () => void {
  onHash();
  addEventListener('hashchange', onHash);
  return () => removeEventListener('hashchange', onHash);
}
