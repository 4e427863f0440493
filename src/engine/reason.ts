// Why a move was refused: a message key plus the numbers that matter, so the UI can say it in English or German.

export interface Reason {
  /** Message key, e.g. "build.cannotAfford"; its texts live in the messages catalogue beside the code that emits it. */
  key: string;
  params?: Record<string, string | number>;
  /**
   * The refusal this one wraps, said in the same language in place of its `{cause}` placeholder (an imported file's
   * move N was refused because of the engine's reason): the inner text is translated, never shown as its key.
   */
  cause?: Reason;
}

export function reason(key: string, params?: Record<string, string | number>): Reason {
  return params ? { key, params } : { key };
}
