// The About screen reads the credits file whether it lists strings or records, and skips entries without a name.
import { describe, expect, it } from 'vitest';
import { creditLines } from '../../src/ui/screens/about';

describe('creditLines', () => {
  it('reads a list of strings', () => {
    expect(creditLines(['Natural Earth (public domain)'])).toEqual([{ title: 'Natural Earth (public domain)' }]);
  });
  it('reads records inside an object, with licence and link', () => {
    const lines = creditLines({
      sources: [
        { name: 'GeoNames', license: 'CC BY 4.0', url: 'https://www.geonames.org/', use: 'place coordinates' },
        { license: 'nameless entries are skipped' },
      ],
    });
    expect(lines).toEqual([{ title: 'GeoNames', licence: 'CC BY 4.0', url: 'https://www.geonames.org/', detail: 'place coordinates' }]);
  });
  it('gives nothing for a missing file', () => {
    expect(creditLines(undefined)).toEqual([]);
  });
});
