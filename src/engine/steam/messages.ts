// Every message key the Steam flow emits (reasons, decisions, move descriptions, events, names), in English and German,
// with {param} placeholders in the catalogue text format (message-text.ts). The track module's and the auction
// module's reasons are merged in catalogue.ts; a Steam text here overrides a shared one where Steam says it otherwise.
import { COMMON_MESSAGES } from '../common-messages';
import type { Catalogue } from '../rule-system';

/** Parameters whose value is an id the catalogue names: `action: 'engineer'` reads "Engineer" ("Ingenieur"). */
export const STEAM_ID_PARAMS: Readonly<Record<string, string>> = { action: 'actionName', phase: 'phaseName', color: 'color', as: 'pointsAs', dir: 'direction', decision: 'decision' };

/**
 * List parameters in words: `cubes` is a list of colour ids ("red, grey" → "rot, grau"); anything else comes back
 * unchanged.
 */
export function steamListParam(name: string, value: string | number, lang: 'en' | 'de'): string | number {
  if (name !== 'cubes') return value;
  return String(value)
    .split(/,\s*/)
    .filter((c) => c.length > 0)
    .map((c) => COMMON_MESSAGES[`color.${c}`]?.[lang] ?? c)
    .join(', ');
}

const NAMES: Catalogue = {
  'actionName.turnOrder': { en: '1 Turn order', de: '1 Spielerreihenfolge' },
  'actionName.firstMove': { en: '2 First move', de: '2 Erster Transport' },
  'actionName.engineer': { en: '3 Engineer', de: '3 Ingenieur' },
  'actionName.firstBuild': { en: '4 First build', de: '4 Erster Streckenbau' },
  'actionName.goodsSupply': { en: '5 Goods supply', de: '5 Warennachschub' },
  'actionName.locomotive': { en: '6 Locomotive', de: '6 Lokomotive' },
  'actionName.urbanization': { en: '7 Urbanization', de: '7 Urbanisierung' },
  'phaseName.initialAuction': { en: 'auction of the first turn order', de: 'Versteigerung der ersten Spielerreihenfolge' },
  'phaseName.capital': { en: 'acquire capital', de: 'Kapital aufnehmen' },
  'phaseName.auction': { en: 'turn order auction', de: 'Versteigerung der Spielerreihenfolge' },
  'phaseName.selectActions': { en: 'select action tiles', de: 'Aktionsplättchen wählen' },
  'phaseName.buildTrack': { en: 'build track', de: 'Streckenbau' },
  'phaseName.moveGoods': { en: 'move goods', de: 'Waren transportieren' },
  'phaseName.income': { en: 'income and expenses', de: 'Einkommen und Ausgaben' },
  'phaseName.gameOver': { en: 'game over', de: 'Spielende' },
  'pointsAs.income': { en: 'income', de: 'Einkommen' },
  'pointsAs.vp': { en: 'victory points', de: 'Siegpunkte' },
  'edition.basic': { en: 'Basic game', de: 'Grundspiel' },
  'edition.standard': { en: 'Standard game', de: 'Expertenspiel' },
};

