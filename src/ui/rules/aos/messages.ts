// Age of Steam's texts as the app files them under "age-of-steam/": its engine's catalogue (track and Age of Steam
// reasons, move and event descriptions, phase and action names), its UI module's own texts, and how its id
// parameters are put into words.
import type { RuleSystemTexts } from '../texts';
import { AOS_CATALOGUE, idListParam } from './engine';
import { aosUiMessages } from './ui-messages';

export const aosTexts: RuleSystemTexts = {
  id: 'age-of-steam',
  catalogue: { ...AOS_CATALOGUE, ...aosUiMessages },
  params: { action: 'actionName', phase: 'phaseName', color: 'color', group: 'group', dir: 'direction' },
  listParam: idListParam,
  firstMap: 'rust-belt',
};
