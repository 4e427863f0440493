// The update prompt's rule: announce a new version, apply it only after consent and never while a move is pending.
import { describe, expect, it } from 'vitest';
import { UpdateModel, type BusySource, type RegisterSW } from './update-model';

function setup(initiallyBusy: boolean) {
  const listeners = new Set<(b: boolean) => void>();
  let now = initiallyBusy;
  const busy: BusySource & { set(b: boolean): void } = {
    get busy() {
      return now;
    },
    onBusy(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(b) {
      now = b;
      for (const l of listeners) l(b);
    },
  };
  const calls: string[] = [];
  let hooks: Parameters<RegisterSW>[0] = {};
  const register: RegisterSW = (opts) => {
    hooks = opts;
    return async (reload) => {
      calls.push(`updateSW(${reload})`);
    };
  };
  const model = new UpdateModel(busy);
  model.register(register);
  return { model, busy, calls, hooks: () => hooks };
}

describe('UpdateModel', () => {
  it('announces a new version and applies it only when the user agrees', async () => {
    const { model, calls, hooks } = setup(false);
    expect(model.needRefresh.value).toBe(false);
    hooks().onNeedRefresh!();
    expect(model.needRefresh.value).toBe(true);
    expect(calls).toEqual([]);
    model.accept();
    await Promise.resolve();
    expect(calls).toEqual(['updateSW(true)']);
  });

  it('waits for a pending move to be stored before reloading', async () => {
    const { model, busy, calls, hooks } = setup(true);
    hooks().onNeedRefresh!();
    model.accept();
    await Promise.resolve();
    expect(model.applying.value).toBe(true);
    expect(calls).toEqual([]);
    busy.set(false);
    await Promise.resolve();
    expect(calls).toEqual(['updateSW(true)']);
  });

  it('does nothing on "later", and nothing without a new version', async () => {
    const { model, calls, hooks } = setup(false);
    model.accept();
    hooks().onNeedRefresh!();
    model.dismiss();
    model.accept();
    await Promise.resolve();
    expect(model.needRefresh.value).toBe(false);
    expect(calls).toEqual([]);
    hooks().onOfflineReady!();
    expect(model.offlineReady.value).toBe(true);
  });
});
