// The Suggest button's sentences for Spike (issue 21 point 4), English and German: why Hard would make its move.
// Parameters good, color and attribute are ids the catalogue names (messages.ts SPIKE_ID_PARAMS), cards a list of
// colour ids; city is a place name. Merged into the catalogue in catalogue.ts.
import type { Catalogue } from '../../rule-system';

export const SPIKE_HINT_MESSAGES: Catalogue = {
  'hint.deliver': { en: 'Deliver {good} to {city}: the contract pays ${pay}.', de: '{good} nach {city} liefern: der Vertrag zahlt ${pay}.' },
  'hint.load': { en: 'Load {good} here: a contract of yours pays for it in a city your track reaches.', de: '{good} hier laden: einer deiner Verträge zahlt dafür in einer Stadt, die deine Strecke erreicht.' },
  'hint.carry': { en: 'Move the train toward {city}: freight waits to be loaded or delivered there.', de: 'Den Zug Richtung {city} fahren: dort wartet Fracht zum Laden oder Liefern.' },
  'hint.trip': {
    en: 'Move the train toward {city}: it can deliver {good} to {dest} for ${pay} in about {turns, plural, one {# turn} other {# turns}}, moving on for free each turn.',
    de: 'Den Zug Richtung {city} fahren: er kann {good} in etwa {turns, plural, one {# Spielzug} other {# Spielzügen}} für ${pay} nach {dest} liefern und fährt jeden Spielzug kostenlos weiter.',
  },
  'hint.move': { en: 'Move the train on: nothing else pays more this turn.', de: 'Den Zug weiterfahren: nichts anderes bringt in diesem Zug mehr.' },
  'hint.build': { en: 'Build to {city}: its {good} scores ${gain} now and your network grows.', de: 'Nach {city} bauen: {good} bringt jetzt ${gain}, und dein Netz wächst.' },
  'hint.buildDestination': { en: 'Build to {city}: it scores ${gain} now, and a contract of yours pays ${pay} for a delivery there.', de: 'Nach {city} bauen: es bringt jetzt ${gain}, und einer deiner Verträge zahlt ${pay} für eine Lieferung dorthin.' },
  'hint.drawDisplay': { en: 'Draw {count, plural, one {# card} other {# cards}}, taking {cards} from the display: the colours your next route needs.', de: '{count, plural, one {# Karte} other {# Karten}} ziehen, davon {cards} aus der Auslage: die Farben, die deine nächste Strecke braucht.' },
  'hint.drawPile': { en: 'Draw {count, plural, one {# card} other {# cards}} from the pile: the display has none of the colours your next route needs.', de: '{count, plural, one {# Karte} other {# Karten}} vom Stapel ziehen: die Auslage hat keine der Farben, die deine nächste Strecke braucht.' },
  'hint.upgrade': { en: 'Upgrade your {attribute}: it pays back in the rounds left.', de: '{attribute} verbessern: das zahlt sich in den verbleibenden Runden aus.' },
  'hint.discard': { en: 'Drop {good} back onto its contract: nothing else is worth doing.', de: '{good} auf den Vertrag zurückwerfen: nichts anderes lohnt sich.' },
  'hint.pass': { en: 'Pass: no action is possible.', de: 'Passen: keine Aktion ist möglich.' },
  'hint.chooseSetup': { en: 'Keep the sides that pay most and the route card that pays most for the track it needs.', de: 'Die Seiten behalten, die am meisten zahlen, und die Streckenkarte, die für ihre Strecke am meisten bringt.' },
  'hint.gift': { en: 'Give a {color} card: you hold the most of that colour.', de: 'Eine Karte {color} abgeben: von dieser Farbe hast du die meisten.' },
  'hint.placeLoco': { en: 'Start in {city}: near your contracts’ goods and destinations and your route card.', de: 'In {city} beginnen: nahe an den Waren und Zielen deiner Verträge und an deiner Streckenkarte.' },
};
