// The Shield product catalogue (spec §2 "Shield product pages", §9): what each product costs and
// what its checkout orders. Plain data (its words apart, in catalogueText.ts), so the route table can read it in Node.

import type { CatalogueText } from './catalogueText';

export type ShieldProductId = 'hotspot' | 'router' | 'sim';

/** A device sold with the plan, ordered in the checkout as an add-on of the subscription. */
export type CheckoutAddOn = { code: string; quantity: number };

export type ShieldProduct = {
  id: ShieldProductId;
  /** The product page. */
  path: string;
  /** In US dollars, once; null when no device is sold (SIM only). */
  devicePrice: number | null;
  /** In US dollars, prepaid every month. */
  monthlyPrice: number;
  /** How many devices can connect at once; null when the buyer brings the device. */
  maxDevices: number | null;
  preorder: boolean;
  checkout: {
    /** The subscription plan, a path under the checkout provider's address (config/embeds.ts). */
    planPath: string;
    addOn: CheckoutAddOn | null;
  };
};

/** The landing: one page under every spelling the spec lists, so the address a visitor typed stays. */
export const landingPaths = ['/shield', '/connect', '/shieldinternet'];

/** The one unlimited plan every offer includes. */
export const shieldMonthlyPrice = 14.89;

export const shieldProducts: Record<ShieldProductId, ShieldProduct> = {
  hotspot: {
    id: 'hotspot',
    path: '/shieldhotspotsim',
    devicePrice: 60,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: 10,
    preorder: false,
    checkout: { planPath: 'shield-unlimited', addOn: { code: 't10', quantity: 1 } },
  },
  router: {
    id: 'router',
    path: '/shield5grouter',
    devicePrice: 175,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: 32,
    preorder: true,
    checkout: { planPath: 'shield-unlimited', addOn: { code: '5', quantity: 1 } },
  },
  sim: {
    id: 'sim',
    path: '/shieldsimcard',
    devicePrice: null,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: null,
    preorder: false,
    checkout: { planPath: 'shield-unlimited', addOn: null },
  },
};

/** In the order the store offers them. */
export const shieldProductList: ShieldProduct[] = [shieldProducts.hotspot, shieldProducts.router, shieldProducts.sim];

/** The plan price of every Shield offer (spec §9), as shown: "$14.89". */
export const monthlyPrice = formatPrice(shieldMonthlyPrice);

/**
 * "$60", "$14.89": whole dollars without cents, as ui's formatDollars writes them; here because the
 * route tables and the texts they read run in Node at build, where `ui` cannot be imported.
 */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** "$60 device + $14.89/month", or "$14.89/month" when no device is sold. */
export function priceText(product: ShieldProduct, text: CatalogueText): string {
  const monthly = `${formatPrice(product.monthlyPrice)}${text.perMonth}`;
  return product.devicePrice === null ? monthly : `${formatPrice(product.devicePrice)} ${text.devicePlus} ${monthly}`;
}
