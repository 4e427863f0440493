// Spike's fixed components as the rulebook counts them ([003:L7-62], rules-spec §2.6.1): the twelve goods, the card
// and piece numbers. What the text leaves open (the upgraded train values, P1) lives in assets/spike/cards.json.

/** The twelve goods, in market and contract order (rules-spec §2.6.1; the names are from the English edition). */
export const SPIKE_GOODS = ['cows', 'wood', 'corn', 'wheat', 'coal', 'oil', 'steel', 'cloth', 'pigs', 'flour', 'peaches', 'cotton'] as const;
export type SpikeGood = (typeof SPIKE_GOODS)[number];

/** Box contents [003:L7-62]: 60 rail cards in 6 colours, 36 contract cards (3 per good), 36 route cards, 3 time cards. */
export const SPIKE_COUNTS = {
  railColors: 6,
  railCardsPerColor: 10,
  contractCardsPerGood: 3,
  contractCards: 36,
  routeCards: 36,
  timeCards: 3,
  /** 45 track pieces in each of 4 player colours. */
  trackPerPlayer: 45,
} as const;
