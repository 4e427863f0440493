// The primary button of the build and goods bars is the likely wish (src/ui/game/likely-action.ts, issue 14 §10):
// building or delivering on the board while that is possible, finishing or moving nothing once it is not.
import { describe, expect, it } from 'vitest';
import type { AosMove } from '../../src/engine/aos/moves';
import { finishIsLikely, issueIsLikely, passIsLikely } from '../../src/ui/rules/aos/likely-action';

const pass: AosMove = { type: 'passGoods', seat: 0 };
const upgrade: AosMove = { type: 'upgradeEngine', seat: 0 };
const deliver: AosMove = { type: 'deliver', seat: 0, from: '1,1', color: 'red', route: ['a'] };

describe('the likely action', () => {
  it('finishing a build turn is primary only once no tile can be laid', () => {
    expect(finishIsLikely(3)).toBe(false);
    expect(finishIsLikely(1)).toBe(false);
    expect(finishIsLikely(0)).toBe(true);
    // Not known yet: nothing is pressed on the player's behalf.
    expect(finishIsLikely(null)).toBe(false);
  });

  it('moving nothing is primary only when no delivery is possible', () => {
    expect(passIsLikely([deliver, upgrade, pass])).toBe(false);
    expect(passIsLikely([upgrade, pass])).toBe(true);
    expect(passIsLikely([pass])).toBe(true);
    expect(passIsLikely(null)).toBe(false);
  });

  it('issuing shares is primary only once a count is chosen', () => {
    expect(issueIsLikely(0)).toBe(false);
    expect(issueIsLikely(2)).toBe(true);
  });
});
