// The plan list's lines read as sentences in both languages: "straight on Chicago" on a place, but off the places the
// nearest place after a comma, never "straight on 2 hexes north-east of Chicago" (issue 14 point 6 follow-up).
import '../support/system-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { planStepText } from '../../src/ui/board/plan-step';
import { setLang } from '../../src/ui/i18n/i18n';
import { rustBelt } from '../fixtures/board/scenarios';

const map = rustBelt();
const chicago = map.places.find((p) => p.id === 'chicago')!;

afterEach(() => setLang('en'));

describe('planStepText', () => {
  it('puts the tile on a place, and names a hex off the places by the nearest one after a comma', () => {
    setLang('en');
    expect(planStepText(map, 1, 'S', chicago.hex, 2)).toBe('1. straight on Chicago, $2');
    expect(planStepText(map, 2, 'G', '9,6', 3)).toBe('2. gentle curve, 1 hex south-east of Chicago, $3');
    expect(planStepText(map, 3, 'K', '20,2', null)).toBe('3. sharp curve, 4 hexes east of Toronto, —');
    setLang('de');
    expect(planStepText(map, 1, 'S', chicago.hex, 2)).toBe('1. Gerade auf Chicago, $2');
    expect(planStepText(map, 2, 'S', '20,2', 4)).toBe('2. Gerade, 4 Felder östlich von Toronto, $4');
  });
});
