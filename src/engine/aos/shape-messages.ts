// What is wrong with a move's shape (schema.ts), one sentence per problem in English and German. The sentences never
// repeat the move's own values: a hostile file could put anything there (a key, a brace, a megabyte of text).
// AOS_MESSAGES includes this table, so the engine's formatMessage and the app's catalogue both have it. The shape
// sentences every system shares (not an object, no seat, a hex, a tile …) are in ../common-messages.ts.

export const MOVE_SHAPE_MESSAGES: Record<string, { en: string; de: string }> = {
  'move.malformed.count': { en: 'The number of shares must be a whole number from 0 to 15.', de: 'Die Zahl der Aktien muss eine ganze Zahl von 0 bis 15 sein.' },
  'move.malformed.action': { en: 'That action does not exist.', de: 'Diese Aktion gibt es nicht.' },
  'move.malformed.letter': { en: 'A New City is named by a letter from A to H.', de: 'Eine New City hat einen Buchstaben von A bis H.' },
  'move.malformed.townMarker': {
    en: 'Whether a town marker is placed must be a plain yes or no.',
    de: 'Ob ein Stadtmarker gesetzt wird, muss ein einfaches Ja oder Nein sein.',
  },
  'move.malformed.link': { en: 'The move names no special link.', de: 'Der Zug nennt keine besondere Verbindung.' },
  'move.malformed.seats': { en: 'The transcontinental bonus goes to exactly two players.', de: 'Der transkontinentale Bonus geht an genau zwei Spieler.' },
  'move.malformed.color': { en: 'The delivery names no goods colour.', de: 'Die Lieferung nennt keine Warenfarbe.' },
  'move.malformed.route': { en: 'A route is a list of at most 6 links.', de: 'Eine Route ist eine Liste von höchstens 6 Linien.' },
  'move.malformed.bonusTo': { en: 'The east–west bonus must go to a player.', de: 'Der Ost-West-Bonus muss an einen Spieler gehen.' },
  'move.malformed.fields': {
    en: 'Production places its cubes on at most 2 fields of the goods display.',
    de: 'Die Produktion legt ihre Würfel auf höchstens 2 Felder der Güterauslage.',
  },
  'move.malformed.field': { en: 'That field is not part of the goods display.', de: 'Dieses Feld gehört nicht zur Güterauslage.' },
};
