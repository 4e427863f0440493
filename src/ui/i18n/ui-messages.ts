// Every string the shared screens show (English and German). A rule system's texts — its engine's (phases, actions,
// reasons, move descriptions) and its UI module's (src/ui/rules/<id>/) — are filed under its id by catalogues.ts and
// are not repeated here.
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
  'ui.new.edition': { en: 'Edition', de: 'Ausgabe' },
  'ui.new.map': { en: 'Map', de: 'Karte' },
  'ui.new.mapPlayers': { en: '{min}–{max} players', de: '{min}–{max} Spieler' },
  'ui.new.baseRules': { en: 'base rules', de: 'Grundregeln' },
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
  'ui.new.seedSecretHelp': {
    en: 'Leave it empty: a secret seed is drawn. Every hand and every card drawn follows from it, so it is not shown. Enter a seed only to replay a known game.',
    de: 'Lass das Feld leer: Dann wird ein geheimer Startwert gezogen. Alle Handkarten und gezogenen Karten folgen aus ihm, deshalb wird er nicht gezeigt. Gib nur einen Startwert ein, um ein bekanntes Spiel nachzuspielen.',
  },
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

  // A goods cube's name for screen readers (its colour comes from the rule system's catalogue).
  'ui.goods.cube': { en: '{color} cube', de: 'Würfel {color}' },
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
  'ui.game.leave': { en: 'Back to the games', de: 'Zurück zu den Spielen' },
  'ui.game.notFound': { en: 'This game is not on this device.', de: 'Dieses Spiel ist nicht auf diesem Gerät.' },
  'ui.game.rulesFailed': { en: 'The rules of this game could not be loaded: {message}', de: 'Die Regeln dieses Spiels konnten nicht geladen werden: {message}' },
  'ui.game.waitingEngine': { en: 'Thinking…', de: 'Einen Moment …' },

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
  // The casual undo naming the move, the history's newest-first order (issue 14).
  'ui.undo.takesBack': { en: 'The move taken back: {move}', de: 'Zurückgenommen wird: {move}' },
  'ui.undo.andBots': {
    en: '… and {count, plural, one {the computer move} other {the # computer moves}} after it.',
    de: '… und {count, plural, one {der Zug des Computerspielers} other {die # Züge der Computerspieler}} danach.',
  },
  'ui.history.newestFirst': { en: 'Newest first', de: 'Neueste zuerst' },
  // The end-of-build question's answers, the same for every system that builds track (components/end-build.tsx); the
  // question itself and its yes are each system's words (ui.build.confirmEnd, ui.build.confirmEndYes).
  'ui.build.keepBuilding': { en: 'Keep building', de: 'Weiterbauen' },
  'ui.build.dontAsk': { en: "Don't ask again on this device (About turns it back on)", de: 'Auf diesem Gerät nicht mehr fragen (unter „Über“ wieder einschaltbar)' },
  // The device's settings on the About screen: the end-of-build question, switched back on after "don't ask again".
  'ui.settings.title': { en: 'Settings on this device', de: 'Einstellungen auf diesem Gerät' },
  'ui.settings.askEndBuild': { en: 'Ask before ending a build turn with tiles unused', de: 'Vor dem Ende eines Bauzugs mit ungenutzten Plättchen fragen' },
  'ui.settings.note': { en: 'Kept in this browser only, like the language.', de: 'Nur in diesem Browser gespeichert, wie die Sprache.' },
  // Computer players (issue 21): seats on the new-game screen, the mark beside their colour, the pace at the table,
  // and the Suggest button.
  'ui.new.seatKind': { en: 'Player {n}: a person or a computer player', de: 'Spieler {n}: ein Mensch oder ein Computerspieler' },
  'ui.new.botUnavailable': {
    en: 'This game has no computer player of that level: make that seat a person.',
    de: 'Dieses Spiel hat keinen Computerspieler dieser Stufe: Mach diesen Platz zu einem Menschen.',
  },
  'ui.new.solo': { en: 'Play alone against computer players', de: 'Allein gegen Computerspieler spielen' },
  'ui.bot.person': { en: 'Person', de: 'Mensch' },
  'ui.bot.level.baseline': { en: 'Reference', de: 'Referenz' },
  'ui.bot.level.easy': { en: 'Easy', de: 'Leicht' },
  'ui.bot.level.medium': { en: 'Medium', de: 'Mittel' },
  'ui.bot.level.hard': { en: 'Hard', de: 'Schwer' },
  'ui.bot.name': { en: 'Bot {name} ({level})', de: 'Bot {name} ({level})' },
  'ui.bot.mark': { en: 'Computer player', de: 'Computerspieler' },
  'ui.bot.thinking': { en: '{name} is thinking…', de: '{name} überlegt …' },
  'ui.bot.paused': { en: 'The computer players wait.', de: 'Die Computerspieler warten.' },
  'ui.bot.pause': { en: 'Pause', de: 'Anhalten' },
  'ui.bot.resume': { en: 'Play on', de: 'Weiterspielen' },
  'ui.bot.pace': { en: 'Speed of the computer players', de: 'Tempo der Computerspieler' },
  'ui.bot.pace.slow': { en: 'Slow', de: 'Langsam' },
  'ui.bot.pace.normal': { en: 'Normal', de: 'Normal' },
  'ui.bot.pace.fast': { en: 'Fast', de: 'Schnell' },
  'ui.bot.pace.fastest': { en: 'Fastest', de: 'Sofort' },
  'ui.hint.suggest': { en: 'Suggest', de: 'Vorschlag' },
  'ui.hint.asking': { en: 'Thinking…', de: 'Überlegt …' },
  'ui.hint.title': { en: 'The hard computer player would:', de: 'Der starke Computerspieler würde:' },
  'ui.hint.none': { en: 'No suggestion for this decision.', de: 'Für diese Entscheidung gibt es keinen Vorschlag.' },
  'ui.hint.notMade': { en: 'Nothing is played: the choice is yours.', de: 'Es wird nichts gespielt: Die Wahl liegt bei dir.' },
  'ui.hint.hide': { en: 'Hide the suggestion', de: 'Vorschlag ausblenden' },
} satisfies Catalogue;

export type UiKey = keyof typeof uiMessages;
