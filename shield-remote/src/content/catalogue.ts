// The Shield product catalogue (spec §2 "Shield product pages", §9): what each product costs and
// what its checkout orders. Plain data with no imports, so the route table can read it in Node.

export type ShieldProductId = 'hotspot' | 'router' | 'sim';

/** A device sold with the plan, ordered in the checkout as an add-on of the subscription. */
export type CheckoutAddOn = { code: string; quantity: number };

export type ShieldProduct = {
  id: ShieldProductId;
  /** The product page. */
  path: string;
  name: string;
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

/** The one unlimited plan every offer includes. */
export const shieldMonthlyPrice = 14.89;

export const shieldProducts: Record<ShieldProductId, ShieldProduct> = {
  hotspot: {
    id: 'hotspot',
    path: '/shieldhotspotsim',
    name: 'Shield 4G Hotspot + Internet',
    devicePrice: 60,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: 10,
    preorder: false,
    checkout: { planPath: 'shield-unlimited', addOn: { code: 't10', quantity: 1 } },
  },
  router: {
    id: 'router',
    path: '/shield5grouter',
    name: 'Shield 5G Home + Internet',
    devicePrice: 175,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: 32,
    preorder: true,
    checkout: { planPath: 'shield-unlimited', addOn: { code: '5', quantity: 1 } },
  },
  sim: {
    id: 'sim',
    path: '/shieldsimcard',
    name: 'Internet Service Only',
    devicePrice: null,
    monthlyPrice: shieldMonthlyPrice,
    maxDevices: null,
    preorder: false,
    checkout: { planPath: 'shield-unlimited', addOn: null },
  },
};

/** In the order the store offers them. */
export const shieldProductList: ShieldProduct[] = [shieldProducts.hotspot, shieldProducts.router, shieldProducts.sim];

/** "$60", "$14.89": whole dollars without cents. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** "$60 device + $14.89/month", or "$14.89/month" when no device is sold. */
export function priceText(product: ShieldProduct): string {
  const monthly = `${formatPrice(product.monthlyPrice)}/month`;
  return product.devicePrice === null ? monthly : `${formatPrice(product.devicePrice)} device + ${monthly}`;
}