const REASONS: Catalogue = {
  'setup.mapGame': { en: '{map} is not a Steam board.', de: '{map} ist kein Steam-Spielplan.' },
  'setup.playerCount': { en: 'Steam on this board is for {min}–{max} players, not {count}.', de: 'Steam auf diesem Plan ist für {min}–{max} Spieler, nicht für {count}.' },
  'setup.startOrderBasicOnly': { en: 'Only the basic game chooses how the first turn order is set.', de: 'Nur im Grundspiel wählt man, wie die erste Spielerreihenfolge bestimmt wird.' },
  'import.record.options': { en: 'The record names options Steam does not have.', de: 'Die Partie nennt Optionen, die Steam nicht kennt.' },
  'phase.wrongDecision': { en: 'That is not possible now. Now: {decision}.', de: 'Das geht jetzt nicht. Jetzt: {decision}.' },
  'move.malformed.units': { en: 'Capital is taken in whole steps of $5.', de: 'Kapital nimmt man in ganzen Schritten zu $5 auf.' },
  'move.malformed.action': { en: 'That action tile does not exist.', de: 'Dieses Aktionsplättchen gibt es nicht.' },
  'move.malformed.forgo': { en: 'Whether the tile is turned over must be a plain yes or no.', de: 'Ob das Plättchen umgedreht wird, muss ein einfaches Ja oder Nein sein.' },
  'move.malformed.color': { en: 'The move names no goods colour.', de: 'Der Zug nennt keine Warenfarbe.' },
  'move.malformed.field': { en: 'That is not one of the goods-supply fields.', de: 'Das ist keines der Felder des Warennachschubs.' },
  'move.malformed.route': { en: 'A route is a list of at most 6 links.', de: 'Eine Route ist eine Liste von höchstens 6 Verbindungen.' },
  'move.malformed.as': { en: 'Points go to income or to victory points.', de: 'Punkte gehen auf das Einkommen oder auf die Siegpunkte.' },
  'startAuction.bidOverCapacity': {
    en: 'You bid ${bid}, but even by borrowing everything you can you could pay at most ${max}.',
    de: 'Du bietest ${bid}, kannst aber selbst mit aller möglichen Geldaufnahme höchstens ${max} zahlen.',
  },
  'startAuction.openerMustBid': { en: 'You open this auction: name a bid ($0 is allowed).', de: 'Du eröffnest diese Versteigerung: Nenne ein Gebot ($0 ist erlaubt).' },
  'startAuction.highBidderStays': { en: 'You hold the high bid: it stands.', de: 'Du hast das Höchstgebot: Es bleibt stehen.' },
  'auction.notBidding': { en: 'You have already left this auction.', de: 'Du bist aus dieser Versteigerung schon ausgestiegen.' },
  'capital.tooMuch': {
    en: 'You can take at most {max, plural, one {# step} other {# steps}} (${amount} asked): income stops at −$10.',
    de: 'Du kannst höchstens {max, plural, one {# Schritt} other {# Schritte}} aufnehmen (${amount} verlangt): Das Einkommen endet bei −$10.',
  },
  'action.taken': { en: '{player} has already taken {action}.', de: '{player} hat {action} schon genommen.' },
  'action.cannotForgo': { en: 'Only Goods supply and Urbanization can be turned over.', de: 'Nur Warennachschub und Urbanisierung kann man umdrehen.' },
  'action.forgoInBuild': { en: 'In the standard game you decide in your build turn whether to perform it.', de: 'Im Expertenspiel entscheidest du in deinem Bauzug, ob du sie ausführst.' },
  'action.forgoAtSelection': { en: 'In the basic game a tile is turned over when it is taken, not later.', de: 'Im Grundspiel wird ein Plättchen beim Nehmen umgedreht, nicht später.' },
  'action.nothingToForgo': { en: 'You hold no Goods supply or Urbanization tile to forgo.', de: 'Du hast kein Warennachschub- oder Urbanisierungsplättchen, auf das du verzichten könntest.' },
  'action.engineMax': { en: 'Your engine is already at {max}.', de: 'Deine Lokomotive hat schon Reichweite {max}.' },
  'action.noNewCity': { en: 'No New City tile is left.', de: 'Es ist kein Plättchen „Neue Großstadt“ mehr übrig.' },
  'action.noTown': { en: 'Every town is already a city.', de: 'Jede Stadt ist schon eine Großstadt.' },
  'action.noSupplyGroup': { en: 'Every goods-supply field is empty: take it only turned over.', de: 'Alle Felder des Warennachschubs sind leer: Nimm es nur umgedreht.' },
  'action.noSupplyMarker': { en: 'No supply marker is left: take it only turned over.', de: 'Es ist kein Nachschub-Marker mehr übrig: Nimm es nur umgedreht.' },
  'action.noSupplyCity': { en: 'Every city already has a supply marker: take it only turned over.', de: 'Jede Großstadt hat schon einen Nachschub-Marker: Nimm es nur umgedreht.' },
  'action.cannotPay': {
    en: 'It costs ${cost}, more than your cash and all you can still borrow.',
    de: 'Es kostet ${cost}, mehr als dein Bargeld und alles, was du noch aufnehmen kannst.',
  },
  'supply.notHolder': { en: 'Only the player with Goods supply may do that.', de: 'Nur wer Warennachschub hat, darf das.' },
  'urbanize.notHolder': { en: 'Only the player with Urbanization may do that.', de: 'Nur wer Urbanisierung hat, darf das.' },
  'supply.forgone': { en: 'You turned {action} over: it is not performed this round.', de: 'Du hast {action} umgedreht: Es wird diese Runde nicht ausgeführt.' },
  'supply.done': { en: 'You have already performed {action} this round.', de: 'Du hast {action} in dieser Runde schon ausgeführt.' },
  'supply.chooseField': { en: 'Choose a goods-supply field to take the cubes from.', de: 'Wähle ein Feld des Warennachschubs, von dem die Warensteine kommen.' },
  'supply.noField': { en: 'There is no goods-supply field {field}: they are numbered 1 to {fields}.', de: 'Es gibt kein Feld {field} des Warennachschubs: Sie sind von 1 bis {fields} nummeriert.' },
  'supply.emptyField': { en: 'Goods-supply field {field} is empty.', de: 'Das Feld {field} des Warennachschubs ist leer.' },
  'supply.notCity': { en: 'Goods go only on a printed city.', de: 'Waren kommen nur auf eine gedruckte Großstadt.' },
  'supply.hasMarker': { en: '{place} already has a supply marker.', de: '{place} hat schon einen Nachschub-Marker.' },
  'urbanize.noTileOfColor': { en: 'No {color} New City tile is left.', de: 'Es ist keine Neue Großstadt in {color} mehr übrig.' },
  'urbanize.notTown': { en: 'A New City goes only on a town.', de: 'Eine Neue Großstadt kommt nur auf eine Stadt.' },
  'build.tileLimit': { en: 'You have laid all {max} tiles of this round.', de: 'Du hast alle {max} Plättchen dieser Runde gelegt.' },
  'build.mustPerform': { en: 'You took {action}: perform it before you end your turn.', de: 'Du hast {action} genommen: Führe es aus, bevor du deinen Zug beendest.' },
  'build.performOrForgo': { en: 'Perform {action} or forgo it before you end your turn.', de: 'Führe {action} aus oder verzichte darauf, bevor du deinen Zug beendest.' },
  'build.cannotBorrow': {
    en: 'This costs ${cost}: more than your cash ${cash} and all you can still borrow.',
    de: 'Das kostet ${cost}: mehr als dein Bargeld ${cash} und alles, was du noch aufnehmen kannst.',
  },
  'build.cannotAfford': { en: 'This costs ${cost} but you have ${cash}, and in the standard game you cannot borrow now.', de: 'Das kostet ${cost}, du hast aber ${cash}, und im Expertenspiel kannst du jetzt kein Geld aufnehmen.' },
  'deliver.noOwnLink': { en: 'A delivery must use at least one link of your own.', de: 'Ein Transport muss mindestens eine eigene Verbindung nutzen.' },
  'deliver.fewerOwnLinks': {
    en: 'You use {own, plural, one {# link} other {# links}} of your own but {other} of another player: you need at least as many as any other player.',
    de: 'Du nutzt {own, plural, one {# eigene Verbindung} other {# eigene Verbindungen}}, aber {other} eines anderen Spielers: Du brauchst mindestens so viele wie jeder andere.',
  },
  'points.notYours': { en: 'It is not your turn to choose points.', de: 'Du wählst gerade keine Punkte.' },
  'goods.raisedThisRound': { en: 'You have already raised your engine this round.', de: 'Du hast deine Lokomotive in dieser Runde schon verbessert.' },
  'goods.engineMax': { en: 'Your engine is already at {max}.', de: 'Deine Lokomotive hat schon Reichweite {max}.' },
};

