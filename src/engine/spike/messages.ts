// Every message key the Spike engine emits (reasons, decisions, move descriptions, events, names), in English and
// German, with {param} placeholders in the catalogue text format (message-text.ts). The route and payment reasons of
// route-messages.ts and the shared texts of common-messages.ts are merged in catalogue.ts.
import { COMMON_MESSAGES } from '../common-messages';
import type { Catalogue } from '../rule-system';

/** Parameters whose value is an id the catalogue names: `good: 'cows'` reads "cows" ("Rinder"). */
export const SPIKE_ID_PARAMS: Readonly<Record<string, string>> = { color: 'color', good: 'good', load: 'good', attribute: 'attribute', decision: 'decision' };

/** List parameters in words: `cards`, `drawn` and `goods` are lists of colour or good ids ("blue, red" → "blau, rot"). */
export function spikeListParam(name: string, value: string | number, lang: 'en' | 'de'): string | number {
  const prefix = name === 'cards' || name === 'drawn' ? 'color' : name === 'goods' ? 'good' : null;
  if (!prefix) return value;
  return String(value)
    .split(/,\s*/)
    .filter((c) => c.length > 0)
    .map((c) => (SPIKE_NAMES[`${prefix}.${c}`] ?? COMMON_MESSAGES[`${prefix}.${c}`])?.[lang] ?? c)
    .join(', ');
}

export const SPIKE_NAMES: Catalogue = {
  'color.green': { en: 'green', de: 'grün' },
  'good.cows': { en: 'cows', de: 'Rinder' },
  'good.wood': { en: 'wood', de: 'Holz' },
  'good.corn': { en: 'corn', de: 'Mais' },
  'good.wheat': { en: 'wheat', de: 'Weizen' },
  'good.coal': { en: 'coal', de: 'Kohle' },
  'good.oil': { en: 'oil', de: 'Öl' },
  'good.steel': { en: 'steel', de: 'Stahl' },
  'good.cloth': { en: 'cloth', de: 'Stoff' },
  'good.pigs': { en: 'pigs', de: 'Schweine' },
  'good.flour': { en: 'flour', de: 'Mehl' },
  'good.peaches': { en: 'peaches', de: 'Pfirsiche' },
  'good.cotton': { en: 'cotton', de: 'Baumwolle' },
  'attribute.speed': { en: 'speed', de: 'Geschwindigkeit' },
  'attribute.tender': { en: 'pulling power', de: 'Zugkraft' },
  'attribute.capacity': { en: 'freight capacity', de: 'Frachtkapazität' },
  'edition.basic': { en: 'Basic game', de: 'Grundspiel' },
  'edition.advanced': { en: 'Advanced game', de: 'Fortgeschrittenenspiel' },
  'decision.chooseSetup': { en: 'choose contract sides and a route card', de: 'Vertragsseiten und eine Streckenkarte wählen' },
  'decision.gift': { en: 'give a rail card to the last player', de: 'dem letzten Spieler eine Eisenbahnkarte geben' },
  'decision.placeLoco': { en: 'place the locomotive on a city', de: 'die Lokomotive in eine Stadt setzen' },
  'decision.freeMove': { en: 'free move or an action', de: 'kostenlose Zugbewegung oder eine Aktion' },
  'decision.action': { en: 'one action', de: 'eine Aktion' },
};

