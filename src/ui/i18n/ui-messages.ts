// Every string the screens show (English and German). Rules texts (phases, actions, reasons, move descriptions)
// live in the engine's catalogues and are merged in by catalogues.ts
// are not repeated here: phase, action and colour names come from there.
import type { Catalogue } from './format';

export const uiMessages = {
  'ui.app.name': { en: 'Railhex', de: 'Railhex' },
  'ui.nav.home': { en: 'Games', de: 'Spiele' },
  'ui.nav.about': { en: 'About', de: 'Über' },
  'ui.lang.label': { en: 'Language', de: 'Sprache' },
  'ui.lang.en': { en: 'English', de: 'English' },
  'ui.lang.de': { en: 'Deutsch', de: 'Deutsch' },
  'ui.common.cancel': { en: 'Cancel', de: 'Abbrechen' },
  'ui.common.close': { en: 'Close', de: 'Schließen' },
  'ui.common.save': { en: 'Save', de: 'Speichern' },
  'ui.common.loading': { en: 'Loading…', de: 'Wird geladen …' },
  'ui.common.working': { en: 'Working…', de: 'Wird ausgeführt …' },
  'ui.common.minus': { en: 'One less', de: 'Eins weniger' },
  'ui.common.plus': { en: 'One more', de: 'Eins mehr' },

  // Home
  'ui.home.title': { en: 'Games on this device', de: 'Spiele auf diesem Gerät' },
  'ui.home.empty': { en: 'No games yet. Start a new one!', de: 'Noch keine Spiele. Starte ein neues!' },
  'ui.home.new': { en: 'New game', de: 'Neues Spiel' },
  'ui.home.import': { en: 'Import a game', de: 'Spiel importieren' },
  'ui.home.resume': { en: 'Resume', de: 'Fortsetzen' },
  'ui.home.rename': { en: 'Rename', de: 'Umbenennen' },
  'ui.home.delete': { en: 'Delete', de: 'Löschen' },
  'ui.home.export': { en: 'Export', de: 'Exportieren' },
  'ui.home.resumeGame': { en: 'Resume {title}', de: '{title} fortsetzen' },
  'ui.home.renameGame': { en: 'Rename {title}', de: '{title} umbenennen' },
  'ui.home.deleteGame': { en: 'Delete {title}', de: '{title} löschen' },
  'ui.home.exportGame': { en: 'Export {title}', de: '{title} exportieren' },
  'ui.home.map': { en: 'Map', de: 'Karte' },
  'ui.home.players': { en: 'Players', de: 'Spieler' },
  'ui.home.roundLabel': { en: 'Round', de: 'Runde' },
  'ui.home.turn': { en: 'Turn', de: 'Am Zug' },
  'ui.home.lastPlayed': { en: 'Last played', de: 'Zuletzt gespielt' },
  'ui.home.finished': { en: 'Finished', de: 'Beendet' },
  'ui.home.renameLabel': { en: 'New title', de: 'Neuer Titel' },
  'ui.home.deleteConfirm': {
    en: 'Delete “{title}” from this device? This cannot be undone.',
    de: '„{title}“ von diesem Gerät löschen? Das lässt sich nicht rückgängig machen.',
  },
  'ui.home.imported': { en: 'Imported “{title}”.', de: '„{title}“ wurde importiert.' },
  'ui.home.importFailed': {
    en: 'This file could not be imported: {reason} Nothing was changed.',
    de: 'Diese Datei konnte nicht importiert werden: {reason} Es wurde nichts verändert.',
  },
  // Storage and tabs: a save this version cannot replay, and one game open in two tabs.
  'ui.home.cannotOpen': {
    en: 'This game cannot be opened by this version: its move {move} is refused. {reason} Export it to keep its moves.',
    de: 'Dieses Spiel lässt sich mit dieser Version nicht öffnen: Sein Zug {move} wird abgelehnt. {reason} Exportiere es, um seine Züge zu behalten.',
  },
  'ui.tabs.elsewhere': {
    en: 'This game is open in another tab. Only one tab at a time can play it.',
    de: 'Dieses Spiel ist in einem anderen Tab geöffnet. Es kann immer nur ein Tab damit spielen.',
  },
  'ui.tabs.taken': {
    en: 'This game was opened in another tab. This tab has stopped playing it.',
    de: 'Dieses Spiel wurde in einem anderen Tab geöffnet. Dieser Tab spielt nicht mehr damit.',
  },
  'ui.tabs.takeOver': { en: 'Play it here', de: 'Hier spielen' },
  'ui.tabs.takeBack': { en: 'Take it back', de: 'Zurückholen' },
  // Tab lock: the game this tab plays was deleted in another tab.
  'ui.tabs.deleted': {
    en: 'This game was deleted in another tab.',
    de: 'Dieses Spiel wurde in einem anderen Tab gelöscht.',
  },

  // New game
  'ui.new.title': { en: 'New game', de: 'Neues Spiel' },
  'ui.new.ruleSystem': { en: 'Game', de: 'Spiel' },
  'ui.new.aos': { en: 'Age of Steam', de: 'Age of Steam' },
  'ui.new.edition': { en: 'Edition', de: 'Ausgabe' },
  'ui.new.edition.deluxe': { en: 'Deluxe (2022)', de: 'Deluxe (2022)' },
  'ui.new.edition.2002': { en: 'Original (2002)', de: 'Original (2002)' },
  'ui.new.map': { en: 'Map', de: 'Karte' },
  'ui.new.mapPlayers': { en: '{min}–{max} players', de: '{min}–{max} Spieler' },
  'ui.new.baseRules': { en: 'base rules', de: 'Grundregeln' },
  'ui.new.easier': { en: 'Easier game: 2 cubes on each yellow city instead of 1', de: 'Einfacheres Spiel: 2 statt 1 Würfel in jeder gelben Großstadt' },
  'ui.new.baseRulesNote': {
    en: "{map}'s own rule changes are not in Railhex yet: on this map you play Age of Steam's base rules (as on the Rust Belt).",
    de: 'Die Sonderregeln von {map} sind noch nicht in Railhex: Auf dieser Karte spielt ihr die Grundregeln von Age of Steam (wie auf dem Rust Belt).',
  },
  'ui.new.mapPlayersExact': { en: '{min, plural, one {one player} other {# players}}', de: '{min, plural, one {ein Spieler} other {# Spieler}}' },
  'ui.new.mapPreview': { en: 'Preview of {map}', de: 'Vorschau von {map}' },
  'ui.new.noMaps': { en: 'No maps are installed.', de: 'Es sind keine Karten installiert.' },
  'ui.new.seats': { en: 'Players', de: 'Spieler' },
  'ui.new.seatName': { en: 'Name of player {n}', de: 'Name von Spieler {n}' },
  'ui.new.seatColor': { en: 'Colour of player {n}', de: 'Farbe von Spieler {n}' },
  'ui.new.defaultName': { en: 'Player {n}', de: 'Spieler {n}' },
  'ui.new.addSeat': { en: 'Add a player', de: 'Spieler hinzufügen' },
  'ui.new.removeSeat': { en: 'Remove player {n}', de: 'Spieler {n} entfernen' },
  'ui.new.seatOrderNote': {
    en: 'The starting turn order is rolled with dice when the game starts.',
    de: 'Die Startreihenfolge wird zu Spielbeginn ausgewürfelt.',
  },
  'ui.new.seed': { en: 'Seed', de: 'Startwert' },
  'ui.new.seedHelp': {
    en: 'All dice and draws follow from this number. Enter the seed of an earlier game to replay it.',
    de: 'Alle Würfe und Ziehungen folgen aus dieser Zahl. Gib den Startwert eines früheren Spiels ein, um es nachzuspielen.',
  },
  'ui.new.newSeed': { en: 'New seed', de: 'Neuer Startwert' },
  'ui.new.casual': { en: 'Casual game: undo across turns when the others agree', de: 'Lockeres Spiel: Rücknahme über Züge hinweg, wenn die anderen zustimmen' },
  'ui.new.title.label': { en: 'Title', de: 'Titel' },
  'ui.new.start': { en: 'Start the game', de: 'Spiel starten' },
  'ui.new.playerCountBad': {
    en: '{map} is for {min}–{max} players; you have {n}.',
    de: '{map} ist für {min}–{max} Spieler; ihr seid {n}.',
  },
  'ui.new.playerCountBadExact': {
    en: '{map} is {min, plural, one {for one player} other {for exactly # players}}; you have {n}.',
    de: '{map} ist {min, plural, one {für einen Spieler} other {für genau # Spieler}}; ihr seid {n}.',
  },
  'ui.new.nameMissing': { en: 'Every player needs a name.', de: 'Jeder Spieler braucht einen Namen.' },
  'ui.new.colorTwice': { en: 'Two players have the same colour.', de: 'Zwei Spieler haben dieselbe Farbe.' },
  'ui.new.seedBad': { en: 'The seed must be a whole number from 0 to 4294967295.', de: 'Der Startwert muss eine ganze Zahl von 0 bis 4294967295 sein.' },

  // Colours (names for screen readers and the colour picker)
  'ui.color.blue': { en: 'blue', de: 'blau' },
  'ui.color.green': { en: 'green', de: 'grün' },
  'ui.color.yellow': { en: 'yellow', de: 'gelb' },
  'ui.color.pink': { en: 'pink', de: 'rosa' },
  'ui.color.grey': { en: 'grey', de: 'grau' },
  'ui.color.orange': { en: 'orange', de: 'orange' },

  // Game chrome
  'ui.game.round': { en: 'Round {round}/{rounds}', de: 'Runde {round}/{rounds}' },
  'ui.game.toPlay': { en: 'to play', de: 'ist am Zug' },
  'ui.game.nobodyToAct': { en: 'Nobody has to decide now.', de: 'Gerade muss niemand entscheiden.' },
  'ui.game.help': { en: 'Help', de: 'Hilfe' },
  'ui.game.history': { en: 'History', de: 'Verlauf' },
  'ui.game.players': { en: 'Players', de: 'Spieler' },
  'ui.game.showPlayers': { en: 'All players', de: 'Alle Spieler' },
  'ui.game.hidePlayers': { en: 'Hide players', de: 'Spieler ausblenden' },
  'ui.game.leave': { en: 'Back to the games', de: 'Zurück zu den Spielen' },
  'ui.game.notFound': { en: 'This game is not on this device.', de: 'Dieses Spiel ist nicht auf diesem Gerät.' },
  'ui.game.rulesFailed': { en: 'The rules of this game could not be loaded: {message}', de: 'Die Regeln dieses Spiels konnten nicht geladen werden: {message}' },
  'ui.game.cash': { en: 'Cash', de: 'Geld' },
  'ui.game.income': { en: 'Income', de: 'Einkommen' },
  'ui.game.shares': { en: 'Shares', de: 'Aktien' },
  'ui.game.engine': { en: 'Engine', de: 'Lok' },
  'ui.game.action': { en: 'Action', de: 'Aktion' },
  'ui.game.eliminated': { en: 'Out of the game', de: 'Ausgeschieden' },
  'ui.game.turnOrder': { en: 'Turn order', de: 'Spielerreihenfolge' },
  'ui.game.waitingEngine': { en: 'Thinking…', de: 'Einen Moment …' },

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

  // Hand-over
  'ui.handover.title': { en: 'Pass the tablet to', de: 'Gib das Tablet an' },
  'ui.handover.decides': { en: '{name} decides: {phase}', de: '{name} entscheidet: {phase}' },
  'ui.handover.ready': { en: 'I am {name} — show my turn', de: 'Ich bin {name} – zeig meinen Zug' },

  // Undo
  'ui.undo.undo': { en: 'Undo my last move', de: 'Meinen letzten Zug zurücknehmen' },
  'ui.undo.reset': { en: 'Reset my turn', de: 'Meinen Zug zurücksetzen' },
  'ui.undo.casual': { en: 'Undo the last move (all agree)', de: 'Letzten Zug zurücknehmen (alle einverstanden)' },
  'ui.undo.confirmTitle': { en: 'Take back a move of another turn?', de: 'Einen Zug aus einem anderen Zug zurücknehmen?' },
  'ui.undo.confirmBodyShort': {
    en: 'This is a casual game. Everyone else at the table has to agree before the last move is taken back.',
    de: 'Dies ist ein lockeres Spiel. Alle anderen am Tisch müssen zustimmen, bevor der letzte Zug zurückgenommen wird.',
  },
  'ui.undo.agree': { en: 'agrees', de: 'ist einverstanden' },
  'ui.undo.doIt': { en: 'Take it back', de: 'Zurücknehmen' },

  // History
  'ui.history.title': { en: 'History', de: 'Verlauf' },
  'ui.history.empty': { en: 'No moves yet.', de: 'Noch keine Züge.' },
  'ui.history.scrub': { en: 'Look at the position after move {n} of {total}', de: 'Stellung nach Zug {n} von {total} ansehen' },
  'ui.history.position': { en: 'Position after move {n} of {total}', de: 'Stellung nach Zug {n} von {total}' },
  'ui.history.start': { en: 'Start of the game', de: 'Spielbeginn' },
  'ui.history.backToNow': { en: 'Back to the current position', de: 'Zurück zur aktuellen Stellung' },
  'ui.history.viewing': {
    en: 'You are looking at an earlier position. Nothing here changes the game.',
    de: 'Du siehst eine frühere Stellung. Hier ändert sich am Spiel nichts.',
  },
  'ui.history.undo': {
    en: 'Took back {count, plural, one {one move} other {# moves}} of their own turn.',
    de: 'Hat {count, plural, one {einen Zug} other {# Züge}} des eigenen Zugs zurückgenommen.',
  },
  'ui.history.undoCasual': {
    en: 'Took back {count, plural, one {one move} other {# moves}} with everyone’s agreement.',
    de: 'Hat mit Zustimmung aller {count, plural, one {einen Zug} other {# Züge}} zurückgenommen.',
  },
  'ui.history.prev': { en: 'Previous move', de: 'Vorheriger Zug' },
  'ui.history.next': { en: 'Next move', de: 'Nächster Zug' },

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

  'ui.goods.cube': { en: '{color} cube', de: 'Würfel {color}' },

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
  'ui.build.keepBuilding': { en: 'Keep building', de: 'Weiterbauen' },
  'ui.build.dontAsk': { en: "Don't ask again on this device (About turns it back on)", de: 'Auf diesem Gerät nicht mehr fragen (unter „Über“ wieder einschaltbar)' },
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

  // About
  'ui.about.title': { en: 'About Railhex', de: 'Über Railhex' },
  'ui.about.version': { en: 'Version {version} · rules engine {engine}', de: 'Version {version} · Regel-Engine {engine}' },
  'ui.about.text': {
    en: 'Railhex lets 1–6 people play Age of Steam on one device, offline. Dice and draws come from a seed stored with the game, so every game can be replayed.',
    de: 'Mit Railhex spielen 1–6 Personen Age of Steam auf einem Gerät, offline. Würfe und Ziehungen folgen aus einem mit dem Spiel gespeicherten Startwert, sodass sich jedes Spiel nachspielen lässt.',
  },
  'ui.about.credits': { en: 'Map data and credits', de: 'Kartendaten und Nachweise' },
  'ui.about.noCredits': { en: 'No credits file is installed.', de: 'Es ist keine Nachweisdatei installiert.' },
  'ui.about.licence': { en: 'Licence: {licence}', de: 'Lizenz: {licence}' },
  // The games' designers and publishers on the About screen (issue 14 §22).
  'ui.about.games': { en: 'The games', de: 'Die Spiele' },
  'ui.about.unofficial': {
    en: 'Railhex is an unofficial fan-made app; it is not made or endorsed by the designers or publishers named above. Age of Steam is a trademark of John Bohrer.',
    de: 'Railhex ist eine inoffizielle App von Fans; sie stammt nicht von den oben genannten Autoren und Verlagen und wird von ihnen nicht unterstützt. Age of Steam ist eine Marke von John Bohrer.',
  },

  // Panels and texts (issue 14): the goods display opened from the tool row or the Production panel, the
  // casual undo naming the move, the history's newest-first order.
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
  'ui.undo.takesBack': { en: 'The move taken back: {move}', de: 'Zurückgenommen wird: {move}' },
  'ui.history.newestFirst': { en: 'Newest first', de: 'Neueste zuerst' },
  // Money lines for St. Lucia's start price and for the ghost tile on top of a plan.
  'ui.money.afterStart': { en: 'Expenses {expenses} at the end of the round; cash if you pay for the start {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld, wenn du für den Start zahlst, {cash}, Einkommen {income}' },
  'ui.money.afterPlanTile': { en: 'Expenses {expenses} at the end of the round; cash after the plan and this tile {cash}, income {income}', de: 'Ausgaben {expenses} am Rundenende; Geld nach dem Plan und diesem Plättchen {cash}, Einkommen {income}' },
  // The device's settings on the About screen: the end-of-build question, switched back on after "don't ask again".
  'ui.settings.title': { en: 'Settings on this device', de: 'Einstellungen auf diesem Gerät' },
  'ui.settings.askEndBuild': { en: 'Ask before ending a build turn with tiles unused', de: 'Vor dem Ende eines Bauzugs mit ungenutzten Plättchen fragen' },
  'ui.settings.note': { en: 'Kept in this browser only, like the language.', de: 'Nur in diesem Browser gespeichert, wie die Sprache.' },
} satisfies Catalogue;

export type UiKey = keyof typeof uiMessages;
