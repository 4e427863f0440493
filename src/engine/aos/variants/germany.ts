// Germany (rules-spec §2.3.3, deluxe 001:L799-846; decisions X8–X11): a random cube on each foreign station fixes the
// one colour it accepts; Berlin grows an extra cube every round; the Engineer pays half for one build instead of a 4th
// tile; no section may be left incomplete at the end of a build turn; two special links. Printed hex costs and the
// stations as link ends that goods never pass are the track module's, read from the map file.
import { rustBelt } from './rust-belt';
import type { AosVariant } from './types';

export const germany: AosVariant = {
  ...rustBelt,
  id: 'germany',
  // 3 random cubes on Königsberg, 4 on Berlin (startCubes in the map file), 2 on every other city (001:L803-806).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 2) : 0),
  // "Platziert je 1 zufälligen Güterwürfel in jedem dunkelgrünen Feld" (001:L806-808): the foreign stations.
  stationGoods: (_map, place) => place.kind === 'station' && (place.flags?.includes('foreign') ?? false),
  // "platziert ihr jede Runde 1 zufälligen Güterwürfel aus dem Beutel in Berlin" (001:L844-846).
  extraGrowth: (map) => map.places.filter((p) => p.flags?.includes('extraGrowth')).map((p) => p.hex),
  engineer: 'halfPrice',
  completeSectionsOnly: true,
  specialLinks: true,
};
