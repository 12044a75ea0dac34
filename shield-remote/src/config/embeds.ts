// Every external page the Shield store embeds, in one place.

/**
 * The subscription provider's hosted checkout. A product's plan path follows the base address;
 * its device, if any, is added with the provider's add-on parameters (see checkout/checkoutUrl.ts).
 */
export const subscriptionCheckout = {
  baseUrl: 'https://subscriptions.example.com/subscribe/digital-harbor-shield/',
  /** The provider's page is this tall; a fixed height keeps the page from jumping. */
  height: 1300,
} as const;
