// Every message key the Age of Steam flow emits (reasons, move descriptions, events, phase/action names and help),
// in English and German, with {param} placeholders. The track module keeps its own build reasons beside its code; the
// shared auction module's reasons are merged in here, so formatMessage finds them without an extra catalogue.
import { AUCTION_MESSAGES } from '../auction/index';
import { COMMON_MESSAGES } from '../common-messages';
import { formatText } from '../message-text';
import { displayFieldParts } from './display-field';
import type { Reason } from '../reason';
import { MOVE_SHAPE_MESSAGES } from './shape-messages';
import { HINT_MESSAGES } from './bots/hint-messages';

export type Lang = 'en' | 'de';
type Catalogue = Record<string, { en: string; de: string }>;

export const AOS_MESSAGES: Catalogue = {
  // Reasons: the move's shape, phase and turn; the texts every system shares
  ...COMMON_MESSAGES,
  ...MOVE_SHAPE_MESSAGES,
  // The Suggest button's sentences (bots/hint.ts)
  ...HINT_MESSAGES,
  'phase.wrongPhase': { en: 'That is not possible now: it is the {phase} phase.', de: 'Das geht jetzt nicht: Es ist die Phase {phase}.' },
  // Setup
  'setup.playerCount': { en: 'This map is for {min}–{max} players, not {count}.', de: 'Diese Karte ist für {min}–{max} Spieler, nicht für {count}.' },
  'setup.playerCountExact': {
    en: '{min, plural, one {This map is for one player} other {This map is for exactly # players}}, not {count}.',
    de: '{min, plural, one {Diese Karte ist für einen Spieler} other {Diese Karte ist für genau # Spieler}}, nicht für {count}.',
  },
  'setup.rounds': { en: 'A game lasts 1 to 20 rounds, not {rounds}.', de: 'Ein Spiel dauert 1 bis 20 Runden, nicht {rounds}.' },
  // Shares
  'shares.cap': {
    en: 'At most {max} shares per game: you have {have}, so you can issue {left} more, not {count}.',
    de: 'Höchstens {max} Aktien pro Spiel: Du hast {have}, also kannst du noch {left} ausgeben, nicht {count}.',
  },
  // Auction: the shared auction module's reasons
  ...AUCTION_MESSAGES,
  // Actions
  'action.taken': { en: '{action} is already taken by {name}.', de: '{action} hat schon {name} gewählt.' },
  'action.notOnMap': { en: '{action} is not used on this map.', de: '{action} gibt es auf dieser Karte nicht.' },
  'action.marked': {
    en: '{action} still carries your marker: it is free again once all four actions carry one.',
    de: 'Auf {action} liegt noch dein Marker: Sie ist wieder frei, sobald auf allen vier Aktionen einer liegt.',
  },
  'shares.perRound': {
    en: 'On this map you may issue at most {max, plural, one {# share} other {# shares}} a round.',
    de: 'Auf dieser Karte darfst du höchstens {max, plural, one {# Aktie} other {# Aktien}} pro Runde verkaufen.',
  },
  'production.fieldNotInUse': { en: '{field} is not used on this map.', de: '{field} wird auf dieser Karte nicht verwendet.' },
  'urbanize.notInGame': { en: 'New City {letter} is not in this game.', de: 'Die New City {letter} ist in diesem Spiel nicht dabei.' },
  // Building
  // The 2002 edition's own track rule (aos/track-rules.ts, O2).
  'build.complexOnEmpty2002': {
    en: 'The first tile on a hex must be a simple track (town hexes excepted).',
    de: 'Als erstes Plättchen auf einem Feld muss eine einfache Strecke gebaut werden (außer auf Stadtfeldern).',
  },
  'build.tileLimit': { en: 'You may build at most {max, plural, one {# tile} other {# tiles}} this turn.', de: 'Du darfst in diesem Zug höchstens {max} Plättchen bauen.' },
  'setup.noEasierGame': { en: '{map} has no easier game.', de: '{map} hat kein einfacheres Spiel.' },
  'build.noSpecialLink': { en: 'There is no special link {link} on this map.', de: 'Auf dieser Karte gibt es keine besondere Verbindung {link}.' },
  'build.notContiguous': {
    en: 'Until the transcontinental railroad exists, all your track must be one network joined at cities and towns: this build would leave part of it apart.',
    de: 'Solange es keine transkontinentale Eisenbahnstrecke gibt, müssen alle deine Strecken zusammenhängen (verbunden über Großstädte und Städte): Dieser Bau ließe einen Teil getrennt.',
  },
  'deliver.chooseBonus': { en: 'East–west delivery: choose who gets the +1 bonus ({names}).', de: 'Ost-West-Lieferung: Wähle, wer den Bonus von +1 erhält ({names}).' },
  'deliver.badBonus': { en: 'The east–west bonus goes to the owner of a link on the route: {names}.', de: 'Den Ost-West-Bonus erhält der Besitzer einer benutzten Linie: {names}.' },
  'deliver.noBonus': { en: 'This delivery earns no east–west bonus.', de: 'Diese Lieferung bringt keinen Ost-West-Bonus.' },
  'transcontinental.noChoice': { en: 'There is no transcontinental bonus to choose now.', de: 'Gerade ist kein transkontinentaler Bonus zu vergeben.' },
  'transcontinental.pickTwo': { en: 'Choose two different players among {names}.', de: 'Wähle zwei verschiedene Spieler unter {names}.' },
  'transcontinental.chooseFirst': { en: 'First choose the two players who get the transcontinental bonus.', de: 'Wähle zuerst die zwei Spieler, die den transkontinentalen Bonus erhalten.' },
  'build.specialLinkTaken': { en: 'The special link {link} is already built.', de: 'Die besondere Verbindung {link} ist schon gebaut.' },
  'build.mustComplete': {
    en: 'On this map no section may stay incomplete: your last build this turn must finish the track from {place}.',
    de: 'Auf dieser Karte darf keine Strecke unvollständig bleiben: Dein letzter Bau in diesem Zug muss die Strecke ab {place} fertigstellen.',
  },
  'build.incompleteAtEnd': {
    en: 'On this map no section may stay incomplete: finish the track from {place} first, or take back its tiles (Undo).',
    de: 'Auf dieser Karte darf keine Strecke unvollständig bleiben: Stelle zuerst die Strecke ab {place} fertig oder nimm ihre Plättchen zurück (Rückgängig).',
  },
  'urbanize.notHolder': { en: 'Only the player who took Urbanization may build a New City.', de: 'Nur wer „Urbanisierung“ gewählt hat, darf eine New City bauen.' },
  'urbanize.tooLate': { en: 'A New City must be built before your first tile of this turn.', de: 'Die New City musst du vor deinem ersten Plättchen in diesem Zug bauen.' },
  'urbanize.letterUsed': { en: 'New City {letter} is already on the map.', de: 'New City {letter} liegt schon auf der Karte.' },
  'urbanize.notTown': { en: 'A New City can only be built on a town.', de: 'Eine New City kann nur auf einer Stadt gebaut werden.' },
  // Moving goods
  'goods.upgradeUsed': { en: 'You have already raised your engine in this phase.', de: 'Du hast deine Lokomotive in dieser Phase schon verbessert.' },
  'goods.engineMax': { en: 'Your engine is at the maximum of {max} links.', de: 'Deine Lokomotive ist schon auf dem Höchstwert von {max} Linien.' },
  // Production
  'production.fieldCount': {
    en: '{count, plural, one {Place the drawn cube on one empty field} other {Place the # drawn cubes on # empty fields}} (you chose {given}).',
    de: '{count, plural, one {Lege den gezogenen Würfel auf ein leeres Feld} other {Lege die # gezogenen Würfel auf # leere Felder}} (du hast {given} gewählt).',
  },
  'production.sameField': { en: 'Each cube needs its own field; {field} was chosen twice.', de: 'Jeder Würfel braucht ein eigenes Feld; {field} wurde doppelt gewählt.' },
  'production.fieldTaken': { en: '{field} is not empty.', de: '{field} ist nicht leer.' },

  // Move descriptions for the history log
  'moveDesc.issueShares': {
    en: '{name} issues {count, plural, one {# share} other {# shares}} (+${cash}).',
    de: '{name} gibt {count, plural, one {# Aktie} other {# Aktien}} aus (+${cash}).',
  },
  'moveDesc.issueNoShares': { en: '{name} issues no shares.', de: '{name} gibt keine Aktien aus.' },
  'moveDesc.bid': { en: '{name} bids ${amount}.', de: '{name} bietet ${amount}.' },
  'moveDesc.dropOut': { en: '{name} drops out of the auction.', de: '{name} steigt aus der Auktion aus.' },
  'moveDesc.turnOrderPass': { en: '{name} passes with Turn Order and stays in.', de: '{name} passt mit „Reihenfolge“ und bleibt im Gebot.' },
  'moveDesc.selectAction': { en: '{name} takes {action}.', de: '{name} wählt {action}.' },
  'moveDesc.urbanize': { en: '{name} builds New City {letter} on {place}.', de: '{name} baut New City {letter} auf {place}.' },
  'moveDesc.build': { en: '{name} builds a tile on {place}.', de: '{name} baut ein Plättchen auf {place}.' },
  'moveDesc.buildNear': { en: '{name} builds a tile {dist, plural, one {# hex} other {# hexes}} {dir} of {place}.', de: '{name} baut ein Plättchen {dist, plural, one {# Feld} other {# Felder}} {dir} von {place}.' },
  'moveDesc.buildWithMarker': { en: '{name} builds a tile with a town marker on {place}.', de: '{name} baut ein Plättchen mit Stadt-Marker auf {place}.' },
  'moveDesc.buildWithMarkerNear': {
    en: '{name} builds a tile with a town marker {dist, plural, one {# hex} other {# hexes}} {dir} of {place}.',
    de: '{name} baut ein Plättchen mit Stadt-Marker {dist, plural, one {# Feld} other {# Felder}} {dir} von {place}.',
  },
  'moveDesc.payStartPlayer': { en: '{name} pays ${price} to be start player.', de: '{name} zahlt ${price}, um Startspieler zu sein.' },
  'moveDesc.declineStartPlayer': { en: '{name} does not pay for the start.', de: '{name} zahlt nicht für den Start.' },
  'startPlayer.cannotPay': { en: 'The start costs ${price} and you have ${cash}.', de: 'Der Start kostet ${price}, du hast aber nur ${cash}.' },
  'event.startPlayerPaid': { en: '{name} pays ${price} and is start player. Order: {order}.', de: '{name} zahlt ${price} und ist Startspieler. Reihenfolge: {order}.' },
  'event.startPlayerDeclined': { en: '{name} does not pay for the start; the other player may pay to start instead.', de: '{name} zahlt nicht für den Start; der Mitspieler darf zahlen und stattdessen beginnen.' },
  'event.startOrderKept': { en: 'Nobody pays for the start: the order is {order}, for free.', de: 'Niemand zahlt für den Start: Die Reihenfolge ist {order}, ohne Zahlung.' },
  'decision.startPlayer': { en: 'Pay $5 to be start player?', de: '$5 zahlen, um Startspieler zu sein?' },
  'phaseName.startPlayer': { en: 'Start player', de: 'Startspieler' },
  'phaseHelp.startPlayer': {
    en: 'No bidding on this map: each round the start passes to the other player (or to the holder of last round’s Turn Order), who must pay $5 for it. If he will not or cannot, the other player may pay $5 to start instead; if neither pays, the new order stays and nobody pays.',
    de: 'Auf dieser Karte wird nicht geboten: Jede Runde wechselt der Start zum Mitspieler (oder zu dem, der letzte Runde „Reihenfolge“ gewählt hat), der dafür $5 zahlen muss. Will oder kann er nicht, darf der andere $5 zahlen und stattdessen beginnen; zahlt keiner, bleibt die neue Reihenfolge und niemand zahlt.',
  },
  'moveDesc.chooseTranscontinental': { en: '{name} chooses {names} for the transcontinental bonus (+2 each).', de: '{name} wählt {names} für den transkontinentalen Bonus (je +2).' },
  'moveDesc.buildSpecialLink': { en: '{name} builds the special link {link}.', de: '{name} baut die besondere Verbindung {link}.' },
  'moveDesc.endBuild': { en: '{name} ends building.', de: '{name} beendet den Bau.' },
  'moveDesc.deliver': {
    en: '{name} moves a {color} cube from {place} over {links, plural, one {# link} other {# links}}.',
    de: '{name} transportiert einen Würfel der Farbe {color} von {place} über {links, plural, one {# Linie} other {# Linien}}.',
  },
  'moveDesc.upgradeEngine': { en: '{name} raises the engine to {level}.', de: '{name} verbessert die Lokomotive auf {level}.' },
  'moveDesc.passGoods': { en: '{name} moves no goods.', de: '{name} transportiert nichts.' },
  'moveDesc.placeProduction': { en: '{name} places the produced cubes on {fields}.', de: '{name} legt die produzierten Würfel auf {fields}.' },

  // Events
  'event.startOrderRolled': { en: 'Start order dice: {rolls}.', de: 'Würfel für die Startreihenfolge: {rolls}.' },
  'event.startOrder': { en: 'Turn order: {order}.', de: 'Spielerreihenfolge: {order}.' },
  'event.phaseStarted': { en: 'Round {round}: {phase}.', de: 'Runde {round}: {phase}.' },
  'event.roundStarted': { en: 'Round {round} begins.', de: 'Runde {round} beginnt.' },
  'event.sharesIssued': {
    en: '{name} {count, plural, =0 {issues no shares} one {issues # share} other {issues # shares}} and now has ${cash}.',
    de: '{name} {count, plural, =0 {gibt keine Aktien aus} one {gibt # Aktie aus} other {gibt # Aktien aus}} und hat jetzt ${cash}.',
  },
  'event.bid': { en: '{name} bids ${amount}.', de: '{name} bietet ${amount}.' },
  'event.droppedOut': { en: '{name} drops out and takes place {position}.', de: '{name} steigt aus und bekommt Platz {position}.' },
  'event.privilegeUsed': { en: '{name} passes with Turn Order and stays in.', de: '{name} passt mit „Reihenfolge“ und bleibt im Gebot.' },
  'event.auctionNoBids': { en: 'Nobody bid: the turn order is reversed.', de: 'Niemand hat geboten: Die Reihenfolge dreht sich um.' },
  'event.auctionResult': { en: 'New turn order (payment): {order}.', de: 'Neue Reihenfolge (Zahlung): {order}.' },
  'event.actionSelected': { en: '{name} takes {action}.', de: '{name} wählt {action}.' },
  'event.engineAdvanced': { en: "{name}'s engine moves to {level}.", de: 'Die Lokomotive von {name} steigt auf {level}.' },
  'event.urbanized': { en: '{name} builds New City {letter} on {place}.', de: '{name} baut New City {letter} auf {place}.' },
  'event.tileBuilt': { en: '{name} builds on {place} for ${cost}.', de: '{name} baut auf {place} für ${cost}.' },
  'event.tileBuiltNear': {
    en: '{name} builds {dist, plural, one {# hex} other {# hexes}} {dir} of {place} for ${cost}.',
    de: '{name} baut {dist, plural, one {# Feld} other {# Felder}} {dir} von {place} für ${cost}.',
  },
  'event.buildTurnEnded': {
    en: '{name} built {tiles, plural, one {# tile} other {# tiles}} for ${spent}.',
    de: '{name} hat {tiles, plural, one {# Plättchen} other {# Plättchen}} für ${spent} gebaut.',
  },
  'event.goodsRoundStarted': { en: 'Second round of moving goods.', de: 'Zweiter Durchgang Güter transportieren.' },
  'event.delivered': {
    en: '{name} delivers a {color} cube from {place} to {to} over {links, plural, one {# link} other {# links}}; income: {owners}.',
    de: '{name} liefert einen Würfel der Farbe {color} von {place} nach {to} über {links, plural, one {# Linie} other {# Linien}}; Einkommen: {owners}.',
  },
  'event.deliveryBonus': {
    en: '{name} gets +{amount} extra income for transporting cotton ({color} cube).',
    de: '{name} erhält +{amount} Einkommen zusätzlich für den Transport von Baumwolle (Würfel der Farbe {color}).',
  },
  'event.eastWestBonus': { en: '{name} gives the east–west bonus (+1 income) to {to}.', de: '{name} gibt den Ost-West-Bonus (+1 Einkommen) an {to}.' },
  'event.transcontinental': { en: '{name} completes the transcontinental railroad! Income: {owners}.', de: '{name} vollendet die transkontinentale Eisenbahnstrecke! Einkommen: {owners}.' },
  'event.transcontinentalPending': {
    en: '{name} completes the transcontinental railroad! More than two players built it ({owners}): {name} chooses two of them for +2 income each.',
    de: '{name} vollendet die transkontinentale Eisenbahnstrecke! Mehr als zwei Spieler haben sie gebaut ({owners}): {name} wählt zwei von ihnen für je +2 Einkommen.',
  },
  'event.transcontinentalChosen': { en: '{name} chooses for the transcontinental bonus: {owners}.', de: '{name} wählt für den transkontinentalen Bonus: {owners}.' },
  'event.tieBreakDice': { en: 'Tie for the win (same money and track segments): dice {rolls}.', de: 'Gleichstand um den Sieg (gleiches Geld und gleich viele Streckenabschnitte): Würfel {rolls}.' },
  'event.sharesRedeemed': {
    en: '{name} pays ${due} for the issued shares and ends with ${cash}.',
    de: '{name} zahlt ${due} für die verkauften Aktien und hat am Ende ${cash}.',
  },
  'event.sharesRedeemedLost': {
    en: '{name} cannot pay ${due} for the issued shares (has ${cash}) and loses the game.',
    de: '{name} kann die ${due} für die verkauften Aktien nicht zahlen (hat ${cash}) und verliert das Spiel.',
  },
  'event.specialLinkBuilt': { en: '{name} builds the special link {link} for ${cost}.', de: '{name} baut die besondere Verbindung {link} für ${cost}.' },
  'event.engineUpgraded': { en: "{name}'s engine moves to {level}.", de: 'Die Lokomotive von {name} steigt auf {level}.' },
  'event.passedGoods': { en: '{name} moves no goods.', de: '{name} transportiert nichts.' },
  'event.incomeCollected': { en: '{name} collects ${amount} and has ${cash}.', de: '{name} erhält ${amount} und hat ${cash}.' },
  'event.expensesPaid': {
    en: '{name} pays ${paid} of ${due} expenses; income lost: {incomeLost}; cash ${cash}, income ${income}.',
    de: '{name} zahlt ${paid} von ${due} Ausgaben; Einkommensverlust: {incomeLost}; Geld ${cash}, Einkommen ${income}.',
  },
  'event.eliminated': { en: '{name} is bankrupt and out of the game (short by ${deficit}).', de: '{name} ist insolvent und scheidet aus (es fehlen ${deficit}).' },
  'event.incomeReduced': { en: "{name}'s income falls from ${from} to ${to}.", de: 'Das Einkommen von {name} sinkt von ${from} auf ${to}.' },
  'event.productionNothing': { en: 'Production: no cube can be drawn or placed.', de: 'Produktion: Es kann kein Würfel gezogen oder gelegt werden.' },
  'event.productionDrawn': { en: '{name} draws {cubes} for Production.', de: '{name} zieht {cubes} für die Produktion.' },
  'event.productionPlaced': { en: '{name} places {cubes} on {fields}.', de: '{name} legt {cubes} auf {fields}.' },
  'event.extraGrowth': { en: "This map's own rule: one more cube ({color}) from the bag to {place}.", de: 'Sonderregel dieser Karte: ein zusätzlicher Würfel ({color}) aus dem Beutel nach {place}.' },
  'event.growthDice': { en: 'Goods growth, {group} area: dice {dice}.', de: 'Güterwachstum, {group} Bereich: Würfel {dice}.' },
  'event.goodsGrown': { en: 'A {color} cube goes from {field} to {place}.', de: 'Ein Würfel der Farbe {color} kommt von {field} nach {place}.' },
  'event.gameOver': { en: 'The game ends after round {round}. Winner: {winners}.', de: 'Das Spiel endet nach Runde {round}. Sieg: {winners}.' },

  // Decisions shown on the turn banner
  'decision.issueShares': { en: 'Issue shares?', de: 'Aktien ausgeben?' },
  'decision.bid': { en: 'Bid, pass or drop out', de: 'Bieten, passen oder aussteigen' },
  'decision.selectAction': { en: 'Choose an action', de: 'Wähle eine Aktion' },
  'decision.urbanizeOrBuild': { en: 'Build a New City, or build track', de: 'Baue eine New City oder Strecken' },
  'decision.build': { en: 'Build track', de: 'Strecken bauen' },
  'decision.moveGoods': { en: 'Move a cube, raise the engine or pass', de: 'Würfel transportieren, Lokomotive verbessern oder passen' },
  'decision.transcontinental': { en: 'Choose 2 players for the transcontinental bonus', de: 'Wähle 2 Spieler für den transkontinentalen Bonus' },
  'decision.placeProduction': { en: 'Place the produced cubes', de: 'Lege die produzierten Würfel' },

  // Phase names and help
  'phaseName.issueShares': { en: 'Issue shares', de: 'Aktien ausgeben' },
  'phaseName.auction': { en: 'Determine player order', de: 'Spielerreihenfolge bestimmen' },
  'phaseName.selectActions': { en: 'Select actions', de: 'Aktionen wählen' },
  'phaseName.buildTrack': { en: 'Build track', de: 'Strecken bauen' },
  'phaseName.moveGoods': { en: 'Move goods', de: 'Güter transportieren' },
  'phaseName.collectIncome': { en: 'Collect income', de: 'Einkommen erhalten' },
  'phaseName.payExpenses': { en: 'Pay expenses', de: 'Ausgaben zahlen' },
  'phaseName.incomeReduction': { en: 'Income reduction', de: 'Einkommensreduktion' },
  'phaseName.goodsGrowth': { en: 'Goods growth', de: 'Güterwachstum' },
  'phaseName.advanceRound': { en: 'Advance round marker', de: 'Runden-Marker vorrücken' },
  'phaseName.gameOver': { en: 'Game over', de: 'Spielende' },
  'phaseHelp.issueShares': {
    en: 'In turn order, each player may issue shares: each share gives $5 now and costs $1 every round and 3 points at the end. At most 15 shares per game, the first 2 included.',
    de: 'In Spielerreihenfolge darf jeder Aktien ausgeben: Jede Aktie bringt sofort $5 und kostet jede Runde $1 und am Ende 3 Siegpunkte. Höchstens 15 Aktien pro Spiel, die ersten 2 mitgezählt.',
  },
  'phaseHelp.auction': {
    en: 'Bid for the new turn order: each bid must beat the high bid and may not exceed your cash. Who drops out first becomes last and pays nothing; the last two remaining pay their full bid, the others half, rounded up. If nobody bids, the order is reversed.',
    de: 'Biete um die neue Reihenfolge: Jedes Gebot muss das Höchstgebot übertreffen und darf dein Geld nicht übersteigen. Wer zuerst aussteigt, wird Letzter und zahlt nichts; die beiden zuletzt Verbliebenen zahlen ihr volles Gebot, die anderen die Hälfte, aufgerundet. Bietet niemand, dreht sich die Reihenfolge um.',
  },
  'phaseHelp.selectActions': {
    en: 'In turn order, each player takes one of the free actions: First Move, First Build, Engineer, Locomotive (engine +1 at once), Urbanization, Production or Turn Order.',
    de: 'In Spielerreihenfolge wählt jeder eine freie Aktion: Erster Transport, Erster Bau, Ingenieur, Lokomotive (sofort +1), Urbanisierung, Produktion oder Reihenfolge.',
  },
  'phaseHelp.buildTrack': {
    en: 'In turn order (First Build first), each player builds up to 3 tiles (Engineer 4) and pays for them. Track must connect through your own track to a city. Incomplete sections you do not extend lose their owner.',
    de: 'In Spielerreihenfolge (Erster Bau zuerst) baut jeder bis zu 3 Plättchen (Ingenieur 4) und bezahlt sie. Strecken müssen über deine eigenen Strecken mit einer Großstadt verbunden sein. Nicht verlängerte unfertige Abschnitte verlieren ihren Besitzer.',
  },
  'phaseHelp.moveGoods': {
    en: 'Two rounds; in each, every player (First Move first) moves one cube along complete links, at most as many as the engine level, to the first city of its colour. Every link owner gains 1 income. Once, instead of moving, you may raise your engine.',
    de: 'Zwei Durchgänge; in jedem transportiert jeder (Erster Transport zuerst) einen Würfel über fertige Linien, höchstens so viele wie die Lokomotive, bis zur ersten Großstadt seiner Farbe. Jeder Linienbesitzer erhält 1 Einkommen. Einmal darfst du stattdessen die Lokomotive verbessern.',
  },
  'phaseHelp.collectIncome': { en: 'Every player takes cash equal to their income.', de: 'Jeder nimmt sich so viel Geld, wie sein Einkommen anzeigt.' },
  'phaseHelp.payExpenses': {
    en: 'Every player pays $1 per share and $1 per engine level. Each dollar you cannot pay lowers your income by 1; below $0 income you are out of the game.',
    de: 'Jeder zahlt $1 pro Aktie und $1 pro Lokomotivstufe. Jeder Dollar, den du nicht zahlen kannst, senkt dein Einkommen um 1; fällt es unter $0, scheidest du aus.',
  },
  'phaseHelp.incomeReduction': {
    en: 'High incomes shrink: 11–20 by 2, 21–30 by 4, 31–40 by 6, 41–49 by 8, 50 or more by 10 (2002: 41 or more by 8).',
    de: 'Hohe Einkommen sinken: 11–20 um 2, 21–30 um 4, 31–40 um 6, 41–49 um 8, ab 50 um 10 (2002: ab 41 um 8).',
  },
  'phaseHelp.goodsGrowth': {
    en: 'Production places 2 cubes from the bag on empty display fields. Then dice are rolled for the light and the dark area: each die moves the top cube of its column to the city with that number, and of a built New City listed there.',
    de: 'Produktion legt 2 Würfel aus dem Beutel auf leere Felder der Auslage. Dann wird für den hellen und den dunklen Bereich gewürfelt: Jeder Würfel bringt den obersten Güterwürfel seiner Spalte in die Großstadt mit dieser Zahl und den einer dort gelisteten gebauten New City.',
  },
  'phaseHelp.advanceRound': { en: 'The round marker moves on; after the last round the game is scored.', de: 'Der Runden-Marker rückt vor; nach der letzten Runde wird gewertet.' },
  'phaseHelp.gameOver': {
    en: 'Score: 3 points per income, 1 per track segment of your complete links, minus 3 per share. Ties share the win.',
    de: 'Wertung: 3 Punkte je Einkommen, 1 je Streckenabschnitt deiner fertigen Linien, minus 3 je Aktie. Bei Gleichstand gewinnen alle Beteiligten.',
  },

  // Actions
  'actionName.firstMove': { en: 'First Move', de: 'Erster Transport' },
  'actionName.firstBuild': { en: 'First Build', de: 'Erster Bau' },
  'actionName.engineer': { en: 'Engineer', de: 'Ingenieur' },
  'actionName.locomotive': { en: 'Locomotive', de: 'Lokomotive' },
  'actionName.urbanization': { en: 'Urbanization', de: 'Urbanisierung' },
  'actionName.production': { en: 'Production', de: 'Produktion' },
  'actionName.turnOrder': { en: 'Turn Order', de: 'Reihenfolge' },
  'actionHelp.firstMove': { en: 'Move goods first in both rounds of moving goods.', de: 'In beiden Durchgängen als Erster Güter transportieren.' },
  'actionHelp.firstBuild': { en: 'Build track before everybody else.', de: 'Vor allen anderen Strecken bauen.' },
  'actionHelp.engineer': { en: 'Build 4 tiles instead of 3.', de: '4 statt 3 Plättchen bauen.' },
  // A map's own version of an action's help: actionHelp.<action>.<variant id>.
  'actionHelp.turnOrder.st-lucia': { en: 'Be start player next round (you still pay $5 for it).', de: 'Nächste Runde Startspieler sein (die $5 zahlst du trotzdem).' },
  'actionHelp.engineer.germany': { en: 'Your dearest build this turn costs half (rounded up); still 3 tiles.', de: 'Dein teuerster Bau in diesem Zug kostet die Hälfte (aufgerundet); weiterhin 3 Plättchen.' },
  'actionHelp.locomotive': { en: 'Raise your engine by 1 at once (at most 6).', de: 'Sofort die Lokomotive um 1 verbessern (höchstens 6).' },
  'actionHelp.urbanization': { en: 'Before building, turn a town into a New City (free).', de: 'Vor dem Bauen eine Stadt in eine New City verwandeln (kostenlos).' },
  'actionHelp.production': { en: 'At goods growth, draw 2 cubes and put them on empty display fields.', de: 'Beim Güterwachstum 2 Würfel ziehen und auf leere Felder der Auslage legen.' },
  'actionHelp.turnOrder': { en: 'In the next auction, pass once and stay in.', de: 'In der nächsten Auktion einmal passen und im Gebot bleiben.' },

  // Parameter values
  'group.light': { en: 'light', de: 'hell' },
  'group.dark': { en: 'dark', de: 'dunkel' },

  // Where things are, in words instead of ids: the goods display's columns and fields (display.ts); a hex's distance
  // and direction from the nearest place are common words (common-messages.ts).
  'displayColumn.numbered': { en: 'column {n} ({group})', de: 'Spalte {n} ({group})' },
  'displayColumn.newCity': { en: 'New City column {letter}', de: 'Spalte New City {letter}' },
  'displayField': { en: '{column}, field {row}', de: '{column}, Feld {row}' },
};

