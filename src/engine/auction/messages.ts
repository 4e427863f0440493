// Every message key the turn-order auction emits (bid and privilege reasons), in English and German. A system merges
// this catalogue into its own, as it does the track module's; the privilege is the "Turn Order" action's.

export const AUCTION_MESSAGES: Record<string, { en: string; de: string }> = {
  'auction.bidAtLeastOne': { en: 'A bid must be at least $1 (you bid ${bid}).', de: 'Ein Gebot muss mindestens $1 sein (du hast ${bid} geboten).' },
  'auction.bidBelowMinimum': { en: 'A bid must be at least ${min} (you bid ${bid}).', de: 'Ein Gebot muss mindestens ${min} sein (du hast ${bid} geboten).' },
  'auction.bidTooLow': { en: 'You bid ${bid} but the high bid is ${high}: bid more.', de: 'Du bietest ${bid}, das Höchstgebot ist aber ${high}: Biete mehr.' },
  'auction.bidOverCash': { en: 'You bid ${bid} but have ${cash}.', de: 'Du bietest ${bid}, hast aber nur ${cash}.' },
  'auction.noPrivilege': { en: 'Only the player who took Turn Order last round may pass and stay in.', de: 'Nur wer in der letzten Runde „Reihenfolge“ gewählt hat, darf passen und im Gebot bleiben.' },
  'auction.privilegeUsed': { en: 'You have already used your Turn Order pass in this auction.', de: 'Du hast dein Passen mit „Reihenfolge“ in dieser Auktion schon genutzt.' },
  'auction.privilegeTwoLeft': {
    en: 'With only {left, plural, one {# player} other {# players}} left in the auction, Turn Order no longer lets you pass and stay in.',
    de: 'Mit nur noch {left, plural, one {# Spieler} other {# Spielern}} in der Auktion darfst du „Reihenfolge“ nicht mehr zum Passen nutzen.',
  },
};
