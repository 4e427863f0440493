// Steam's texts as the app files them under "steam/": its engine's catalogue (track, auction and Steam reasons, move
// and event descriptions, phase and action names) and how its id parameters are put into words. The game screen's
// panels for Steam are their own issue; until they land the new-game screen does not offer Steam, but a reason from a
// Steam file (an import refused on the home screen) is still said in words.
import type { RuleSystemTexts } from '../texts';
import { STEAM_CATALOGUE, STEAM_ID_PARAMS } from '../../../engine/steam/page';

export const steamTexts: RuleSystemTexts = {
  id: 'steam',
  catalogue: STEAM_CATALOGUE,
  params: STEAM_ID_PARAMS,
  firstMap: 'ne-usa-se-canada',
};