const DECISIONS: Catalogue = {
  'decision.initialAuction': { en: 'Bid for the first turn order', de: 'Biete um die erste Spielerreihenfolge' },
  'decision.capital': { en: 'Acquire capital?', de: 'Kapital aufnehmen?' },
  'decision.auction': { en: 'Bid for turn order', de: 'Biete um die Spielerreihenfolge' },
  'decision.selectAction': { en: 'Choose an action tile', de: 'Wähle ein Aktionsplättchen' },
  'decision.build': { en: 'Build track', de: 'Strecken bauen' },
  'decision.moveGoods': { en: 'Move goods or raise your engine', de: 'Waren transportieren oder die Lokomotive verbessern' },
  'decision.takePoints': { en: 'Take your points as income or victory points', de: 'Nimm deine Punkte als Einkommen oder Siegpunkte' },
};

const MOVES: Catalogue = {
  'moveDesc.bidPosition': { en: '{name} bids ${amount} for place {position}.', de: '{name} bietet ${amount} für Platz {position}.' },
  'moveDesc.passPosition': { en: '{name} passes.', de: '{name} passt.' },
  'moveDesc.acquireCapital': { en: '{name} takes ${amount} capital.', de: '{name} nimmt ${amount} Kapital auf.' },
  'moveDesc.noCapital': { en: '{name} takes no capital.', de: '{name} nimmt kein Kapital auf.' },
  'moveDesc.bid': { en: '{name} bids ${amount}.', de: '{name} bietet ${amount}.' },
  'moveDesc.dropOut': { en: '{name} drops out.', de: '{name} steigt aus.' },
  'moveDesc.turnOrderPass': { en: '{name} passes with Turn order and stays in.', de: '{name} passt mit „Spielerreihenfolge“ und bleibt im Gebot.' },
  'moveDesc.takeAction': { en: '{name} takes {action}.', de: '{name} nimmt {action}.' },
  'moveDesc.takeActionForgo': { en: '{name} takes {action} turned over.', de: '{name} nimmt {action} umgedreht.' },
  'moveDesc.build': { en: '{name} builds on {place}.', de: '{name} baut auf {place}.' },
  'moveDesc.buildNear': { en: '{name} builds {dist} hexes {dir} of {place}.', de: '{name} baut {dist} Felder {dir} von {place}.' },
  'moveDesc.urbanize': { en: '{name} builds a {color} New City on {place}.', de: '{name} baut eine Neue Großstadt in {color} auf {place}.' },
  'moveDesc.supplyGoods': { en: '{name} brings goods to {place} (supply field {field}).', de: '{name} bringt Waren nach {place} (Nachschubfeld {field}).' },
  'moveDesc.forgoAction': { en: '{name} forgoes {action}.', de: '{name} verzichtet auf {action}.' },
  'moveDesc.endBuild': { en: '{name} ends the build turn.', de: '{name} beendet den Bauzug.' },
  'moveDesc.deliver': {
    en: '{name} moves a {color} cube from {place} over {links, plural, one {# link} other {# links}}.',
    de: '{name} transportiert einen Warenstein in {color} von {place} über {links, plural, one {# Verbindung} other {# Verbindungen}}.',
  },
  'moveDesc.raiseEngine': { en: '{name} raises the engine to {level}.', de: '{name} verbessert die Lokomotive auf {level}.' },
  'moveDesc.passGoods': { en: '{name} passes.', de: '{name} passt.' },
  'moveDesc.takePoints': { en: '{name} takes {points} as {as}.', de: '{name} nimmt {points} als {as}.' },
};

