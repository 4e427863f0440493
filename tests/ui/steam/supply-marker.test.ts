// Steam's supply markers on the board ([000:L179]): the board view carries the cities Goods supply has filled, and the
// keyboard cursor says the marker in words (the board draws it as a ringed disc with a plus, not by colour alone).
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_UI } from '../../../src/board/ui-state';
import { steam } from '../../../src/engine/steam/module';
import { describeHex } from '../../../src/ui/board/hex-description';
import { setLang } from '../../../src/ui/i18n/i18n';
import { startSteam } from '../../engine/steam/helpers';

afterEach(() => setLang('en'));

describe('supply markers', () => {
  it('are on the board view where Goods supply put them, and said by the cursor in both languages', () => {
    const s = startSteam({ players: 3 });
    const city = s.map.places.find((p) => p.kind === 'city')!.hex;
    const other = s.map.places.filter((p) => p.kind === 'city')[1]!.hex;
    const supplied = { ...s, supplied: [city] };
    const view = steam.boardView(supplied);
    expect(view.markedPlaces).toEqual([city]);
    expect(describeHex(view, EMPTY_UI, city, null)).toContain('supply marker: goods were supplied here');
    expect(describeHex(view, EMPTY_UI, other, null)).not.toContain('supply marker');
    setLang('de');
    expect(describeHex(view, EMPTY_UI, city, null)).toContain('Versorgungsmarker');
  });
});