/**
 * Parameters whose values are ids with their own catalogue entry (e.g. action "firstMove" → "First Move"): the engine's
 * formatMessage and the app's translator read this one table.
 */
export const ID_PARAM_FAMILIES: Readonly<Record<string, string>> = { action: 'actionName', phase: 'phaseName', color: 'color', group: 'group', dir: 'direction' };

/**
 * A goods display field id in words ("L5.0" → "column 5 (light), field 1"; "D.1" → "New City column D, field 2"),
 * so no raw id reaches a player; anything that is not a field id comes back unchanged.
 */
export function displayFieldText(id: string, lang: Lang): string {
  const parts = displayFieldParts(id);
  if (!parts) return id;
  const column =
    parts.area === 'newCity'
      ? formatMessage({ key: 'displayColumn.newCity', params: { letter: parts.label } }, lang)
      : formatMessage({ key: 'displayColumn.numbered', params: { n: parts.label, group: parts.area } }, lang);
  return formatMessage({ key: 'displayField', params: { column, row: parts.row + 1 } }, lang);
}

/**
 * Parameters holding ids that are lists or need more than a catalogue look-up: display fields ("field", and
 * "fields" comma-separated) in words by displayFieldText, and "cubes" (goods colour ids) translated.
 */
export function idListParam(k: string, v: string | number, lang: Lang): string | number {
  if (k === 'field') return displayFieldText(String(v), lang);
  if (k === 'fields') return String(v).split(/,\s*/).map((f) => displayFieldText(f, lang)).join('; ');
  // Goods colours listed by id ("red, blue"), e.g. the cubes drawn for Production.
  if (k === 'cubes') return String(v).split(/,\s*/).map((c) => AOS_MESSAGES[`color.${c}`]?.[lang] ?? c).join(', ');
  return v;
}

/**
 * A reason in words. `extra` adds catalogues (e.g. the track module's build reasons); unknown keys come back as the key
 * itself so a missing text is visible rather than silent.
 */
export function formatMessage(r: Reason, lang: Lang, extra: Catalogue = {}): string {
  const entry = AOS_MESSAGES[r.key] ?? extra[r.key];
  if (!entry) return r.key;
  return formatText(entry[lang], lang, (k) => {
    const v = r.params?.[k];
    if (v === undefined) return undefined;
    const cat = ID_PARAM_FAMILIES[k];
    const t = cat ? (AOS_MESSAGES[`${cat}.${v}`] ?? extra[`${cat}.${v}`]) : undefined;
    return t ? t[lang] : idListParam(k, v, lang);
  });
}
