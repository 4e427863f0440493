// Every message key the track module emits (build, urbanize and delivery reasons), in English and German.
// {player} is a player's name, {color} a goods colour id (the UI translates it), {place} a place name.
// Build reasons about a hex also carry `hex` (the hex tried, or a section's open end) for the board to point at.

export const TRACK_MESSAGES: Record<string, { en: string; de: string }> = {
  'build.offBoard': { en: 'That track would run off the board.', de: 'Diese Strecke würde vom Spielplan herunterführen.' },
  'build.intoLake': { en: 'That track would run into a lake.', de: 'Diese Strecke würde in einen See führen.' },
  'build.impassableEdge': { en: 'No track may cross that edge.', de: 'Über diese Kante darf keine Strecke führen.' },
  'build.onCity': { en: 'No tile may be built on the city {place}.', de: 'Auf die Großstadt {place} darf kein Plättchen gebaut werden.' },
  'build.unknownTile': { en: 'There is no tile called {tile}.', de: 'Ein Plättchen namens {tile} gibt es nicht.' },
  'build.badRotation': { en: 'A tile can be turned to six positions only (0 to 5).', de: 'Ein Plättchen lässt sich nur in sechs Stellungen drehen (0 bis 5).' },
  'build.townTileOffTown': { en: 'Town tiles may only be built on town hexes.', de: 'Stadtplättchen dürfen nur auf Stadtfeldern gebaut werden.' },
  'build.townMarkerOffTown': { en: 'A town marker belongs only on a town hex.', de: 'Ein Stadt-Marker gehört nur auf ein Stadtfeld.' },
  'build.townMarkerRequired': {
    en: 'On a town hex, build a town tile or put a town marker on the tile.',
    de: 'Auf einem Stadtfeld baust du ein Stadtplättchen oder legst einen Stadt-Marker auf das Plättchen.',
  },
  'build.townTileRequired': { en: 'Only town tiles may be built on a town hex.', de: 'Auf ein Stadtfeld dürfen nur Stadtplättchen.' },
  'build.townMarkerOnTownTile': { en: 'A town tile needs no town marker.', de: 'Ein Stadtplättchen braucht keinen Stadt-Marker.' },
  'build.firstTileNew': { en: 'Your first tile must be placed on an empty hex.', de: 'Dein erstes Plättchen musst du auf ein leeres Feld legen.' },
  'build.firstTileSimple': { en: 'Your first tile must be a simple track (straight or curve).', de: 'Dein erstes Plättchen muss eine einfache Strecke sein (Gerade oder Kurve).' },
  'build.firstTileNextToCity': {
    en: 'Your first tile must be next to a city, with its track leading into the city.',
    de: 'Dein erstes Plättchen muss an eine Großstadt grenzen und seine Strecke in die Großstadt führen.',
  },
  'build.noTilesLeft': { en: 'No {tile} tile is left in the box.', de: 'Im Vorrat ist kein Plättchen {tile} mehr.' },
  'build.noTownMarkers': { en: 'All {markers} town markers are on the board.', de: 'Alle {markers} Stadt-Marker liegen schon auf dem Spielplan.' },
  'build.notAllowedHere': { en: 'That tile cannot be placed on this hex.', de: 'Dieses Plättchen kann nicht auf dieses Feld gelegt werden.' },
  'build.nothingNew': {
    en: 'That tile adds no new track to the {tile} tile already there.',
    de: 'Dieses Plättchen fügt dem dort liegenden Plättchen {tile} keine neue Strecke hinzu.',
  },
  'build.changesOtherRoute': { en: "That would change the route of {player}'s track.", de: 'Damit würdest du den Streckenverlauf von {player} ändern.' },
  'build.townNoRedirect': {
    en: 'Track leading into {place} cannot be redirected; you may only add connections to the town.',
    de: 'Strecken, die nach {place} führen, kannst du nicht umleiten; du darfst nur Verbindungen zur Stadt hinzufügen.',
  },
  'build.redirectOnlyEnd': {
    en: 'Only the end tile of an incomplete section can be redirected; other track must stay as it is.',
    de: 'Umleiten kannst du nur das Endplättchen eines unvollendeten Streckenabschnitts; andere Strecken bleiben, wie sie sind.',
  },
  'build.redirectKeepsStart': {
    en: 'A redirected track must still join the section it ends.',
    de: 'Eine umgeleitete Strecke muss weiter an den Abschnitt anschließen, den sie beendet.',
  },
  'build.joinsOtherPlayer': { en: "That track would join {player}'s track directly.", de: 'Diese Strecke würde direkt an die Strecke von {player} anschließen.' },
  'build.cannotReclaim': {
    en: 'You lost the section from {place}; only another player may take it over by extending it.',
    de: 'Du hast den Abschnitt ab {place} verloren; nur ein anderer Spieler darf ihn durch Ausbau übernehmen.',
  },
  'build.cannotClaim': {
    en: 'You may not take over the section from {place}: it starts neither at a city nor at your own complete links.',
    de: 'Den Abschnitt ab {place} darfst du nicht übernehmen: Er beginnt weder an einer Großstadt noch an deinen eigenen fertigen Eisenbahnlinien.',
  },
  'build.closedLoop': { en: 'That track would close a ring that reaches no city or town.', de: 'Diese Strecke würde einen Ring ohne Stadt oder Großstadt schließen.' },
  'build.selfLoop': { en: '{place} would be connected directly to itself.', de: '{place} würde direkt mit sich selbst verbunden.' },
  'build.notConnected': {
    en: 'New track must connect through your own track to a city.',
    de: 'Neue Strecken müssen über deine eigenen Strecken mit einer Großstadt verbunden sein.',
  },
  'build.cannotAfford': { en: 'Building here costs ${cost} and you have ${cash}.', de: 'Der Bau hier kostet ${cost}, du hast aber nur ${cash}.' },
  'urbanize.notTownHex': { en: '{place} is not a town: a New City goes only on a town.', de: '{place} ist keine Stadt: Eine New City kommt nur auf eine Stadt.' },
  'urbanize.alreadyCity': { en: '{place} is already a New City.', de: '{place} ist schon eine New City.' },
  'deliver.noCube': { en: 'There is no {color} cube at {place}.', de: 'In {place} liegt kein {color} Güterwürfel.' },
  'deliver.emptyRoute': { en: 'A cube must travel along at least one link.', de: 'Ein Güterwürfel muss über mindestens eine Linie transportiert werden.' },
  'deliver.tooManyLinks': { en: 'That route uses {links} links but your engine moves {engine}.', de: 'Diese Route nutzt {links} Linien, deine Lok schafft aber nur {engine}.' },
  'deliver.unknownLink': { en: 'There is no link {link} on the board.', de: 'Die Linie {link} gibt es auf dem Spielplan nicht.' },
  'deliver.incompleteLink': {
    en: 'The track from {place} ({link}) is not a complete link: goods travel only along complete links.',
    de: 'Die Strecke ab {place} ({link}) ist keine fertige Eisenbahnlinie: Güter werden nur über fertige Eisenbahnlinien transportiert.',
  },
  'deliver.notConnected': { en: 'That route does not go on from {place}.', de: 'Diese Route geht von {place} nicht weiter.' },
  'deliver.revisit': { en: 'The cube would pass {place} twice.', de: 'Der Würfel würde {place} zweimal passieren.' },
  'deliver.linkTwice': { en: 'The cube would travel the link {link} twice.', de: 'Der Würfel würde die Linie {link} zweimal befahren.' },
  'deliver.passesColor': {
    en: 'The cube would stop at {place}, the first {color} city on that route.',
    de: 'Der Würfel würde in {place} halten, der ersten Großstadt der Farbe {color} auf dieser Route.',
  },
  'deliver.wrongDestination': { en: '{place} is not a {color} city.', de: '{place} ist keine Großstadt der Farbe {color}.' },
  'deliver.passesSpecial': {
    en: 'The cube would stop at {place}, the first of its destinations ({places}) on that route.',
    de: 'Der Würfel würde in {place} halten, dem ersten seiner Ziele ({places}) auf dieser Route.',
  },
  'deliver.notSpecial': {
    en: 'Cubes of the colour {color} go only to {places}; {place} is not one of them.',
    de: 'Würfel der Farbe {color} gehen nur nach {places}; {place} gehört nicht dazu.',
  },
  'deliver.notOnTrack': { en: 'That cube does not lie on the first link of the route.', de: 'Dieser Würfel liegt nicht auf der ersten Linie der Route.' },
  'deliver.noPassThrough': { en: 'Goods cannot be moved through {place}.', de: 'Durch {place} können keine Güter transportiert werden.' },
};
