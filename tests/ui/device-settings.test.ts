// A "don't ask again" is remembered on the device (src/ui/device-settings.ts) and survives blocked storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFlag, setDeviceFlag } from '../../src/ui/device-settings';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('device settings', () => {
  it('remembers a flag until it is turned back on', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(deviceFlag('skipEndBuildConfirm')).toBe(false);
    setDeviceFlag('skipEndBuildConfirm', true);
    expect(deviceFlag('skipEndBuildConfirm')).toBe(true);
    expect(localStorage.getItem('railhex.setting.skipEndBuildConfirm')).toBe('1');
    setDeviceFlag('skipEndBuildConfirm', false);
    expect(deviceFlag('skipEndBuildConfirm')).toBe(false);
  });

  it('asks again where storage is blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new Error('blocked');
    };
    blocked.setItem = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('localStorage', blocked);
    setDeviceFlag('skipEndBuildConfirm', true);
    expect(deviceFlag('skipEndBuildConfirm')).toBe(false);
  });
});
