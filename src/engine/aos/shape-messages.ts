// What is wrong with a move's shape (schema.ts), one sentence per problem in English and German. The sentences never
// repeat the move's own values: a hostile file could put anything there (a key, a brace, a megabyte of text).
// AOS_MESSAGES includes this table, so the engine's formatMessage and the app's catalogue both have it.

export const MOVE_SHAPE_MESSAGES: Record<string, { en: string; de: string }> = {
  'move.malformed.notObject': { en: 'That is not a move.', de: 'Das ist kein Zug.' },
  'move.malformed.type': { en: 'That kind of move does not exist.', de: 'Diese Art von Zug gibt es nicht.' },
  'move.malformed.seat': { en: 'The move does not say which player makes it.', de: 'Der Zug sagt nicht, welcher Spieler ihn macht.' },
  'move.malformed.unexpectedField': {
    en: 'The move carries information that does not belong to it.',
    de: 'Der Zug enthält Angaben, die nicht zu ihm gehören.',
  },
  'move.malformed.count': { en: 'The number of shares must be a whole number from 0 to 15.', de: 'Die Zahl der Aktien muss eine ganze Zahl von 0 bis 15 sein.' },
  'move.malformed.amount': { en: 'A bid must be a whole number of dollars.', de: 'Ein Gebot muss ein ganzer Dollarbetrag sein.' },
  'move.malformed.action': { en: 'That action does not exist.', de: 'Diese Aktion gibt es nicht.' },
  'move.malformed.hex': { en: 'The move names no space of the map.', de: 'Der Zug nennt kein Feld der Karte.' },
  'move.malformed.letter': { en: 'A New City is named by a letter from A to H.', de: 'Eine New City hat einen Buchstaben von A bis H.' },
  'move.malformed.tile': { en: 'That track tile does not exist.', de: 'Dieses Streckenplättchen gibt es nicht.' },
  'move.malformed.rotation': { en: 'A tile can only be turned to one of its six sides.', de: 'Ein Plättchen lässt sich nur auf eine seiner sechs Seiten drehen.' },
  'move.malformed.townMarker': {
    en: 'Whether a town marker is placed must be a plain yes or no.',
    de: 'Ob ein Stadtmarker gesetzt wird, muss ein einfaches Ja oder Nein sein.',
  },
  'move.malformed.link': { en: 'The move names no special link.', de: 'Der Zug nennt keine besondere Verbindung.' },
  'move.malformed.seats': { en: 'The transcontinental bonus goes to exactly two players.', de: 'Der transkontinentale Bonus geht an genau zwei Spieler.' },
  'move.malformed.from': { en: 'The delivery names no city it starts from.', de: 'Die Lieferung nennt keine Stadt, in der sie beginnt.' },
  'move.malformed.color': { en: 'The delivery names no goods colour.', de: 'Die Lieferung nennt keine Warenfarbe.' },
  'move.malformed.route': { en: 'A route is a list of at most 6 links.', de: 'Eine Route ist eine Liste von höchstens 6 Linien.' },
  'move.malformed.bonusTo': { en: 'The east–west bonus must go to a player.', de: 'Der Ost-West-Bonus muss an einen Spieler gehen.' },
  'move.malformed.fields': {
    en: 'Production places its cubes on at most 2 fields of the goods display.',
    de: 'Die Produktion legt ihre Würfel auf höchstens 2 Felder der Güterauslage.',
  },
  'move.malformed.field': { en: 'That field is not part of the goods display.', de: 'Dieses Feld gehört nicht zur Güterauslage.' },
};
