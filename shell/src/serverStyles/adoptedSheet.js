// @ts-check
// The attribute of the style sheet the shell's server sends (style-sheets.js) and the browser's
// styled-components takes over as it is (adoptServerSheet.ts). Not styled-components' own
// `data-styled`: its rehydration, which copies a sheet's rules into a new one, must not find it.
// Plain CommonJS: the shell's server and the browser share it.
const ADOPTED_SHEET_ATTRIBUTE = 'data-styled-adopt';

module.exports = { ADOPTED_SHEET_ATTRIBUTE };
