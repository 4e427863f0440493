import '../../../tests/support/system-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { describeHex, whereWords } from './hex-description';
import { EMPTY_UI } from '../../board/ui-state';
import { setLang } from '../i18n/i18n';
import { rustBelt } from '../../../tests/fixtures/board/scenarios';
import type { BoardView } from '../../engine/view';

const map = rustBelt();
const chicago = map.places.find((p) => p.id === 'chicago')!;
const town = map.places.find((p) => p.kind === 'town')!;
const view: BoardView = {
  map,
  tiles: [{ hex: '3,3', tile: 'S', rotation: 0, townMarker: false, tracks: [{ a: 0, b: 3, owner: 1 }] }],
  newCities: {},
  cubes: { [chicago.hex]: ['blue', 'yellow'] },
  links: [],
  specialLinks: {},
  seats: [
    { name: 'Ada', color: 'blue', eliminated: false },
    { name: 'Bo', color: 'green', eliminated: false },
  ],
};

afterEach(() => setLang('en'));

describe('describeHex', () => {
  it('names a city with its colour, its goods in order and its position', () => {
    setLang('en');
    expect(describeHex(view, EMPTY_UI, chicago.hex, null)).toBe(`Chicago, city (red); goods: 1. blue, 2. yellow; column 9, row 7`);
  });

  it("names a place's special link (Germany): where to, and whose or its price", () => {
    setLang('en');
    const other = map.places.find((p) => p.kind === 'city' && p.id !== chicago.id)!;
    const withLink: BoardView = { ...view, map: { ...map, specialLinks: [{ id: 'x', between: [chicago.id, other.id] as [string, string], cost: 2, segments: 1 }] } };
    expect(describeHex(withLink, EMPTY_UI, chicago.hex, null)).toContain(`special link to ${other.name}, not built ($2)`);
    expect(describeHex({ ...withLink, specialLinks: { x: 1 } }, EMPTY_UI, chicago.hex, null)).toContain(`special link to ${other.name}, owned by Bo`);
  });

  it("says which goods a foreign station takes (Germany: the colour drawn for it at setup)", () => {
    setLang('en');
    expect(describeHex({ ...view, stationColors: { [chicago.hex]: 'purple' } }, EMPTY_UI, chicago.hex, null)).toContain('takes only purple goods, never passed through');
    setLang('de');
    expect(describeHex({ ...view, stationColors: { [chicago.hex]: 'purple' } }, EMPTY_UI, chicago.hex, null)).toContain('nimmt nur Güter der Farbe');
  });

  it('says what the highlights mean and whether the hex is selected', () => {
    setLang('en');
    const ui = { ...EMPTY_UI, highlights: [chicago.hex], selectedHex: chicago.hex };
    expect(describeHex(view, ui, chicago.hex, 'goods')).toContain('selected; goods here can be delivered');
    expect(describeHex(view, { ...EMPTY_UI, highlights: ['4,4'] }, '4,4', 'build')).toBe('river; you can build here; 1 hex south of La Crosse; column 5, row 5');
    expect(describeHex(view, { ...EMPTY_UI, highlights: ['5,5'] }, '4,4', 'build')).not.toContain('build');
  });

  it('names a town, the terrain of an empty hex and the track with its owner', () => {
    setLang('en');
    expect(describeHex(view, EMPTY_UI, town.hex, null)).toMatch(new RegExp(`^${town.name}, town; column`));
    expect(describeHex(view, EMPTY_UI, '3,3', null)).toBe('plains; track: straight, owned by Bo; 1 hex south-west of La Crosse; column 4, row 4');
  });

  it('names every owner of a shared tile, and the ghost or chosen cube on the hex', () => {
    setLang('en');
    const shared: BoardView = {
      ...view,
      seats: [...view.seats, { name: 'Cy', color: 'yellow', eliminated: false }],
      tiles: [{ hex: '3,3', tile: 'XSS', rotation: 0, townMarker: false, tracks: [{ a: 0, b: 3, owner: 0 }, { a: 1, b: 4, owner: 1 }, { a: 2, b: 5, owner: 2 }] }],
    };
    expect(describeHex(shared, EMPTY_UI, '3,3', null)).toContain('owned by Ada, Bo and Cy');
    const ghost = { ...EMPTY_UI, selectedHex: '4,4', ghost: { req: { hex: '4,4', tile: 'G' as const, rotation: 7 }, legal: false } };
    expect(describeHex(view, ghost, '4,4', 'build')).toContain('selected; shown: gentle curve, rotation 1 of 6, cannot be built');
    const cube = { ...EMPTY_UI, selectedCube: { hex: chicago.hex, index: 1 } };
    expect(describeHex(view, cube, chicago.hex, 'goods')).toContain('cube 2 chosen');
  });

  it('speaks German', () => {
    setLang('de');
    expect(describeHex(view, EMPTY_UI, chicago.hex, null)).toBe('Chicago, Großstadt (rot); Güter: 1. blau, 2. gelb; Spalte 9, Zeile 7');
    expect(describeHex(view, EMPTY_UI, '3,3', null)).toBe('Ebene; Strecke: Gerade, gehört Bo; 1 Feld südwestlich von La Crosse; Spalte 4, Zeile 4');
  });
});

describe('whereWords', () => {
  it('names the place, or the nearest place with distance and direction, never the raw hex id', () => {
    setLang('en');
    expect(whereWords(map, chicago.hex)).toBe('Chicago');
    expect(whereWords(map, '20,2')).toBe('4 hexes east of Toronto');
    expect(whereWords(map, '9,6')).toBe('1 hex south-east of Chicago');
    setLang('de');
    expect(whereWords(map, '20,2')).toBe('4 Felder östlich von Toronto');
    expect(whereWords(map, '9,6')).toBe('1 Feld südöstlich von Chicago');
  });
});