const REASONS: Catalogue = {
  'setup.mapGame': { en: '{map} is not a Spike board.', de: '{map} ist kein Spike-Spielplan.' },
  'setup.playerCount': { en: 'Spike on this board is for {min}–{max} players, not {count}.', de: 'Spike auf diesem Plan ist für {min}–{max} Spieler, nicht für {count}.' },
  'import.record.options': { en: 'The record names options Spike does not have.', de: 'Die Partie nennt Optionen, die Spike nicht kennt.' },
  'phase.wrongDecision': { en: 'That is not possible now. Now: {decision}.', de: 'Das geht jetzt nicht. Jetzt: {decision}.' },
  'move.malformed.choice': { en: 'A choice names a side (0 or 1) per contract card and a route card.', de: 'Eine Wahl nennt je Vertragskarte eine Seite (0 oder 1) und eine Streckenkarte.' },
  'move.malformed.color': { en: 'The move names no rail-card colour.', de: 'Der Zug nennt keine Farbe einer Eisenbahnkarte.' },
  'move.malformed.city': { en: 'The move names no city.', de: 'Der Zug nennt keine Stadt.' },
  'move.malformed.path': { en: 'A train move is a list of 1 to 8 spaces.', de: 'Eine Zugbewegung ist eine Liste von 1 bis 8 Feldern.' },
  'move.malformed.draw': { en: 'A draw names up to 4 display cards and a number of cards from the pile.', de: 'Ein Nachziehen nennt bis zu 4 Karten der Auslage und eine Anzahl Karten vom Stapel.' },
  'move.malformed.route': { en: 'A route is a list of points and the cards that pay for it.', de: 'Eine Strecke ist eine Liste von Punkten und den Karten, die sie bezahlen.' },
  'move.malformed.attribute': { en: 'A train has speed, pulling power and freight capacity.', de: 'Ein Zug hat Geschwindigkeit, Zugkraft und Frachtkapazität.' },
  'move.malformed.good': { en: 'The move names no good.', de: 'Der Zug nennt keine Ware.' },
  'choose.sides': { en: 'Choose a side for each of your {count} contract cards.', de: 'Wähle für jede deiner {count} Vertragskarten eine Seite.' },
  'choose.routeCard': { en: 'Keep one of the two route cards you were dealt.', de: 'Behalte eine der beiden Streckenkarten, die du erhalten hast.' },
  'gift.notInHand': { en: 'You hold no {color} card to give.', de: 'Du hast keine Karte {color} zum Verschenken.' },
  'placeLoco.notCity': { en: 'The locomotive starts in a city.', de: 'Die Lokomotive beginnt in einer Stadt.' },
  'draw.noCards': { en: 'There is no rail card left to draw.', de: 'Es ist keine Eisenbahnkarte mehr zum Ziehen da.' },
  'draw.count': {
    en: 'Draw {count, plural, one {exactly # card} other {exactly # cards}}: up to your pulling power, at least one.',
    de: 'Ziehe genau {count, plural, one {# Karte} other {# Karten}}: bis zu deiner Zugkraft, mindestens eine.',
  },
  'draw.notInDisplay': { en: 'There is no {color} card in the display.', de: 'In der Auslage liegt keine Karte {color}.' },
  'draw.pileShort': { en: 'Only {count} cards are left face down.', de: 'Verdeckt liegen nur noch {count} Karten.' },
  'upgrade.atBest': { en: 'Your {attribute} has had both its upgrades.', de: 'Deine {attribute} ist schon zweimal verbessert.' },
  'upgrade.cannotAfford': { en: 'This upgrade costs ${cost}; you have ${money}.', de: 'Diese Verbesserung kostet ${cost}; du hast ${money}.' },
  'move.noLocomotive': { en: 'Your locomotive is not on the board yet.', de: 'Deine Lokomotive steht noch nicht auf dem Plan.' },
  'move.noSpaces': { en: 'A move goes at least one space.', de: 'Eine Bewegung geht mindestens ein Feld weit.' },
  'move.tooFar': { en: 'Your train moves at most {max} spaces, not {spaces}.', de: 'Dein Zug fährt höchstens {max} Felder, nicht {spaces}.' },
  'move.notOwnTrack': { en: 'Space {step} of the move is not one step on along your own track.', de: 'Feld {step} der Bewegung ist kein Schritt weiter auf deiner eigenen Strecke.' },
  'move.cityStops': { en: 'A train that enters a city stops there.', de: 'Ein Zug, der in eine Stadt fährt, hält dort an.' },
  'move.freeOnlyEnRoute': { en: 'The free move is only at the start of your turn, with your train on open track.', de: 'Die kostenlose Zugbewegung gibt es nur zu Beginn des Zuges, wenn dein Zug auf offener Strecke steht.' },
  'move.notInCity': { en: 'Only a train standing in a city is set moving.', de: 'Nur ein Zug, der in einer Stadt steht, wird in Bewegung gesetzt.' },
  'move.stoppedThisTurn': { en: 'Your train stopped in a city this turn; it moves on in a later turn.', de: 'Dein Zug hat in diesem Zug in einer Stadt angehalten; er fährt in einem späteren Spielzug weiter.' },
  'move.extraOnlyEnRoute': { en: 'The extra move is for a train on open track.', de: 'Die Zusatzbewegung gibt es für einen Zug auf offener Strecke.' },
  'move.extraOneSpace': { en: 'The extra move is exactly one space.', de: 'Die Zusatzbewegung ist genau ein Feld.' },
  'deliver.notInCity': { en: 'Goods are delivered only where the train enters a city.', de: 'Waren werden nur geliefert, wo der Zug in eine Stadt fährt.' },
  'deliver.cityServed': { en: 'You have delivered to {city} already: one good per city.', de: 'Du hast {city} schon beliefert: eine Ware je Stadt.' },
  'deliver.notOnTrain': { en: 'Your train carries no {good}.', de: 'Dein Zug hat {good} nicht geladen.' },
  'deliver.notListed': { en: 'Your {good} contract does not list {city}.', de: 'Dein Vertrag für {good} nennt {city} nicht.' },
  'load.notHere': { en: 'You cannot load {good} here (the city, your contracts or a full train).', de: 'Du kannst {good} hier nicht laden (Stadt, Verträge oder voller Zug).' },
  'discard.notOnTrain': { en: 'Your train carries no {good} to drop.', de: 'Dein Zug hat {good} nicht an Bord.' },
  'pass.actionPossible': { en: 'You must take one action; passing is only for a turn with none possible.', de: 'Du musst eine Aktion ausführen; passen darf nur, wer keine ausführen kann.' },
};

