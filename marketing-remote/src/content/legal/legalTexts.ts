/** The words around a legal page's text (the text itself is privacy.md, terms.md). */
export const legalTexts = {
  effective: 'Effective',
  contents: 'Contents',
};
