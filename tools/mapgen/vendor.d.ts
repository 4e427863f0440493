// Minimal type declarations for the two untyped geodata helpers the generator uses (d3-geo, topojson-client).
// Only the members the generator calls are declared; the packages ship no types and @types is not installed.

declare module 'd3-geo' {
  export interface GeoSink {
    point(x: number, y: number, z?: number): void;
    lineStart(): void;
    lineEnd(): void;
    polygonStart(): void;
    polygonEnd(): void;
    sphere?(): void;
  }
  export interface GeoProjection {
    (point: [number, number]): [number, number] | null;
    invert(point: [number, number]): [number, number] | null;
    stream(sink: GeoSink): GeoSink;
    scale(k: number): this;
    translate(t: [number, number]): this;
    rotate(r: [number, number] | [number, number, number]): this;
    precision(p: number): this;
  }
  export interface GeoConicProjection extends GeoProjection {
    parallels(p: [number, number]): this;
  }
  export interface GeoStreamable {
    stream(sink: GeoSink): GeoSink;
  }
  export function geoConicConformal(): GeoConicProjection;
  export function geoTransverseMercator(): GeoProjection;
  export function geoMercator(): GeoProjection;
  export function geoStream(object: unknown, sink: GeoSink): void;
  export function geoClipRectangle(x0: number, y0: number, x1: number, y1: number): (sink: GeoSink) => GeoSink;
  export function geoContains(object: unknown, point: [number, number]): boolean;
}

declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): unknown;
}
