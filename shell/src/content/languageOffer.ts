/**
 * The offer an English page makes to a browser that prefers Spanish: written in Spanish, as it
 * speaks to a reader of Spanish.
 */
export type LanguageOfferContent = { label: string; question: string; link: string; close: string };

export const languageOffer: LanguageOfferContent = {
  label: 'Leer en español',
  question: '¿Prefiere leer en español?',
  link: 'Ver esta página en español',
  close: 'Cerrar',
};