const EVENTS: Catalogue = {
  'event.goodsDrawn': { en: '{cubes} cubes on the cities, {supply} supply fields filled.', de: '{cubes} Warensteine auf den Großstädten, {supply} Nachschubfelder gefüllt.' },
  'event.startOrder': { en: 'Turn order: {order}.', de: 'Spielerreihenfolge: {order}.' },
  'event.turnOrder': { en: 'New turn order: {order}.', de: 'Neue Spielerreihenfolge: {order}.' },
  'event.auctionOrder': { en: 'The auction sets the first turn order: {order}.', de: 'Die Versteigerung ergibt die erste Spielerreihenfolge: {order}.' },
  'event.phaseStarted': { en: 'Round {round}: {phase}.', de: 'Runde {round}: {phase}.' },
  'event.roundStarted': { en: 'Round {round} begins.', de: 'Runde {round} beginnt.' },
  'event.positionAuction': { en: 'Place {position} is auctioned; {opener} opens.', de: 'Platz {position} wird versteigert; {opener} beginnt.' },
  'event.positionBid': { en: '{name} bids ${amount} for place {position}.', de: '{name} bietet ${amount} für Platz {position}.' },
  'event.positionPassed': { en: '{name} passes on place {position}.', de: '{name} passt bei Platz {position}.' },
  'event.positionWon': { en: '{name} takes place {position} for ${amount}.', de: '{name} bekommt Platz {position} für ${amount}.' },
  'event.positionWonBorrowing': {
    en: '{name} takes place {position} for ${amount}, borrowing ${borrowed}: income {income}, cash ${cash}.',
    de: '{name} bekommt Platz {position} für ${amount} und nimmt ${borrowed} auf: Einkommen {income}, Bargeld ${cash}.',
  },
  'event.capitalAcquired': { en: '{name} takes ${amount}: income {income}, cash ${cash}.', de: '{name} nimmt ${amount} auf: Einkommen {income}, Bargeld ${cash}.' },
  'event.bid': { en: '{name} bids ${amount}.', de: '{name} bietet ${amount}.' },
  'event.droppedOut': { en: '{name} drops out and takes place {position}.', de: '{name} steigt aus und bekommt Platz {position}.' },
  'event.privilegeUsed': { en: '{name} passes with Turn order and stays in.', de: '{name} passt mit „Spielerreihenfolge“ und bleibt im Gebot.' },
  'event.auctionResult': { en: 'New turn order (payment): {order}.', de: 'Neue Reihenfolge (Zahlung): {order}.' },
  'event.auctionNoBids': { en: 'Nobody bid: the turn order is reversed: {order}.', de: 'Niemand hat geboten: Die Reihenfolge dreht sich um: {order}.' },
  'event.actionTaken': { en: '{name} takes {action} for ${cost}.', de: '{name} nimmt {action} für ${cost}.' },
  'event.actionTakenForgo': { en: '{name} takes {action} turned over, for nothing.', de: '{name} nimmt {action} umgedreht, ohne Kosten.' },
  'event.actionTakenBorrowing': {
    en: '{name} takes {action} for ${cost}, borrowing ${borrowed}: income {income}, cash ${cash}.',
    de: '{name} nimmt {action} für ${cost} und nimmt ${borrowed} auf: Einkommen {income}, Bargeld ${cash}.',
  },
  'event.engineRaised': { en: "{name}'s engine moves to {level}.", de: 'Die Lokomotive von {name} steigt auf {level}.' },
  'event.tileBuilt': { en: '{name} builds on {place} for ${cost}.', de: '{name} baut auf {place} für ${cost}.' },
  'event.tileBuiltNear': { en: '{name} builds {dist} hexes {dir} of {place} for ${cost}.', de: '{name} baut {dist} Felder {dir} von {place} für ${cost}.' },
  'event.tileBuiltBorrowing': {
    en: '{name} builds on {place} for ${cost}, borrowing ${borrowed}: income {income}, cash ${cash}.',
    de: '{name} baut auf {place} für ${cost} und nimmt ${borrowed} auf: Einkommen {income}, Bargeld ${cash}.',
  },
  'event.tileBuiltBorrowingNear': {
    en: '{name} builds {dist} hexes {dir} of {place} for ${cost}, borrowing ${borrowed}: income {income}, cash ${cash}.',
    de: '{name} baut {dist} Felder {dir} von {place} für ${cost} und nimmt ${borrowed} auf: Einkommen {income}, Bargeld ${cash}.',
  },
  'event.goodsSupplied': { en: '{name} brings {cubes} to {place}.', de: '{name} bringt {cubes} nach {place}.' },
  'event.urbanized': { en: '{name} builds a {color} New City on {place}, with {cubes}.', de: '{name} baut eine Neue Großstadt in {color} auf {place}, mit {cubes}.' },
  'event.actionForgone': { en: '{name} forgoes {action}.', de: '{name} verzichtet auf {action}.' },
  'event.actionLapsed': { en: "{name}'s {action} can no longer be performed.", de: '{action} von {name} kann nicht mehr ausgeführt werden.' },
  'event.buildTurnEnded': { en: '{name} ends the build turn: {tiles} tiles, ${spent}.', de: '{name} beendet den Bauzug: {tiles} Plättchen, ${spent}.' },
  'event.sectionsLost': { en: '{name} did not extend an incomplete link and loses it.', de: '{name} hat eine unfertige Verbindung nicht verlängert und verliert sie.' },
  'event.goodsRoundStarted': { en: 'Second round of moving goods.', de: 'Zweiter Durchgang des Warentransports.' },
  'event.delivered': { en: '{name} moves a {color} cube from {place} to {to}: {owners}.', de: '{name} transportiert einen Warenstein in {color} von {place} nach {to}: {owners}.' },
  'event.pointsTaken': { en: '{name} takes {points} as {as}.', de: '{name} nimmt {points} als {as}.' },
  'event.passedGoods': { en: '{name} passes.', de: '{name} passt.' },
  'event.income': { en: '{name} receives ${amount}.', de: '{name} erhält ${amount}.' },
  'event.incomeNet': { en: '{name} receives ${amount} (income {income}, engine costs ${maintenance}).', de: '{name} erhält ${amount} (Einkommen {income}, Lokomotive kostet ${maintenance}).' },
  'event.incomeBorrowing': {
    en: '{name} pays ${amount}, borrowing ${borrowed}: income {incomeAfter}, cash ${cash}.',
    de: '{name} zahlt ${amount} und nimmt ${borrowed} auf: Einkommen {incomeAfter}, Bargeld ${cash}.',
  },
  'event.incomePaid': { en: '{name} pays ${amount}.', de: '{name} zahlt ${amount}.' },
  'event.incomeShortfall': {
    en: '{name} owes ${amount} and is short: {vpLost} VP and {incomeLost} income steps given up.',
    de: '{name} schuldet ${amount} und hat zu wenig: {vpLost} Siegpunkte und {incomeLost} Einkommensstufen abgegeben.',
  },
  'event.bankrupt': { en: '{name} is bankrupt and leaves the game.', de: '{name} ist bankrott und scheidet aus.' },
  'event.gameOver': { en: 'Game over. Winner: {winners}.', de: 'Spielende. Sieger: {winners}.' },
};

