// Age of Steam's texts as the app files them under "age-of-steam/": its engine's catalogue (track and Age of Steam
// reasons, move and event descriptions, phase and action names), its UI module's own texts, and how its id
// parameters are put into words.
import type { RuleSystemTexts } from '../texts';
import { AOS_CATALOGUE, ID_PARAM_FAMILIES, idListParam } from './engine';
import { aosUiMessages } from './ui-messages';

export const aosTexts: RuleSystemTexts = {
  id: 'age-of-steam',
  catalogue: { ...AOS_CATALOGUE, ...aosUiMessages },
  params: ID_PARAM_FAMILIES,
  listParam: idListParam,
  firstMap: 'rust-belt',
};
