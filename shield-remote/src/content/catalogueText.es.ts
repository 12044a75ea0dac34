// The catalogue's words in Spanish (catalogueText.ts); prices, paths and checkout data are catalogue.ts's.
import type { CatalogueText } from './catalogueText';

export const catalogueText: CatalogueText = {
  names: {
    hotspot: 'Hotspot 4G Shield + internet',
    router: 'Router 5G Shield para el hogar + internet',
    sim: 'Solo servicio de internet',
  },
  preorder: 'Preventa',
  devicePlus: 'por el equipo +',
  perMonth: '/mes',
};
