// Every key Steam's UI module names exists in Steam's catalogue (or the shared one), and every text of Steam's own UI
// catalogue is used, in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '../../../src/ui/i18n/catalogues';
import { steamTexts } from '../../../src/ui/rules/steam/messages';
import { steamUiMessages } from '../../../src/ui/rules/steam/ui-messages';

const DIR = join(import.meta.dirname, '../../../src/ui/rules/steam');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('messages.ts') ? [p] : [];
  });
}
// The shared board modules name keys each system says in its own words (the delivery model's board.goods.noneForCube,
// the end-of-build question's ui.build.confirmEnd) or the shared catalogues hold (the planner's board.plan.*, the
// question's other answers, the board cursor's where.near): every one must be found for Steam.
const SHARED = ['board/hex-description.ts', 'board/delivery-model.ts', 'board/plan-model.ts', 'board/plan-list.tsx', 'board/plan-step.ts', 'components/end-build.tsx'].map((f) => join(import.meta.dirname, '../../../src/ui', f));
const text = [...sources(DIR), ...SHARED]
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

/** Keys built from an id at run time (editions, phases, decisions, actions, the new-game option) and those the shared round chart names. */
const DYNAMIC = [/^ui\.end\.chart/, /^ui\.help\.moneyRule\./, /^(phaseHelp|decisionHelp|actionHelp|board\.build\.kind)\./, /^setupOption\./, /^ruleSystem\.name$/];

describe('Steam UI texts', () => {
  it('every literal key exists for Steam', () => {
    const used = [...text.matchAll(/['"`]((?:ui|board|phaseName|actionName|decision|where)\.[A-Za-z0-9.]+)['"`]/g)].map((m) => m[1]!);
    const missing = [...new Set(used)].filter((k) => !(k in steamTexts.catalogue) && !(k in sharedMessages));
    expect(missing).toEqual([]);
  });

  it('every text of the UI catalogue is used and has both languages', () => {
    const unused = Object.keys(steamUiMessages).filter((k) => !text.includes(`'${k}'`) && !DYNAMIC.some((re) => re.test(k)));
    expect(unused).toEqual([]);
    for (const [k, m] of Object.entries(steamUiMessages)) expect(m.en && m.de, k).toBeTruthy();
  });

  it('has help for every phase and decision, and a name for every build kind', () => {
    for (const phase of ['initialAuction', 'capital', 'auction', 'selectActions', 'buildTrack', 'moveGoods', 'income', 'gameOver']) expect(steamTexts.catalogue[`phaseHelp.${phase}`], phase).toBeDefined();
    for (const d of ['initialAuction', 'capital', 'auction', 'selectAction', 'build', 'moveGoods', 'takePoints']) expect(steamTexts.catalogue[`decisionHelp.${d}`], d).toBeDefined();
    for (const a of ['turnOrder', 'firstMove', 'engineer', 'firstBuild', 'goodsSupply', 'locomotive', 'urbanization']) expect(steamTexts.catalogue[`actionHelp.${a}`], a).toBeDefined();
    for (const k of ['place', 'replace', 'redirect', 'town']) expect(steamTexts.catalogue[`board.build.kind.${k}`], k).toBeDefined();
  });
});
