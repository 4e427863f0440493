// The new-game form: options go along only where the chosen map's rules offer them; systems, editions and maps come
// from the registries.
import { describe, expect, it } from 'vitest';
import { checkForm, choicesFor, chosenEdition, chosenSystem, orderMaps, seatAs, seedShown, soloSeats, toRequest, type NewGameForm } from '../../src/ui/game/new-game-model';
import { steamTexts } from '../../src/ui/rules/steam/messages';
import type { MapInfo, RuleSystemInfo } from '../../src/worker/protocol';

const form: NewGameForm = { ruleSystem: 'age-of-steam', edition: 'deluxe', mapId: 'barbados', seats: [{ name: 'Solo', color: 'blue' }], seedText: '7', casual: false, mapOptions: ['easier'], title: '' };
const barbados: MapInfo = { id: 'barbados', title: 'Barbados', ruleSystem: 'age-of-steam', players: { min: 1, max: 1 }, ownRules: true, options: ['easier'] };

describe('toRequest', () => {
  it("sends the easier game only for a map that offers it, beside casual undo", () => {
    expect(toRequest(form, barbados).options).toEqual({ easier: true });
    expect(toRequest({ ...form, casual: true }, barbados).options).toEqual({ casualUndo: true, easier: true });
    expect(toRequest(form, { ...barbados, id: 'rust-belt', options: [] }).options).toBeUndefined();
    expect(toRequest({ ...form, mapOptions: [] }, barbados).options).toBeUndefined();
    expect(toRequest(form, barbados)).toMatchObject({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: 'barbados' });
  });
});

const map = (id: string, title: string, ruleSystem: string): MapInfo => ({ id, title, ruleSystem, players: { min: 2, max: 6 }, ownRules: true, options: [] });

describe('the registries', () => {
  const aos: RuleSystemInfo = { id: 'age-of-steam', editions: ['deluxe', '2002'], boardKind: 'hex', players: { min: 1, max: 6 }, hiddenInformation: false };
  const other: RuleSystemInfo = { id: 'other', editions: ['first'], boardKind: 'hex', players: { min: 2, max: 4 }, hiddenInformation: false };

  it('pick the first system and its first edition unless one is chosen, and never an edition the system lacks', () => {
    expect(chosenSystem({ ruleSystem: '' }, [aos, other])).toBe(aos);
    expect(chosenSystem({ ruleSystem: 'other' }, [aos, other])).toBe(other);
    expect(chosenEdition({ edition: '' }, aos)).toBe('deluxe');
    expect(chosenEdition({ edition: '2002' }, aos)).toBe('2002');
    expect(chosenEdition({ edition: '2002' }, other)).toBe('first');
  });

  it('list the chosen system’s maps only, its base map first, then by title', () => {
    const maps = [map('germany', 'Germany', 'age-of-steam'), map('rust-belt', 'Rust Belt', 'age-of-steam'), map('x', 'Alpha', 'other'), map('barbados', 'Barbados', 'age-of-steam')];
    expect(orderMaps(maps, 'age-of-steam', 'rust-belt').map((m) => m.id)).toEqual(['rust-belt', 'barbados', 'germany']);
    expect(orderMaps(maps, 'other').map((m) => m.id)).toEqual(['x']);
  });
});

describe('a system\'s own setup choices', () => {
  const steamMap: MapInfo = { id: 'rhine-ruhr', title: 'Rhine-Ruhr', ruleSystem: 'steam', players: { min: 3, max: 6 }, ownRules: false, options: [] };
  const steamForm: NewGameForm = { ...form, ruleSystem: 'steam', edition: 'basic', mapId: 'rhine-ruhr', mapOptions: [] };

  it('offers Steam\'s first turn order in the basic game only', () => {
    expect(choicesFor(steamTexts.setupChoices, 'basic').map((c) => c.id)).toEqual(['startOrder']);
    expect(choicesFor(steamTexts.setupChoices, 'standard')).toEqual([]);
  });

  it('sends a chosen value other than the default, and nothing for the default or an edition without the option', () => {
    const basic = choicesFor(steamTexts.setupChoices, 'basic');
    expect(toRequest({ ...steamForm, systemOptions: { startOrder: 'random' } }, steamMap, basic).options).toEqual({ startOrder: 'random' });
    expect(toRequest({ ...steamForm, systemOptions: { startOrder: 'auction' } }, steamMap, basic).options).toBeUndefined();
    expect(toRequest(steamForm, steamMap, basic).options).toBeUndefined();
    expect(toRequest({ ...steamForm, edition: 'standard', systemOptions: { startOrder: 'random' } }, steamMap, choicesFor(steamTexts.setupChoices, 'standard')).options).toBeUndefined();
    expect(toRequest({ ...steamForm, casual: true, systemOptions: { startOrder: 'bogus' } }, steamMap, basic).options).toEqual({ casualUndo: true });
  });
});

