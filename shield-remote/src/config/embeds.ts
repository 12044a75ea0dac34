// How the Shield store embeds its checkout. The provider's address and the names of its add-on
// parameters are the organisation's (composition-contract's `shieldCheckout`, configured when the
// site is deployed: see docs/providers.md).

export const subscriptionCheckout = {
  /** The provider's page is this tall; a fixed height keeps the page from jumping. */
  height: 1300,
} as const;
