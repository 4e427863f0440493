// The new-game request: options go along only where the chosen map's rules offer them.
import { describe, expect, it } from 'vitest';
import { toRequest, type NewGameForm } from '../../src/ui/game/new-game-model';
import type { MapInfo } from '../../src/worker/protocol';

const form: NewGameForm = { edition: 'deluxe', mapId: 'barbados', seats: [{ name: 'Solo', color: 'blue' }], seedText: '7', casual: false, easier: true, title: '' };
const barbados: MapInfo = { id: 'barbados', title: 'Barbados', game: 'age-of-steam', players: { min: 1, max: 1 }, ownRules: true, options: ['easier'] };

describe('toRequest', () => {
  it("sends the easier game only for a map that offers it, beside casual undo", () => {
    expect(toRequest(form, barbados).options).toEqual({ easier: true });
    expect(toRequest({ ...form, casual: true }, barbados).options).toEqual({ casualUndo: true, easier: true });
    expect(toRequest(form, { ...barbados, id: 'rust-belt', options: [] }).options).toBeUndefined();
    expect(toRequest({ ...form, easier: false }, barbados).options).toBeUndefined();
  });
});
