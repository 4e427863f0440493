// The test-only seams of a recorded-game replay: the dice and the display fields the recording dictates while one move
// is applied. Kept free of engine imports, so the test file's module mocks can read it without an import circle.

/** Growth dice recorded for the move being applied, one array per roll, in the order the engine rolls them. */
let rolls: number[][] = [];
/** Display fields the recording let Production use during the move being applied (Barbados). */
let open: readonly string[] = [];

export const recordedSeams = {
  /** Arms the seams for one move. */
  arm(dice: number[][], fields: readonly string[]): void {
    rolls = dice.map((d) => d.slice());
    open = fields;
  },
  /** Disarms them after the move; returns the recorded rolls the move did not use (none, when the replay is faithful). */
  disarm(): number[][] {
    const left = rolls;
    rolls = [];
    open = [];
    return left;
  },
  /** The next recorded roll of `count` dice, or null when none is armed (the engine then rolls its own). */
  roll(count: number): number[] | null {
    const next = rolls.shift();
    if (!next) return null;
    if (next.length !== count) throw new Error(`the engine rolled ${count} dice where the recording has ${next.length}: ${JSON.stringify(next)}`);
    return next;
  },
};

/**
 * `resolve` (a function of the engine's map-rules module) with the armed open display fields added to the
 * `displayFields` of any map rules it returns; anything else it returns passes unchanged.
 */
export function withOpenFields(resolve: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return (...args) => {
    const out = resolve(...args);
    if (open.length === 0 || typeof out !== 'object' || out === null || !('displayFields' in out) || !Array.isArray(out.displayFields)) return out;
    return { ...out, displayFields: [...(out.displayFields as string[]), ...open] };
  };
}
