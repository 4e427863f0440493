// The seeded random number generator (sfc32): 32-bit integer maths only, so every JS engine draws the same dice.
// Its four state words live in the game state (ARCHITECTURE rule 4); moves never carry dice results.

/** sfc32 state: four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

/** Next unsigned 32-bit value; advances `r` in place (call it only on a state copy that a move owns). */
export function nextU32(r: RngState): number {
  let [a, b, c, d] = r;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  r[0] = a >>> 0;
  r[1] = b;
  r[2] = c;
  r[3] = d;
  return t;
}

/** A fresh generator from a 32-bit seed; the first draws are discarded to mix the seed in. */
export function seedRng(seed: number): RngState {
  const r: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) nextU32(r);
  return r;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling); n ≥ 1. */
export function randomInt(r: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextU32(r);
    if (x < limit) return x % n;
  }
}

/** One fair six-sided die, 1..6. */
export function rollDie(r: RngState): number {
  return randomInt(r, 6) + 1;
}

/** `count` dice. */
export function rollDice(r: RngState, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rollDie(r));
  return out;
}