const MOVES: Catalogue = {
  'moveDesc.chooseSetup': { en: '{name} chose contract sides and a route card', de: '{name} wählt Vertragsseiten und eine Streckenkarte' },
  'moveDesc.gift': { en: '{name} gives {to} a {color} card', de: '{name} gibt {to} eine Karte {color}' },
  'moveDesc.giftHidden': { en: '{name} gives {to} a card', de: '{name} gibt {to} eine Karte' },
  'moveDesc.placeLoco': { en: '{name} places the locomotive in {city}', de: '{name} setzt die Lokomotive nach {city}' },
  'moveDesc.freeMove': { en: '{name} moves {spaces, plural, one {# space} other {# spaces}} (free move)', de: '{name} fährt {spaces, plural, one {# Feld} other {# Felder}} (kostenlose Zugbewegung)' },
  'moveDesc.freeMoveCity': { en: '{name} moves into {city} (free move)', de: '{name} fährt nach {city} (kostenlose Zugbewegung)' },
  'moveDesc.freeMoveDeliver': { en: '{name} moves into {city} and delivers {good} (free move)', de: '{name} fährt nach {city} und liefert {good} (kostenlose Zugbewegung)' },
  'moveDesc.startMoving': { en: '{name} sets the train moving, {spaces, plural, one {# space} other {# spaces}}', de: '{name} setzt den Zug in Bewegung, {spaces, plural, one {# Feld} other {# Felder}}' },
  'moveDesc.startMovingCity': { en: '{name} sets the train moving into {city}', de: '{name} setzt den Zug in Bewegung nach {city}' },
  'moveDesc.startMovingDeliver': { en: '{name} sets the train moving into {city} and delivers {good}', de: '{name} setzt den Zug in Bewegung nach {city} und liefert {good}' },
  'moveDesc.startMovingLoad': { en: '{name} loads {load} and sets the train moving, {spaces, plural, one {# space} other {# spaces}}', de: '{name} lädt {load} und setzt den Zug in Bewegung, {spaces, plural, one {# Feld} other {# Felder}}' },
  'moveDesc.startMovingLoadCity': { en: '{name} loads {load} and moves into {city}', de: '{name} lädt {load} und fährt nach {city}' },
  'moveDesc.startMovingLoadDeliver': { en: '{name} loads {load}, moves into {city} and delivers {good}', de: '{name} lädt {load}, fährt nach {city} und liefert {good}' },
  'moveDesc.extraMove': { en: '{name} moves one space (extra move)', de: '{name} fährt ein Feld (Zusatzbewegung)' },
  'moveDesc.extraMoveCity': { en: '{name} moves into {city} (extra move)', de: '{name} fährt nach {city} (Zusatzbewegung)' },
  'moveDesc.extraMoveDeliver': { en: '{name} moves into {city} and delivers {good} (extra move)', de: '{name} fährt nach {city} und liefert {good} (Zusatzbewegung)' },
  'moveDesc.draw': {
    en: '{name} drew {count, plural, one {# card} other {# cards}}, {shown} of them from the display: {cards}',
    de: '{name} zieht {count, plural, one {# Karte} other {# Karten}}, davon {shown} aus der Auslage: {cards}',
  },
  'moveDesc.drawOwn': { en: '{name} drew {cards} from the display and {drawn} from the pile', de: '{name} zieht {cards} aus der Auslage und {drawn} vom Stapel' },
  'moveDesc.drawOwnPile': { en: '{name} drew {drawn} from the pile', de: '{name} zieht {drawn} vom Stapel' },
  'moveDesc.drawPile': { en: '{name} drew {count, plural, one {# card} other {# cards}} from the pile', de: '{name} zieht {count, plural, one {# Karte} other {# Karten}} vom Stapel' },
  'moveDesc.drawDisplay': { en: '{name} drew {cards} from the display', de: '{name} zieht {cards} aus der Auslage' },
  'moveDesc.build': {
    en: '{name} builds {pieces, plural, one {# piece} other {# pieces}} to {city} with {cards} and scores {good} for ${gain}',
    de: '{name} baut {pieces, plural, one {# Streckenteil} other {# Streckenteile}} nach {city} mit {cards} und wertet {good} für ${gain}',
  },
  'moveDesc.upgrade': { en: '{name} upgrades {attribute} to level {level} for ${cost}', de: '{name} verbessert {attribute} auf Stufe {level} für ${cost}' },
  'moveDesc.discard': { en: '{name} drops {good} back onto its contract', de: '{name} wirft {good} auf den Vertrag zurück' },
  'moveDesc.pass': { en: '{name} can take no action', de: '{name} kann keine Aktion ausführen' },
};

