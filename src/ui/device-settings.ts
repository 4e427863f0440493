// Choices a player makes about the app on this device, not about a game ("don't ask again"): remembered in
// localStorage beside the language, and forgotten silently where storage is blocked (the question is asked again).

const PREFIX = 'railhex.setting.';

/** The device's yes/no settings. */
export type DeviceFlag = 'skipEndBuildConfirm';

export function deviceFlag(name: DeviceFlag): boolean {
  try {
    return globalThis.localStorage?.getItem(PREFIX + name) === '1';
  } catch {
    return false;
  }
}

export function setDeviceFlag(name: DeviceFlag, on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(PREFIX + name, '1');
    else globalThis.localStorage?.removeItem(PREFIX + name);
  } catch {
    // Not remembered: the player is asked again next time, which is the safe side.
  }
}