// The Suggest button's sentence (RuleSystem.hint, bots/levels.ts): what Hard would do and why, in one sentence.
const HINTS: Catalogue = {
  'hint.pointsIncome': {
    en: 'Take the {points} points as income: they pay out in each of the {rounds} rounds still to come.',
    de: 'Nimm die {points} Punkte als Einkommen: Sie zahlen sich in jeder der {rounds} noch kommenden Runden aus.',
  },
  'hint.pointsVp': { en: 'Take the {points} points as victory points: too few rounds are left for income to pay more.', de: 'Nimm die {points} Punkte als Siegpunkte: Für mehr Ertrag aus Einkommen bleiben zu wenige Runden.' },
  'hint.bidPosition': { en: 'Bid ${amount}: an early place picks its action tile first.', de: 'Biete ${amount}: Ein früher Platz wählt sein Aktionsplättchen zuerst.' },
  'hint.passPosition': { en: 'Pass: this place is not worth the income a higher bid would cost.', de: 'Passe: Dieser Platz ist das Einkommen nicht wert, das ein höheres Gebot kostet.' },
  'hint.capital': { en: 'Take ${amount} of capital: it pays for the track you can build and the engine costs this round.', de: 'Nimm ${amount} Kapital auf: Es bezahlt die Strecke, die du bauen kannst, und die Lokomotivkosten dieser Runde.' },
  'hint.noCapital': { en: 'Take no capital: your cash covers this round, and each $5 costs a step of income.', de: 'Nimm kein Kapital auf: Dein Bargeld reicht für diese Runde, und jede $5 kosten eine Einkommensstufe.' },
  'hint.turnOrderPass': { en: 'Use the Turn order privilege: stay in the auction without bidding yet.', de: 'Nutze das Vorrecht der Spielerreihenfolge: Bleib in der Versteigerung, ohne schon zu bieten.' },
  'hint.dropOut': { en: 'Drop out: an earlier place is not worth your cash this round.', de: 'Steig aus: Ein früherer Platz ist dein Bargeld in dieser Runde nicht wert.' },
  'hint.bid': { en: 'Bid ${amount}: the action tile you want is worth more than the bid.', de: 'Biete ${amount}: Das Aktionsplättchen, das du willst, ist mehr wert als das Gebot.' },
  'hint.actionLeft': { en: 'Take the tile the rules leave you.', de: 'Nimm das Plättchen, das dir die Regeln lassen.' },
  'hint.action.turnOrder': { en: 'Take Turn order: you choose first next round.', de: 'Nimm Spielerreihenfolge: Du wählst in der nächsten Runde zuerst.' },
  'hint.action.firstMove': { en: 'Take First move: your rivals could take the cubes you want to deliver.', de: 'Nimm Erster Transport: Deine Mitspieler könnten dir die Warensteine wegnehmen, die du transportieren willst.' },
  'hint.action.engineer': { en: 'Take Engineer: a fourth tile makes a better link this round.', de: 'Nimm Ingenieur: Ein viertes Plättchen ergibt in dieser Runde eine bessere Verbindung.' },
  'hint.action.firstBuild': { en: 'Take First build: build your link before anyone takes the way.', de: 'Nimm Erster Streckenbau: Bau deine Verbindung, bevor dir jemand den Weg nimmt.' },
  'hint.action.goodsSupply': { en: 'Take Goods supply: new cubes on a city of your network give you deliveries.', de: 'Nimm Warennachschub: Neue Warensteine in einer Großstadt deines Netzes bringen dir Transporte.' },
  'hint.action.locomotive': { en: 'Take Locomotive: a longer reach pays more per delivery.', de: 'Nimm Lokomotive: Eine größere Reichweite bringt mehr je Transport.' },
  'hint.action.urbanization': { en: 'Take Urbanization: a New City near your track takes cubes waiting there.', de: 'Nimm Urbanisierung: Eine neue Großstadt nahe deiner Strecke nimmt dort wartende Warensteine auf.' },
  'hint.supplyGoods': { en: 'Put the cubes on {place}: your network can carry them.', de: 'Setz die Warensteine nach {place}: Dein Netz kann sie transportieren.' },
  'hint.urbanize': { en: 'Put a {color} New City on {place}: it takes cubes near your track.', de: 'Setz eine neue Großstadt in {color} nach {place}: Sie nimmt Warensteine nahe deiner Strecke auf.' },
  'hint.endBuild': { en: 'Stop building: no link pays for its price now.', de: 'Hör auf zu bauen: Keine Verbindung ist jetzt ihren Preis wert.' },
  'hint.forgo': { en: 'Do not perform the action: there is nowhere it helps you.', de: 'Führe die Aktion nicht aus: Es gibt keinen Ort, an dem sie dir hilft.' },
  'hint.build': { en: 'Build toward {place}: the link adds about {points} delivery points a round.', de: 'Bau Richtung {place}: Die Verbindung bringt etwa {points} Transportpunkte je Runde.' },
  'hint.finish': { en: 'Finish the link to {place} before it lapses.', de: 'Vollende die Verbindung nach {place}, bevor sie verfällt.' },
  'hint.buildLink': { en: 'Build a link to {place}: a finished link is a victory point at the end.', de: 'Bau eine Verbindung nach {place}: Jede fertige Verbindung ist am Ende ein Siegpunkt.' },
  'hint.deliver': {
    en: 'Move the {color} cube from {from} to {place}: {points} points for you.',
    de: 'Transportiere den Warenstein in {color} von {from} nach {place}: {points} Punkte für dich.',
  },
  'hint.raiseEngine': { en: 'Raise your engine: one more link of reach opens better deliveries.', de: 'Erhöhe deine Lokomotive: Eine Verbindung mehr Reichweite ermöglicht bessere Transporte.' },
  'hint.passGoods': { en: 'Pass: no delivery of yours pays now.', de: 'Passe: Kein Transport bringt dir jetzt etwas.' },
};

export const STEAM_MESSAGES: Catalogue = { ...COMMON_MESSAGES, ...NAMES, ...REASONS, ...DECISIONS, ...MOVES, ...EVENTS, ...HINTS };
