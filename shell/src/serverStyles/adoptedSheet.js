// @ts-check
// The style sheet the shell's server sends (style-sheets.js) and the browser's styled-components
// takes over as it is (adoptServerSheet.ts): styled-components' own format, under an attribute of
// its own. Not styled-components' `data-styled`: its rehydration, which copies a sheet's rules into
// a new one, must not find it. Plain CommonJS: the shell's server and the browser share it.
const ADOPTED_SHEET_ATTRIBUTE = 'data-styled-adopt';
/** How styled-components separates a sheet's parts (rules and group markers). */
const SPLITTER = '/*!sc*/\n';
/** A group's marker, after its rules: its number, its component, the class names its rules define. */
const MARKER = /^data-styled\.g(\d+)\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;

module.exports = { ADOPTED_SHEET_ATTRIBUTE, MARKER, SPLITTER };
