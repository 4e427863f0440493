// Every key Spike's UI module names exists in Spike's catalogue (or the shared one), every text of its own UI
// catalogue is used and has both languages, and there is help for every stage, decision and action.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '../../../src/ui/i18n/catalogues';
import { spikeTexts } from '../../../src/ui/rules/spike/messages';
import { spikeUiMessages } from '../../../src/ui/rules/spike/ui-messages';
import { SPIKE_CHART_TEXTS } from '../../../src/ui/rules/spike/panels/end-game';

const DIR = join(import.meta.dirname, '../../../src/ui/rules/spike');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('messages.ts') ? [p] : [];
  });
}
const text = sources(DIR)
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

/** Keys built from an id at run time (stages, decisions, actions, patterns, train moves, the end) and the shared chart's. */
const DYNAMIC = [/^ui\.end\.chart/, /^(phaseName|phaseHelp|decisionHelp|actionHelp)\./, /^ui\.spike\.(pattern|freight|moveKind|action|endedBy)\./, /^ruleSystem\.name$/];

describe('Spike UI texts', () => {
  it('every literal key exists for Spike', () => {
    const used = [...text.matchAll(/['"`]((?:ui|board|phaseName|decision|color|good|attribute)\.[A-Za-z0-9.]+)['"`]/g)].map((m) => m[1]!);
    const missing = [...new Set(used)].filter((k) => !(k in spikeTexts.catalogue) && !(k in sharedMessages));
    expect(missing).toEqual([]);
  });

  it('every text of the UI catalogue is used and has both languages', () => {
    const unused = Object.keys(spikeUiMessages).filter((k) => !text.includes(`'${k}'`) && !DYNAMIC.some((re) => re.test(k)));
    expect(unused).toEqual([]);
    for (const [k, m] of Object.entries(spikeUiMessages)) expect(m.en && m.de, k).toBeTruthy();
  });

  it('has a name and help for every stage and decision, help for every action, a name for every line pattern and colour', () => {
    for (const stage of ['choose', 'gift', 'placeLoco', 'turn', 'gameOver']) {
      expect(spikeTexts.catalogue[`phaseName.${stage}`], stage).toBeDefined();
      expect(spikeTexts.catalogue[`phaseHelp.${stage}`], stage).toBeDefined();
    }
    for (const d of ['chooseSetup', 'gift', 'placeLoco', 'freeMove', 'action']) expect(spikeTexts.catalogue[`decisionHelp.${d}`], d).toBeDefined();
    for (const a of ['draw', 'build', 'move', 'upgrade', 'freight']) {
      expect(spikeTexts.catalogue[`actionHelp.${a}`], a).toBeDefined();
      expect(spikeTexts.catalogue[`ui.spike.action.${a}`], a).toBeDefined();
    }
    for (const p of ['solid', 'dashed', 'dotted', 'dash-dot', 'double', 'long-dash']) expect(spikeTexts.catalogue[`ui.spike.pattern.${p}`], p).toBeDefined();
    for (const k of ['freeMove', 'startMoving', 'extraMove']) expect(spikeTexts.catalogue[`ui.spike.moveKind.${k}`], k).toBeDefined();
  });

  it("the shared money chart on Spike's end screen names its axis and description in Spike's texts", () => {
    // A system's texts are looked up in its own catalogue: the shared chart's round texts live in Steam's and Age of
    // Steam's, so Spike's end screen showed the raw keys until it passed its own.
    for (const key of Object.values(SPIKE_CHART_TEXTS)) expect(key in spikeTexts.catalogue || key in sharedMessages, key).toBe(true);
  });
});
