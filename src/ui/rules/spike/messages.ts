// Spike's texts as the app files them under "spike/": its engine's catalogue (route and payment reasons, move and event
// descriptions, colour, good and decision names), its UI module's own texts, and how its id parameters are put into
// words.
import type { RuleSystemTexts } from '../texts';
import { SPIKE_CATALOGUE, SPIKE_ID_PARAMS, spikeListParam } from '../../../engine/spike/page';
import { spikeUiMessages } from './ui-messages';

export const spikeTexts: RuleSystemTexts = {
  id: 'spike',
  catalogue: { ...SPIKE_CATALOGUE, ...spikeUiMessages },
  params: SPIKE_ID_PARAMS,
  listParam: spikeListParam,
  firstMap: 'spike-eastern-us',
};
