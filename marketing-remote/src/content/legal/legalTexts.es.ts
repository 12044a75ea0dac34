import type { legalTexts as englishLegalTexts } from './legalTexts';

export const legalTexts: typeof englishLegalTexts = {
  effective: 'Vigente desde el',
  contents: 'Contenido',
};
