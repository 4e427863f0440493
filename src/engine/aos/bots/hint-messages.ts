// The Suggest button's sentences for Age of Steam (bots/hint.ts), in English and German; merged into the flow's
// catalogue (messages.ts). {color} and {action} are translated by their id families (color.*, actionName.*).
type Catalogue = Record<string, { en: string; de: string }>;

export const HINT_MESSAGES: Catalogue = {
  'hint.build.cubes': {
    en: 'Build toward {to}: {cubes, plural, one {the {color} cube at {place} pays} other {# {color} cubes at {place} pay}} you {links, plural, one {one link} other {# links}}{cubes, plural, one {} other { each}}.',
    de: 'Baue Richtung {to}: {cubes, plural, one {Der Würfel der Farbe {color} in {place} bringt} other {# Würfel der Farbe {color} in {place} bringen}} dir {cubes, plural, one {} other {je }}{links, plural, one {eine Linie} other {# Linien}}.',
  },
  'hint.build.cubesThere': {
    en: 'Build to {to}: {cubes, plural, one {its {color} cube pays} other {its # {color} cubes pay}} you {links, plural, one {one link} other {# links}}{cubes, plural, one {} other { each}}.',
    de: 'Baue nach {to}: {cubes, plural, one {Der Würfel der Farbe {color} dort bringt} other {Die # Würfel der Farbe {color} dort bringen}} dir {cubes, plural, one {} other {je }}{links, plural, one {eine Linie} other {# Linien}}.',
  },
  'hint.build.link': {
    en: 'Build from {from} toward {to} ({tiles} tiles): it joins your network to cubes you can deliver in the next rounds.',
    de: 'Baue von {from} Richtung {to} ({tiles} Plättchen): Das verbindet dein Netz mit Würfeln, die du in den nächsten Runden liefern kannst.',
  },
  'hint.build.tile': { en: 'Build at {place}: it is the best tile for your network now.', de: 'Baue bei {place}: Das ist jetzt das beste Plättchen für dein Netz.' },
  'hint.endBuild': {
    en: 'Stop building: no link pays back its tiles now, and your ${cash} is needed for the expenses.',
    de: 'Hör auf zu bauen: Keine Strecke bringt ihre Plättchen jetzt wieder ein, und deine ${cash} brauchst du für die Ausgaben.',
  },
  'hint.shares.none': {
    en: 'Issue no shares: your ${cash} and income {income} cover the ${expenses} expenses, and each share costs $1 every round and 3 points at the end.',
    de: 'Gib keine Aktien aus: Deine ${cash} und dein Einkommen {income} decken die Ausgaben von ${expenses}, und jede Aktie kostet $1 pro Runde und am Ende 3 Punkte.',
  },
  'hint.shares.link': {
    en: 'Issue {count, plural, one {one share} other {# shares}}: that pays the link toward {to} (about ${cost}) and the ${expenses} expenses.',
    de: 'Gib {count, plural, one {eine Aktie} other {# Aktien}} aus: Damit bezahlst du die Strecke Richtung {to} (etwa ${cost}) und die Ausgaben von ${expenses}.',
  },
  'hint.shares.expenses': {
    en: 'Issue {count, plural, one {one share} other {# shares}}: expenses of ${expenses} against income {income} would cost you income or the game.',
    de: 'Gib {count, plural, one {eine Aktie} other {# Aktien}} aus: Ausgaben von ${expenses} bei Einkommen {income} würden dich Einkommen oder das Spiel kosten.',
  },
  'hint.bid': {
    en: 'Bid ${amount}: going early gets you the first pick of the actions, and you have money to spare.',
    de: 'Biete ${amount}: Früh dran zu sein gibt dir die erste Wahl der Aktionen, und du hast Geld übrig.',
  },
  'hint.dropOut': {
    en: 'Drop out: the turn order is not worth money the round needs.',
    de: 'Steig aus: Die Spielreihenfolge ist das Geld nicht wert, das die Runde braucht.',
  },
  'hint.action.locomotive': { en: 'Take {action}: a longer reach pays more for your deliveries.', de: 'Nimm {action}: Eine größere Reichweite bringt dir mehr für deine Lieferungen.' },
  'hint.action.engineer': { en: 'Take {action}: a fourth tile finishes a link sooner.', de: 'Nimm {action}: Ein viertes Plättchen schließt eine Strecke früher.' },
  'hint.action.firstBuild': { en: 'Take {action}: you build before the others take the land you plan.', de: 'Nimm {action}: Du baust, bevor andere das geplante Land nehmen.' },
  'hint.action.firstMove': { en: 'Take {action}: you deliver first, before others take your cubes.', de: 'Nimm {action}: Du lieferst zuerst, bevor andere deine Würfel nehmen.' },
  'hint.action.urbanization': { en: 'Take {action}: a New City near many cubes of its colour.', de: 'Nimm {action}: Eine neue Stadt nahe vielen Würfeln ihrer Farbe.' },
  'hint.action.turnOrder': { en: 'Take {action}: the other actions are worth less to you now.', de: 'Nimm {action}: Die anderen Aktionen sind dir jetzt weniger wert.' },
  'hint.action.production': { en: 'Take {action}: the other actions are worth less to you now.', de: 'Nimm {action}: Die anderen Aktionen sind dir jetzt weniger wert.' },
  'hint.deliver': {
    en: 'Deliver the {color} cube from {place}: it pays you {links, plural, one {one link} other {# links}} of income.',
    de: 'Transportiere den Würfel der Farbe {color} aus {place}: Er bringt dir {links, plural, one {eine Linie} other {# Linien}} Einkommen.',
  },
  'hint.upgradeEngine': {
    en: 'Raise your engine to {engine}: the longer reach pays more than its $1 a round.',
    de: 'Verbessere deine Lokomotive auf {engine}: Die größere Reichweite bringt mehr als ihren $1 pro Runde.',
  },
  'hint.passGoods': { en: 'Pass: no delivery pays you now.', de: 'Passe: Keine Lieferung bringt dir jetzt etwas.' },
  'hint.urbanize': { en: 'Place New City {letter} at {place}: many cubes of its colour wait near it.', de: 'Setze die neue Stadt {letter} nach {place}: Viele Würfel ihrer Farbe warten in der Nähe.' },
  'hint.other': { en: 'This is what the hard computer player would do here.', de: 'Das würde der starke Computerspieler hier tun.' },
};
