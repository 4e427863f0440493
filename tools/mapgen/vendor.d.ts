// Minimal type declarations for the two untyped geodata helpers the generator uses (d3-geo, topojson-client).
// Only the members the generator calls are declared; the packages ship no types and @types is not installed.

declare module 'd3-geo' {
  export interface GeoProjection {
    (point: [number, number]): [number, number] | null;
    invert(point: [number, number]): [number, number] | null;
    scale(k: number): this;
    translate(t: [number, number]): this;
    rotate(r: [number, number] | [number, number, number]): this;
  }
  export interface GeoConicProjection extends GeoProjection {
    parallels(p: [number, number]): this;
  }
  export function geoConicConformal(): GeoConicProjection;
  export function geoTransverseMercator(): GeoProjection;
}

declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): unknown;
}
