// Splits board text into the characters a bitmap font draws, without ICU: Pixi's default splitter is an
// Intl.Segmenter, whose break data cost ~170 ms of a cold start at CPU ×4 to load (docs/performance.md). Board labels
// are place names, numbers and letters in Latin script; a code point plus any combining marks or variation selectors
// that follow it is one glyph for them, so names stay right even when a map's text is not in composed (NFC) form.

/** Code points that belong to the character before them: combining diacritics, variation selectors, joiners. */
function joinsPrevious(code: number): boolean {
  return (
    (code >= 0x0300 && code <= 0x036f) || // combining diacritical marks
    (code >= 0x1ab0 && code <= 0x1aff) ||
    (code >= 0x1dc0 && code <= 0x1dff) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe00 && code <= 0xfe0f) || // variation selectors
    (code >= 0xfe20 && code <= 0xfe2f) ||
    code === 0x200d // zero-width joiner
  );
}

/** The characters of `text`, one entry per drawn glyph. */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  let joinNext = false;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (out.length > 0 && (joinNext || joinsPrevious(code))) out[out.length - 1] += ch;
    else out.push(ch);
    joinNext = code === 0x200d;
  }
  return out;
}