const EVENTS: Catalogue = {
  'event.startPlayer': { en: '{name} starts; order: {order}', de: '{name} beginnt; Reihenfolge: {order}' },
  'event.marketLaid': { en: 'The market is laid out: {market}', de: 'Die Markttafel ist ausgelegt: {market}' },
  'event.contractsDealt': { en: '{name} gets {count} contract cards: {goods}', de: '{name} erhält {count} Vertragskarten: {goods}' },
  'event.dealt': { en: '{name} is dealt {cards} and {count, plural, one {# route card} other {# route cards}}', de: '{name} erhält {cards} und {count, plural, one {# Streckenkarte} other {# Streckenkarten}}' },
  'event.dealtHidden': {
    en: '{name} is dealt {count} rail cards and {routes, plural, one {# route card} other {# route cards}}',
    de: '{name} erhält {count} Eisenbahnkarten und {routes, plural, one {# Streckenkarte} other {# Streckenkarten}}',
  },
  'event.displayRefilled': { en: 'Turned up for the display: {cards}', de: 'Für die Auslage aufgedeckt: {cards}' },
  'event.setupChosen': { en: '{name} has chosen', de: '{name} hat gewählt' },
  'event.contractsRevealed': { en: 'The contract sides chosen are on the table', de: 'Die gewählten Vertragsseiten liegen offen' },
  'event.gift': { en: '{name} gives {to} a {color} card', de: '{name} gibt {to} eine Karte {color}' },
  'event.giftHidden': { en: '{name} gives {to} a card', de: '{name} gibt {to} eine Karte' },
  'event.locoPlaced': { en: '{name} places the locomotive in {city}', de: '{name} setzt die Lokomotive nach {city}' },
  'event.timeCard': { en: 'Time card {number} of 3 is drawn', de: 'Zeitkarte {number} von 3 ist gezogen' },
  'event.roundStarted': { en: 'Round {round} begins: {pile} cards shuffled into a new pile', de: 'Runde {round} beginnt: {pile} Karten als neuer Stapel gemischt' },
  'event.pileSplit': { en: 'The last pile: the three time cards are mixed into its lower half', de: 'Der letzte Stapel: die drei Zeitkarten sind in seine untere Hälfte gemischt' },
  'event.drew': {
    en: '{name} drew {count, plural, one {# card} other {# cards}}, {shown} of them from the display: {cards}',
    de: '{name} zieht {count, plural, one {# Karte} other {# Karten}}, davon {shown} aus der Auslage: {cards}',
  },
  'event.drewOwn': { en: '{name} drew {cards} from the display and {drawn} from the pile', de: '{name} zieht {cards} aus der Auslage und {drawn} vom Stapel' },
  'event.drewOwnPile': { en: '{name} drew {drawn} from the pile', de: '{name} zieht {drawn} vom Stapel' },
  'event.drewPile': { en: '{name} drew {count, plural, one {# card} other {# cards}} from the pile', de: '{name} zieht {count, plural, one {# Karte} other {# Karten}} vom Stapel' },
  'event.drewDisplay': { en: '{name} drew {cards} from the display', de: '{name} zieht {cards} aus der Auslage' },
  'event.built': {
    en: '{name} builds {pieces, plural, one {# piece} other {# pieces}} to {city} with {cards}; {good} scores ${gain}',
    de: '{name} baut {pieces, plural, one {# Streckenteil} other {# Streckenteile}} nach {city} mit {cards}; {good} bringt ${gain}',
  },
  'event.upgraded': { en: '{name} upgrades {attribute} to level {level} for ${cost}', de: '{name} verbessert {attribute} auf Stufe {level} für ${cost}' },
  'event.moved': { en: "{name}'s train moves {spaces, plural, one {# space} other {# spaces}}", de: 'Der Zug von {name} fährt {spaces, plural, one {# Feld} other {# Felder}}' },
  'event.movedCity': { en: "{name}'s train enters {city}", de: 'Der Zug von {name} fährt nach {city}' },
  'event.loaded': { en: '{name} loads {good}', de: '{name} lädt {good}' },
  'event.delivered': { en: '{name} delivers {good} to {city} for ${pay}', de: '{name} liefert {good} nach {city} für ${pay}' },
  'event.discarded': { en: '{name} drops {good}', de: '{name} wirft {good} ab' },
  'event.passed': { en: '{name} can take no action', de: '{name} kann keine Aktion ausführen' },
  'event.specialEnd': { en: '{name} has built all track and can deliver nothing more: everyone else has one more turn', de: '{name} hat alle Strecken gebaut und kann nichts mehr liefern: alle anderen haben noch einen Spielzug' },
  'event.gameEnded': { en: 'The game is over', de: 'Das Spiel ist zu Ende' },
  'event.routeScored': { en: '{name} reveals the route card from {top}: ${bonus}', de: '{name} deckt die Streckenkarte ab {top} auf: ${bonus}' },
  'event.winners': { en: 'Winner: {winners}', de: 'Gewinner: {winners}' },
};

export const SPIKE_MESSAGES: Catalogue = { ...SPIKE_NAMES, ...REASONS, ...MOVES, ...EVENTS };
