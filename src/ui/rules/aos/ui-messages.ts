// Age of Steam's own screen texts (English and German): its panels, bars, board panels, summary and end screen. Filed
// with its engine's catalogue under "age-of-steam/" (./messages.ts), so another system may use the same keys for its own.
import type { Catalogue } from '../../i18n/format';

export const aosUiMessages = {
  // The new-game screen: the system's name, its editions and the per-game options its maps offer.
  'ruleSystem.name': { en: 'Age of Steam', de: 'Age of Steam' },
  'edition.deluxe': { en: 'Deluxe (2022)', de: 'Deluxe (2022)' },
  'edition.2002': { en: 'Original (2002)', de: 'Original (2002)' },
  'mapOption.easier': { en: 'Easier game: 2 cubes on each yellow city instead of 1', de: 'Einfacheres Spiel: 2 statt 1 Würfel in jeder gelben Großstadt' },
  'ui.game.players': { en: 'Players', de: 'Spieler' },
  'ui.game.showPlayers': { en: 'All players', de: 'Alle Spieler' },
  'ui.game.hidePlayers': { en: 'Hide players', de: 'Spieler ausblenden' },
  'ui.game.cash': { en: 'Cash', de: 'Geld' },
  'ui.game.income': { en: 'Income', de: 'Einkommen' },
  'ui.game.shares': { en: 'Shares', de: 'Aktien' },
  'ui.game.engine': { en: 'Engine', de: 'Lok' },
  'ui.game.action': { en: 'Action', de: 'Aktion' },
  'ui.game.eliminated': { en: 'Out of the game', de: 'Ausgeschieden' },
  'ui.game.turnOrder': { en: 'Turn order', de: 'Spielerreihenfolge' },

  'ui.startPlayer.offered': {
    en: 'You are start player this round: pay ${price} for it (you have ${cash}). If you do not, the other player may pay ${price} to start; if he does not either, you start for free.',
    de: 'Du bist diese Runde Startspieler: Zahle dafür ${price} (du hast ${cash}). Tust du es nicht, darf dein Mitspieler ${price} zahlen und beginnen; tut er es auch nicht, beginnst du ohne Zahlung.',
  },
  'ui.startPlayer.otherDeclined': {
    en: 'The other player did not pay for the start: pay ${price} to start yourself (you have ${cash}), or let him start for free.',
    de: 'Dein Mitspieler hat nicht für den Start gezahlt: Zahle ${price} und beginne selbst (du hast ${cash}), oder lass ihn ohne Zahlung beginnen.',
  },
  'ui.startPlayer.cannotPay': { en: 'You do not have ${price}.', de: 'Du hast keine ${price}.' },
  'ui.startPlayer.pay': { en: 'Pay ${price} and start', de: '${price} zahlen und beginnen' },
  'ui.startPlayer.decline': { en: 'Do not pay', de: 'Nicht zahlen' },
  'ui.transcontinental.title': { en: 'Transcontinental railroad', de: 'Transkontinentale Eisenbahnstrecke' },
  'ui.transcontinental.hint': {
    en: 'You completed it, and more than two players built its links: choose the two who get +2 income each.',
    de: 'Du hast sie vollendet, und mehr als zwei Spieler haben ihre Linien gebaut: Wähle die zwei, die je +2 Einkommen erhalten.',
  },
  'ui.transcontinental.confirm': { en: 'Give +2 to these two', de: 'Diesen beiden +2 geben' },
  'ui.help.mapRules': { en: 'Rules of this map', de: 'Sonderregeln dieser Karte' },
  'ui.help.round': { en: 'A round, step by step', de: 'Eine Runde, Schritt für Schritt' },

  // Issue shares
  'ui.shares.title': { en: 'Issue shares', de: 'Aktien ausgeben' },
  'ui.shares.now': {
    en: 'You have {shares, plural, =0 {no shares} one {one share} other {# shares}} and {cash}.',
    de: 'Du hast {shares, plural, =0 {keine Aktien} one {eine Aktie} other {# Aktien}} und {cash}.',
  },
  'ui.shares.count': { en: 'Shares to issue now', de: 'Jetzt auszugebende Aktien' },
  'ui.shares.gain': { en: 'You get {cash} now.', de: 'Du bekommst jetzt {cash}.' },
  'ui.shares.costEachRound': {
    en: 'Each share raises your expenses by $1 every round from now on: +{perRound} per round, {total} over {rounds, plural, one {the last round} other {the # rounds left}}.',
    de: 'Jede Aktie erhöht deine Ausgaben ab jetzt in jeder Runde um $1: +{perRound} pro Runde, {total} {rounds, plural, one {in der letzten Runde} other {in den # verbleibenden Runden}}.',
  },
  'ui.shares.costPoints': {
    en: 'At the end: −3 points per share ({points, plural, one {# point} other {# points}}).',
    de: 'Am Ende: −3 Punkte je Aktie ({points, plural, one {# Punkt} other {# Punkte}}).',
  },
  'ui.shares.costMoney': { en: 'At the end: pay $5 per share ({cost}); if you cannot, you lose.', de: 'Am Ende: $5 je Aktie zahlen ({cost}); kannst du das nicht, verlierst du.' },
  'ui.shares.expensesAfter': {
    en: 'Expenses after this: {expenses} per round (shares {shares} + engine {engine}); income {income}.',
    de: 'Ausgaben danach: {expenses} pro Runde (Aktien {shares} + Lok {engine}); Einkommen {income}.',
  },
  'ui.shares.issue': { en: 'Issue {count, plural, one {# share} other {# shares}}', de: '{count, plural, one {# Aktie} other {# Aktien}} ausgeben' },
  'ui.shares.none': { en: 'Issue no shares', de: 'Keine Aktien ausgeben' },
  'ui.shares.cap': { en: 'At most {max, plural, one {# share} other {# shares}} in the whole game.', de: 'Höchstens {max, plural, one {# Aktie} other {# Aktien}} im ganzen Spiel.' },

  // Auction
  'ui.auction.title': { en: 'Auction for turn order', de: 'Versteigerung der Spielerreihenfolge' },
  'ui.auction.high': { en: 'High bid: {amount} by {name}', de: 'Höchstgebot: {amount} von {name}' },
  'ui.auction.noBid': { en: 'No bid yet.', de: 'Noch kein Gebot.' },
  'ui.auction.stillIn': { en: 'Still bidding', de: 'Bietet noch' },
  'ui.auction.droppedAt': { en: 'Dropped out — place {place}', de: 'Ausgestiegen – Platz {place}' },
  'ui.auction.lastBid': { en: 'bid {amount}', de: 'Gebot {amount}' },
  'ui.auction.amount': { en: 'Your bid', de: 'Dein Gebot' },
  'ui.auction.bid': { en: 'Bid {amount}', de: '{amount} bieten' },
  'ui.auction.drop': { en: 'Drop out', de: 'Aussteigen' },
  'ui.auction.privilege': { en: 'Use Turn Order pass (stay in)', de: 'Reihenfolge-Passen nutzen (bleibt drin)' },
  'ui.auction.payRule': {
    en: 'The last two players pay their bid; places 3–5 pay half (rounded up); the first to drop out pays nothing.',
    de: 'Die letzten beiden zahlen ihr Gebot; Plätze 3–5 zahlen die Hälfte (aufgerundet); wer zuerst aussteigt, zahlt nichts.',
  },
  'ui.auction.cash': { en: 'You have {cash}.', de: 'Du hast {cash}.' },
  'ui.auction.privilegeHolder': { en: 'holds the Turn Order pass', de: 'hat das Reihenfolge-Passen' },

  // Actions
  'ui.actions.title': { en: 'Choose an action', de: 'Wähle eine Aktion' },
  'ui.actions.takenBy': { en: 'Taken by {name}', de: 'Gewählt von {name}' },
  'ui.actions.marked': { en: 'Marker on it: free again when all four are used', de: 'Marker liegt darauf: wieder frei, wenn alle vier benutzt sind' },
  'ui.actions.notHere': { en: 'Not used on this map', de: 'Auf dieser Karte nicht im Spiel' },
  'ui.actions.take': { en: 'Take {action}', de: '{action} wählen' },


  // Build and move-goods bar (next to the board)
  'ui.build.endBuild': { en: 'Finish building', de: 'Bauen beenden' },
  'ui.goods.pass': { en: 'Move nothing this round', de: 'Diesmal nichts transportieren' },
  'ui.goods.upgrade': { en: 'Raise engine to {level}', de: 'Lok auf {level} verbessern' },
  'ui.goods.round': { en: 'Moving goods, round {n} of 2 · engine {engine}', de: 'Güter transportieren, Durchgang {n} von 2 · Lok {engine}' },
  'ui.goods.onBoard': { en: 'Tap a cube on the board, or pick one of the best deliveries, to move it.', de: 'Tippe auf einen Würfel auf der Karte oder wähle eine der besten Lieferungen, um ihn zu transportieren.' },
  'ui.build.onBoard': { en: 'Tap a highlighted hex on the board to build there.', de: 'Tippe auf ein markiertes Feld der Karte, um dort zu bauen.' },


  // Money and decisions (issue 14 §8, §10, §12): what the end of the round does to the money, finishing with tiles left, who profits
  'ui.money.now': { en: 'Expenses {expenses} at the end of the round; cash now {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld jetzt {cash}, Einkommen {income}' },
  'ui.money.afterBuild': { en: 'Expenses {expenses} at the end of the round; cash after this build {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld nach diesem Bau {cash}, Einkommen {income}' },
  'ui.money.afterPlan': { en: 'Expenses {expenses} at the end of the round; cash after this plan {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld nach diesem Plan {cash}, Einkommen {income}' },
  'ui.money.afterEngine': { en: 'With engine {level}: expenses {expenses} at the end of the round; cash {cash}, income {income}', de: 'Mit Lok {level}: Ausgaben {expenses} am Rundenende; Geld {cash}, Einkommen {income}' },
  'ui.money.afterBid': { en: 'Expenses {expenses} at the end of the round; cash if you pay this bid {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld, wenn du dieses Gebot zahlst, {cash}, Einkommen {income}' },
  'ui.money.afterShares': { en: 'Expenses {expenses} at the end of the round; cash after issuing {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld nach der Ausgabe {cash}, Einkommen {income}' },
  'ui.money.fine': { en: '→ paid, {left} left.', de: '→ bezahlt, {left} bleiben.' },
  'ui.money.short': { en: '→ {short} short: you lose {short} income.', de: '→ {short} fehlen: Du verlierst {short} Einkommen.' },
  'ui.money.out': { en: '→ {short} short: you would be out of the game.', de: '→ {short} fehlen: Du würdest aus dem Spiel ausscheiden.' },
  'ui.build.confirmEnd': {
    en: 'End your turn with {n, plural, one {# tile} other {# tiles}} unused?',
    de: 'Zug mit {n, plural, one {# ungenutztem Plättchen} other {# ungenutzten Plättchen}} beenden?',
  },
  'ui.build.confirmEndYes': { en: 'End my turn', de: 'Zug beenden' },
  'ui.goods.profitOther': { en: ', {name} +{n}', de: ', {name} +{n}' },

  // Production
  'ui.production.title': { en: 'Production: place the drawn cubes', de: 'Produktion: gezogene Würfel einsetzen' },
  'ui.production.drawn': { en: 'Drawn:', de: 'Gezogen:' },
  'ui.production.pick': {
    en: '{n, plural, one {Choose an empty field of the goods display.} other {Choose # empty fields of the goods display.}}',
    de: '{n, plural, one {Wähle ein freies Feld der Güterauslage.} other {Wähle # freie Felder der Güterauslage.}}',
  },
  'ui.production.place': { en: 'Place the cubes', de: 'Würfel einsetzen' },


  // Automatic phases
  'ui.auto.title': { en: 'End of round {round}', de: 'Ende von Runde {round}' },
  'ui.auto.ack': { en: 'Everyone has seen it — continue', de: 'Alle haben es gesehen – weiter' },
  'ui.auto.diceFor': { en: 'Dice for the {group} area:', de: 'Würfel für den Bereich {group}:' },
  'ui.auto.grownTo': { en: 'to {place}', de: 'nach {place}' },
  'ui.auto.grownFromBag': { en: "to {place}, drawn from the bag (this map's own rule)", de: 'nach {place}, aus dem Beutel gezogen (Sonderregel dieser Karte)' },
  'ui.auto.paid': { en: 'pays {amount}', de: 'zahlt {amount}' },
  'ui.auto.incomeLost': { en: '(income −{n})', de: '(Einkommen −{n})' },
  'ui.auto.details': { en: 'Everything that happened', de: 'Alles, was passiert ist' },

  // End of game
  'ui.end.title': { en: 'Final scores', de: 'Endwertung' },
  'ui.end.winner': { en: '{name} wins!', de: '{name} gewinnt!' },
  'ui.end.winners': { en: 'Shared victory: {names}', de: 'Geteilter Sieg: {names}' },
  'ui.end.noWinner': { en: 'Nobody wins: every railway went bankrupt.', de: 'Niemand gewinnt: Alle Eisenbahnen sind pleite.' },
  'ui.end.player': { en: 'Player', de: 'Spieler' },
  'ui.end.income': { en: 'Income × 3', de: 'Einkommen × 3' },
  'ui.end.segments': { en: 'Track segments', de: 'Streckenabschnitte' },
  'ui.end.shares': { en: 'Shares × −3', de: 'Aktien × −3' },
  'ui.end.total': { en: 'Total', de: 'Summe' },
  'ui.end.money': { en: 'Money', de: 'Geld' },
  'ui.end.lostShares': { en: 'Lost: the {due} due for the shares could not be paid.', de: 'Verloren: Die {due} für die Aktien konnten nicht gezahlt werden.' },
  'ui.end.sharesPaid': { en: 'Shares × −$5', de: 'Aktien × −$5' },
  'ui.end.chart.income': { en: 'Income by round', de: 'Einkommen je Runde' },
  'ui.end.chart.cash': { en: 'Cash by round', de: 'Geld je Runde' },
  'ui.end.chart.score': { en: 'Score by round', de: 'Punkte je Runde' },
  'ui.end.chartRound': { en: 'Round', de: 'Runde' },
  'ui.end.chartDesc': { en: '{metric} of each player over the rounds', de: '{metric} jedes Spielers über die Runden' },

  // The goods display opened from the tool row or the Production panel (issue 14).
  'ui.display.title': { en: 'Goods display', de: 'Güterauslage' },
  'ui.display.open': { en: 'Goods', de: 'Güter' },
  'ui.display.openLabel': { en: 'Show the goods display', de: 'Güterauslage zeigen' },
  'ui.display.hint': {
    en: 'At goods growth each die moves the top cube of its column to the city named under it; a built New City also gets the top cube of its own column when the die it is listed with comes up.',
    de: 'Beim Güterwachstum bringt jeder Würfel den obersten Güterwürfel seiner Spalte in die darunter genannte Großstadt; eine gebaute New City bekommt zudem den obersten Würfel ihrer eigenen Spalte, wenn die Zahl fällt, bei der sie steht.',
  },
  'ui.display.lightArea': { en: 'Light area', de: 'Heller Bereich' },
  'ui.display.darkArea': { en: 'Dark area', de: 'Dunkler Bereich' },
  'ui.display.newCityArea': { en: 'New Cities', de: 'New Cities' },
  'ui.display.columnTo': { en: '{column} to {place}', de: '{column} nach {place}' },
  'ui.display.fieldCube': { en: '{field}: {color} cube', de: '{field}: Würfel {color}' },
  'ui.display.fieldEmpty': { en: '{field}: empty', de: '{field}: leer' },
  'ui.display.withDie': { en: 'with {n} ({group})', de: 'mit {n} ({group})' },
  'ui.display.none': { en: 'This map has no goods display.', de: 'Diese Karte hat keine Güterauslage.' },
  // Money lines for St. Lucia's start price and for the ghost tile on top of a plan.
  'ui.money.afterStart': { en: 'Expenses {expenses} at the end of the round; cash if you pay for the start {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld, wenn du für den Start zahlst, {cash}, Einkommen {income}' },
  'ui.money.afterPlanTile': { en: 'Expenses {expenses} at the end of the round; cash after the plan and this tile {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld nach dem Plan und diesem Plättchen {cash}, Einkommen {income}' },

  'board.build.title': { en: 'Build track', de: 'Strecken bauen' },
  'board.build.hint': { en: 'Tap a highlighted hex to build there.', de: 'Tippe auf ein hervorgehobenes Feld, um dort zu bauen.' },
  'board.build.waiting': { en: 'Asking the rules…', de: 'Regeln werden gefragt …' },
  'board.build.cash': { en: 'Cash {cash}', de: 'Geld {cash}' },
  'board.build.spent': { en: 'Spent this turn {spent}', de: 'In diesem Zug ausgegeben {spent}' },
  'board.build.tilesLeft': { en: 'Tiles left this turn: {n}', de: 'Plättchen übrig in diesem Zug: {n}' },
  'board.build.cost': { en: 'Cost {cost}', de: 'Kosten {cost}' },
  'board.build.cashAfter': { en: 'Cash afterwards {cash}', de: 'Geld danach {cash}' },
  'board.build.kind.place': { en: 'Place', de: 'Legen' },
  'board.build.kind.replace': { en: 'Replace', de: 'Ersetzen' },
  'board.build.kind.redirect': { en: 'Redirect', de: 'Umleiten' },
  'board.build.kind.town': { en: 'Town', de: 'Stadt' },
  'board.build.townMarker': { en: 'with town marker', de: 'mit Stadt-Marker' },
  'board.build.rotate': { en: 'Rotate', de: 'Drehen' },
  'board.build.rotateBack': { en: 'Rotate back', de: 'Zurückdrehen' },
  'board.build.rotateHint': { en: 'Tap the tile again or swipe here to turn it.', de: 'Tippe nochmal auf das Plättchen oder wische hier, um es zu drehen.' },
  'board.build.confirm': { en: 'Build for {cost}', de: 'Für {cost} bauen' },
  'board.build.cancel': { en: 'Cancel', de: 'Abbrechen' },
  'board.build.nothingHere': { en: 'Nothing can be built here.', de: 'Hier kann nichts gebaut werden.' },
  'board.build.options': { en: 'Tiles that fit here', de: 'Plättchen, die hier passen' },
  'board.build.optionLabel': { en: '{tile}, {cost}', de: '{tile}, {cost}' },
  'board.build.optionLabelMarker': { en: '{tile} with town marker, {cost}', de: '{tile} mit Stadt-Marker, {cost}' },

  'board.urbanize.title': { en: 'Urbanization: place a New City', de: 'Urbanisierung: neue Großstadt setzen' },
  'board.goods.bonusTitle': { en: 'East–west bonus: +1 income to', de: 'Ost-West-Bonus: +1 Einkommen für' },
  'board.goods.bonusHint': {
    en: 'This delivery joins the east and the west: choose the owner of one link it uses.',
    de: 'Diese Lieferung verbindet Osten und Westen: Wähle den Besitzer einer benutzten Linie.',
  },
  'board.special.title': { en: 'Special links', de: 'Besondere Verbindungen' },
  'board.special.hint': {
    en: 'A finished link between two neighbouring places, without tiles: it counts as one tile built and one track segment.',
    de: 'Eine fertige Eisenbahnlinie zwischen zwei benachbarten Orten, ohne Plättchen: Sie zählt als ein gebautes Plättchen und als ein Streckenabschnitt.',
  },
  'board.special.build': { en: 'Build {name} for {cost}', de: '{name} für {cost} bauen' },
  'board.urbanize.hint': { en: 'Before your first tile you may turn a town into a New City.', de: 'Vor deinem ersten Plättchen darfst du eine Stadt zur neuen Großstadt machen.' },
  'board.urbanize.letter': { en: 'New City {letter}', de: 'Neue Großstadt {letter}' },

  'board.plan.empty': { en: 'Tap hexes to sketch tiles ahead; nothing is built until you commit.', de: 'Tippe auf Felder, um Plättchen vorauszuplanen; gebaut wird erst, wenn du bestätigst.' },

  'board.goods.title': { en: 'Move goods', de: 'Güter transportieren' },
  'board.goods.hint': { en: 'Tap a goods cube to see where it can go.', de: 'Tippe auf einen Güterwürfel, um zu sehen, wohin er kann.' },
  'board.goods.none': { en: 'No cube can be delivered now.', de: 'Gerade kann kein Würfel geliefert werden.' },
  'board.goods.noneForCube': { en: 'This cube cannot be delivered now.', de: 'Dieser Würfel kann gerade nicht geliefert werden.' },
  'board.goods.pickCube': { en: 'Which cube?', de: 'Welcher Würfel?' },
  'board.goods.cube': { en: '{color} cube', de: '{color} Würfel' },
  'board.goods.option': {
    en: 'To {to} over {links, plural, one {# link} other {# links}}: you +{own}{others}',
    de: 'Nach {to} über {links, plural, one {# Linie} other {# Linien}}: du +{own}{others}',
  },
  'board.goods.confirm': { en: 'Deliver to {to}', de: 'Nach {to} liefern' },
  'board.goods.best': { en: 'Best deliveries', de: 'Beste Lieferungen' },
  'board.goods.bestItem': { en: '{color} from {from} to {to}: you +{own}{others}', de: '{color} von {from} nach {to}: du +{own}{others}' },
} satisfies Catalogue;
