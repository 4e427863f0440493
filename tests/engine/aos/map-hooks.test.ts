// A map's rules reach the phases as hooks resolved once per move (docs/engine.md "Map rules: data and hooks"): every
// map's rules object carries its own data and every hook the base game has, and the phase code calls hooks instead of
// reading a map's variant or testing its id.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseRules } from '../../../src/engine/aos/variants/base';
import { rulesOf, variantOf } from '../../../src/engine/aos/variants';

const IDS = ['base', 'rust-belt', 'southern-us', 'germany', 'western-us', 'barbados', 'st-lucia'];
const AOS = join(__dirname, '../../../src/engine/aos');

describe('map rules as hooks', () => {
  it.each(IDS)('%s: the rules carry the map\'s data and every base hook', (id) => {
    const at = { options: { variant: id } };
    const rules = rulesOf(at) as unknown as Record<string, unknown>;
    const variant = variantOf(at) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(variant)) expect(rules[key], key).toBe(value);
    for (const [key, value] of Object.entries(baseRules)) expect(typeof rules[key], key).toBe(typeof value);
  });

  it('an unknown id plays the base rules', () => {
    expect(rulesOf({ options: { variant: 'no-such-map' } })).toBe(baseRules);
  });

  it('the phases, the flow, apply and the queries read no variant and name no map', () => {
    const files = [...readdirSync(join(AOS, 'phases')).map((f) => join('phases', f)), 'flow.ts', 'apply.ts', 'queries.ts', 'draft.ts'];
    const mapIds = IDS.filter((id) => id !== 'base');
    const problems: string[] = [];
    for (const f of files) {
      const code = readFileSync(join(AOS, f), 'utf8').replace(/\/\/.*$/gm, '');
      if (/\bvariantOf\(/.test(code)) problems.push(`${f} calls variantOf`);
      for (const id of mapIds) if (code.includes(`'${id}'`)) problems.push(`${f} names map '${id}'`);
    }
    expect(problems).toEqual([]);
  });
});
