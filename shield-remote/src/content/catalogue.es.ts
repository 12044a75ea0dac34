// The catalogue's words in Spanish; prices, paths and checkout data are the English catalogue's.
import type { CatalogueText } from './catalogue';

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
