import type { ShieldProductId } from './catalogue';

/** What the store calls its products and how it words a price, in one language (Spanish in catalogueText.es.ts). */
export type CatalogueText = {
  names: Record<ShieldProductId, string>;
  /** The badge after the name of a product that does not ship yet. */
  preorder: string;
  /** "device +" in "$60 device + $14.89/month". */
  devicePlus: string;
  /** "/month" in "$14.89/month". */
  perMonth: string;
};

export const catalogueText: CatalogueText = {
  names: { hotspot: 'Shield 4G Hotspot + Internet', router: 'Shield 5G Home + Internet', sim: 'Internet Service Only' },
  preorder: 'Preorder',
  devicePlus: 'device +',
  perMonth: '/month',
};
