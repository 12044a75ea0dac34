import type { ShieldProductId } from './catalogue';
import { monthlyPrice } from './catalogue';

/** One service term (spec §4 "Shield service lifecycle", §9), and the products it concerns. */
export type ServiceTerm = { text: string; products: ShieldProductId[] };

const allProducts: ShieldProductId[] = ['hotspot', 'router', 'sim'];

/** Shown on each product page beside the order, where the buyer decides. */
export type ServiceTermsContent = { title: string; terms: ServiceTerm[] };

export const serviceTerms: ServiceTermsContent = {
  title: 'Service terms',
  terms: [
    { text: `Prepaid: ${monthlyPrice} is billed on the 1st of every month.`, products: allProducts },
    { text: 'No partial refunds for part of a month.', products: allProducts },
    {
      text: 'Cancel any time: your service stays active until the end of the billing cycle, then stops automatically.',
      products: allProducts,
    },
    {
      text: '14-day return for a full refund if the device is in its original condition; you pay the return shipping.',
      products: ['hotspot', 'router'],
    },
    { text: 'Speed may be reduced above 100GB in a month when the network is congested.', products: allProducts },
    {
      text: 'The 5G router is a preorder: the first batch sold out and the shipping date is not known yet; delivery may take a couple of months.',
      products: ['router'],
    },
  ],
};
