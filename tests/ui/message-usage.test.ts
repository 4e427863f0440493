// Every message key the screens name exists in a catalogue, and every UI message is used somewhere (or is one of
// the families looked up by id), so the catalogues neither miss texts nor collect dead ones.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../support/every-catalogue';
import { uiMessages } from '../../src/ui/i18n/ui-messages';
import { aosUiMessages } from '../../src/ui/rules/aos/ui-messages';

const UI_DIR = join(import.meta.dirname, '../../src/ui');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'model' || name === 'board' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('ui-messages.ts') ? [p] : [];
  });
}

const text = sources(UI_DIR)
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

/** Keys built from an id at run time: `ui.color.${c}` and the like, plus engine families read by id. */
const DYNAMIC = [/^ui\.color\./, /^ui\.lang\./, /^ui\.end\.chart\./, /^ui\.bot\.level\./, /^ui\.bot\.pace\./];

describe('message usage', () => {
  it('every literal key in the screens exists', () => {
    const used = [...text.matchAll(/['"`]((?:ui|phaseName|phaseHelp|actionName|actionHelp|decision)\.[A-Za-z0-9.]+)['"`]/g)].map((m) => m[1]!);
    const missing = [...new Set(used)].filter((k) => !(k in allMessages));
    expect(missing).toEqual([]);
  });

  it('every UI message is used', () => {
    const unused = [...Object.keys(uiMessages), ...Object.keys(aosUiMessages).filter((k) => k.startsWith('ui.'))].filter((k) => !text.includes(`'${k}'`) && !DYNAMIC.some((re) => re.test(k)));
    expect(unused).toEqual([]);
  });

  it('the engine families the screens read by id are complete', () => {
    for (const phase of ['issueShares', 'auction', 'selectActions', 'buildTrack', 'moveGoods', 'collectIncome', 'payExpenses', 'incomeReduction', 'goodsGrowth', 'advanceRound', 'gameOver']) {
      expect(allMessages[`phaseName.${phase}`], phase).toBeDefined();
      expect(allMessages[`phaseHelp.${phase}`], phase).toBeDefined();
    }
    for (const action of ['firstMove', 'firstBuild', 'engineer', 'locomotive', 'urbanization', 'production', 'turnOrder']) {
      expect(allMessages[`actionName.${action}`], action).toBeDefined();
      expect(allMessages[`actionHelp.${action}`], action).toBeDefined();
    }
  });
});
