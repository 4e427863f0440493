// Deterministic JSON text: object keys keep insertion order (the generator builds objects in a fixed order);
// short values and arrays of numbers or number pairs go on one line so map files stay small and diff well.

/** Objects and arrays whose JSON fits in this many characters stay on one line. */
const INLINE = 72;

function isFlat(v: unknown[]): boolean {
  return v.every(
    (x) =>
      (typeof x === 'string' && x.length <= 16) ||
      typeof x === 'number' ||
      typeof x === 'boolean' ||
      x === null ||
      (Array.isArray(x) && x.every((y) => typeof y !== 'object')),
  );
}

/** Pretty JSON with arrays of primitives (or of primitive tuples) kept on one line. */
export function stableStringify(value: unknown, indent = ''): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const next = indent + '  ';
  const flat = JSON.stringify(value);
  if (flat.length <= INLINE) return flat;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (isFlat(value)) return JSON.stringify(value);
    return `[\n${value.map((v) => next + stableStringify(v, next)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${next}${JSON.stringify(k)}: ${stableStringify(v, next)}`).join(',\n')}\n${indent}}`;
}
