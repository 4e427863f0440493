// The texts of the reasons routes.ts and payment.ts give, in English and German (issue 19 point 5). `color` is a
// rail-card colour id (the catalogue names it: color.<id>), `city` a printed place name, `step` the n-th section of the
// route from the network. Spread into Spike's catalogue.
import type { Catalogue } from '../rule-system';

export const ROUTE_MESSAGES: Catalogue = {
  'payment.malformed': { en: 'The cards offered for {color} are not whole numbers of cards.', de: 'Die Karten für {color} sind keine ganze Kartenzahl.' },
  'payment.jokerTooSmall': {
    en: 'A joker set needs at least 2 cards of one colour; {count} {color} is not a set.',
    de: 'Ein Jokersatz braucht mindestens 2 Karten einer Farbe; {count} × {color} ist kein Satz.',
  },
  'payment.jokerSameColor': {
    en: 'Joker cards stand for another colour: {color} cards pay for {color} sections one by one.',
    de: 'Jokerkarten stehen für eine andere Farbe: {color} Karten bezahlen {color} Abschnitte einzeln.',
  },
  'payment.sectionsUnpaid': {
    en: 'The route has {need, plural, one {# {color} section} other {# {color} sections}}, the cards pay for {paid}.',
    de: 'Die Strecke hat {need} Abschnitte {color}, die Karten bezahlen {paid}.',
  },
  'payment.overpaid': {
    en: 'Every card played must pay for a section: the route has {need} {color}, the cards pay for {paid}.',
    de: 'Jede gespielte Karte muss einen Abschnitt bezahlen: Die Strecke hat {need} Abschnitte {color}, die Karten bezahlen {paid}.',
  },
  'payment.notInHand': {
    en: 'That needs {need, plural, one {# {color} card} other {# {color} cards}}; you hold fewer.',
    de: 'Dafür braucht es {need, plural, one {# Karte {color}} other {# Karten {color}}}; du hast weniger.',
  },
  'route.tooShort': { en: 'A route runs from your network to a city: at least one section.', de: 'Eine Strecke führt von deinem Netz zu einer Stadt: mindestens ein Abschnitt.' },
  'route.unknownPoint': { en: 'The route names a point that is not on the board.', de: 'Die Strecke nennt einen Punkt, den es auf dem Spielplan nicht gibt.' },
  'route.noPieces': {
    en: 'You have no track pieces left: you play on with the network you have.',
    de: 'Du hast keine Streckenteile mehr: Du spielst mit deinem bestehenden Netz weiter.',
  },
  'route.tooFewPieces': {
    en: 'The route needs {need} track pieces; you have {have} left.',
    de: 'Die Strecke braucht {need} Streckenteile; du hast noch {have}.',
  },
  'route.notFromNetwork': {
    en: 'A route must start at a city or junction of your own network, never at another player’s track.',
    de: 'Eine Strecke muss an einer Stadt oder einem Knotenpunkt deines eigenen Netzes beginnen, nie an der Strecke eines anderen Spielers.',
  },
  'route.notNeighbours': { en: 'Section {step} of the route does not join two neighbouring points.', de: 'Abschnitt {step} der Strecke verbindet keine benachbarten Punkte.' },
  'route.impassable': { en: 'Section {step} of the route crosses water: no track can go there.', de: 'Abschnitt {step} der Strecke führt über Wasser: Dort kann keine Strecke liegen.' },
  'route.taken': { en: 'Section {step} of the route already has track on it.', de: 'Auf Abschnitt {step} der Strecke liegt schon eine Strecke.' },
  'route.loop': { en: 'The route comes back to a point it passed (section {step}).', de: 'Die Strecke kehrt zu einem Punkt zurück, den sie schon passiert hat (Abschnitt {step}).' },
  'route.throughNetwork': {
    en: 'The route passes your own network after section {step}: start it there instead.',
    de: 'Die Strecke berührt nach Abschnitt {step} dein eigenes Netz: Beginne sie stattdessen dort.',
  },
  'route.throughCity': {
    en: 'A route ends at the first city it reaches: {city}.',
    de: 'Eine Strecke endet an der ersten Stadt, die sie erreicht: {city}.',
  },
  'route.notToCity': { en: 'A route must end at a city.', de: 'Eine Strecke muss an einer Stadt enden.' },
  'route.cityConnected': {
    en: '{city} is already in your network: a route connects a new city.',
    de: '{city} ist schon in deinem Netz: Eine Strecke verbindet eine neue Stadt.',
  },
};
