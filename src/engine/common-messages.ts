// Texts every rule system says the same way, in English and German: a move's shape as the kernel's records and the
// systems' schemas check it, the setup checks every system makes, whose turn it is, the goods colours of the map
// format and the compass directions of map/where.ts. Each system spreads them into its own catalogue (the app files a
// system's texts under its id), so the sentences live once.
export const COMMON_MESSAGES: Record<string, { en: string; de: string }> = {
  'game.over': { en: 'The game is over.', de: 'Das Spiel ist zu Ende.' },
  'turn.notYourTurn': { en: "It is {name}'s turn.", de: '{name} ist am Zug.' },
  'setup.ruleSystem': { en: 'Unknown rule system {ruleSystem}.', de: 'Unbekanntes Regelsystem {ruleSystem}.' },
  'setup.edition': { en: 'Unknown edition {edition}.', de: 'Unbekannte Ausgabe {edition}.' },
  'setup.seed': { en: 'The seed {seed} is not a whole number from 0 to 4294967295.', de: 'Der Startwert {seed} ist keine ganze Zahl von 0 bis 4294967295.' },
  'setup.duplicateColor': { en: 'Two players have the same colour.', de: 'Zwei Spieler haben dieselbe Farbe.' },
  // The sentences never repeat the move's own values: a hostile file could put anything there.
  'move.malformed.notObject': { en: 'That is not a move.', de: 'Das ist kein Zug.' },
  'move.malformed.type': { en: 'That kind of move does not exist.', de: 'Diese Art von Zug gibt es nicht.' },
  'move.malformed.seat': { en: 'The move does not say which player makes it.', de: 'Der Zug sagt nicht, welcher Spieler ihn macht.' },
  'move.malformed.unexpectedField': { en: 'The move carries information that does not belong to it.', de: 'Der Zug enthält Angaben, die nicht zu ihm gehören.' },
  'move.malformed.amount': { en: 'A bid must be a whole number of dollars.', de: 'Ein Gebot muss ein ganzer Dollarbetrag sein.' },
  'move.malformed.hex': { en: 'The move names no space of the map.', de: 'Der Zug nennt kein Feld der Karte.' },
  'move.malformed.tile': { en: 'That track tile does not exist.', de: 'Dieses Streckenplättchen gibt es nicht.' },
  'move.malformed.rotation': { en: 'A tile can only be turned to one of its six sides.', de: 'Ein Plättchen lässt sich nur auf eine seiner sechs Seiten drehen.' },
  'move.malformed.from': { en: 'The delivery names no city it starts from.', de: 'Die Lieferung nennt keine Stadt, in der sie beginnt.' },
  'color.red': { en: 'red', de: 'rot' },
  'color.blue': { en: 'blue', de: 'blau' },
  'color.purple': { en: 'purple', de: 'lila' },
  'color.yellow': { en: 'yellow', de: 'gelb' },
  'color.black': { en: 'black', de: 'schwarz' },
  'color.grey': { en: 'grey', de: 'grau' },
  'color.white': { en: 'white', de: 'weiß' },
  // A hex named by the nearest place (map/where.ts): the board cursor and the history say it in every system.
  'where.near': { en: '{dist, plural, one {# hex} other {# hexes}} {dir} of {place}', de: '{dist, plural, one {# Feld} other {# Felder}} {dir} von {place}' },
  'direction.n': { en: 'north', de: 'nördlich' },
  'direction.ne': { en: 'north-east', de: 'nordöstlich' },
  'direction.e': { en: 'east', de: 'östlich' },
  'direction.se': { en: 'south-east', de: 'südöstlich' },
  'direction.s': { en: 'south', de: 'südlich' },
  'direction.sw': { en: 'south-west', de: 'südwestlich' },
  'direction.w': { en: 'west', de: 'westlich' },
  'direction.nw': { en: 'north-west', de: 'nordwestlich' },
};