const botName = (first: string, level: string) => `Bot ${first} (${level})`;
const personName = (n: number) => `Player ${n}`;

describe('bot seats', () => {
  const rustBelt: MapInfo = { id: 'rust-belt', title: 'Rust Belt', ruleSystem: 'age-of-steam', players: { min: 1, max: 6 }, ownRules: true, options: [] };
  const stLucia: MapInfo = { ...rustBelt, id: 'st-lucia', title: 'St. Lucia', players: { min: 2, max: 2 } };

  it('a seat becomes a named bot of a level and a person again, keeping its colour', () => {
    const bot = seatAs({ name: 'Ada', color: 'green' }, 1, 'hard', botName, personName);
    expect(bot).toEqual({ name: 'Bot Alan (hard)', color: 'green', bot: 'hard' });
    expect(seatAs(bot, 1, 'easy', botName, personName)).toEqual({ name: 'Bot Alan (easy)', color: 'green', bot: 'easy' });
    expect(seatAs(bot, 1, null, botName, personName)).toEqual({ name: 'Player 2', color: 'green' });
    // A person stays who they are.
    expect(seatAs({ name: 'Ada', color: 'blue' }, 0, null, botName, personName)).toEqual({ name: 'Ada', color: 'blue' });
  });

  it('solo: one person against three bots on Rust Belt, against one on St. Lucia, all colours distinct', () => {
    const seats = [{ name: 'Ada', color: 'pink' as const }];
    const rb = soloSeats(seats, rustBelt, 'medium', botName, personName);
    expect(rb.map((s) => s.bot ?? 'person')).toEqual(['person', 'medium', 'medium', 'medium']);
    expect(rb[0]).toEqual({ name: 'Ada', color: 'pink' });
    expect(new Set(rb.map((s) => s.color)).size).toBe(4);
    expect(soloSeats(seats, stLucia, 'hard', botName, personName).map((s) => s.bot ?? 'person')).toEqual(['person', 'hard']);
  });

  it('sends the level of a bot seat, and refuses a level the system does not play', () => {
    const f: NewGameForm = { ...form, mapId: 'rust-belt', mapOptions: [], seats: [{ name: 'Ada', color: 'blue' }, { name: 'Bot Alan (Hard)', color: 'green', bot: 'hard' }] };
    expect(toRequest(f, rustBelt).seats).toEqual([{ name: 'Ada', color: 'blue' }, { name: 'Bot Alan (Hard)', color: 'green', bot: 'hard' }]);
    expect(checkForm(f, rustBelt, ['easy', 'medium', 'hard'])).toBeNull();
    expect(checkForm(f, rustBelt, [])).toEqual({ key: 'ui.new.botUnavailable' });
  });
});

describe('the seed of a system with hidden information', () => {
  const spikeForm: NewGameForm = { ...form, ruleSystem: 'spike', edition: 'basic', mapId: 'spike-eastern-us', seats: [{ name: 'A', color: 'blue' }, { name: 'B', color: 'green' }], mapOptions: [] };
  const board: MapInfo = { id: 'spike-eastern-us', title: 'Eastern US', ruleSystem: 'spike', players: { min: 2, max: 4 }, ownRules: false, options: [] };
  it('is shown only where no hand is dealt from it', () => {
    expect(seedShown({ id: 'age-of-steam', editions: ['deluxe'], boardKind: 'hex', players: { min: 1, max: 6 }, hiddenInformation: false })).toBe(true);
    expect(seedShown({ id: 'spike', editions: ['basic'], boardKind: 'lattice', players: { min: 2, max: 4 }, hiddenInformation: true })).toBe(false);
  });
  it('left empty, is drawn when the game is sent (never in the form); a seed typed to replay a game goes along', () => {
    const empty = { ...spikeForm, seedText: '' };
    expect(checkForm(empty, board, [], true)).toBeNull();
    expect(toRequest(empty, board, [], true, () => 123456).seed).toBe(123456);
    expect(toRequest({ ...spikeForm, seedText: '42' }, board, [], true, () => 123456).seed).toBe(42);
    expect(checkForm({ ...spikeForm, seedText: 'x' }, board, [], true)).toEqual({ key: 'ui.new.seedBad' });
    // A system without hidden information keeps its shown seed: an empty one is still refused.
    expect(checkForm({ ...form, seedText: '' }, barbados)).toEqual({ key: 'ui.new.seedBad' });
  });
});
