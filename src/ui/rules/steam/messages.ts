// Steam's texts as the app files them under "steam/": its engine's catalogue (track, auction and Steam reasons, move
// and event descriptions, phase and action names), its UI module's own texts, and how its id parameters are put into
// words.
import type { RuleSystemTexts } from '../texts';
import { STEAM_CATALOGUE, STEAM_ID_PARAMS, steamListParam } from '../../../engine/steam/page';
import { steamUiMessages } from './ui-messages';

export const steamTexts: RuleSystemTexts = {
  id: 'steam',
  catalogue: { ...STEAM_CATALOGUE, ...steamUiMessages },
  params: STEAM_ID_PARAMS,
  listParam: steamListParam,
  firstMap: 'ne-usa-se-canada',
  // The basic game's first turn order: the initial auction (the rulebook's way, the engine's default) or at random.
  setupChoices: [{ id: 'startOrder', values: ['auction', 'random'], editions: ['basic'] }],
};
