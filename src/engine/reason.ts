// Why a move was refused: a message key plus the numbers that matter, so the UI can say it in English or German.

export interface Reason {
  /** Message key, e.g. "build.cannotAfford"; its texts live in the messages catalogue beside the code that emits it. */
  key: string;
  params?: Record<string, string | number>;
}

export function reason(key: string, params?: Record<string, string | number>): Reason {
  return params ? { key, params } : { key };
}
