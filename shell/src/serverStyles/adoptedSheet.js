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

/**
 * @typedef {{ group: number, id: string, names: string[], rules: string[] }} RuleGroup
 */

/**
 * A styled-components sheet's text as its groups, in the sheet's order; undefined when a rule is
 * not followed by its group's marker.
 * @param {string} css
 * @returns {RuleGroup[] | undefined}
 */
function readRuleGroups(css) {
  /** @type {RuleGroup[]} */
  const groups = [];
  /** @type {string[]} */
  let rules = [];
  for (const part of css.split(SPLITTER)) {
    const text = part.trim();
    if (!text) continue;
    const [, group, id, names] = MARKER.exec(text) ?? [];
    if (group === undefined || id === undefined || names === undefined) {
      rules.push(text);
      continue;
    }
    groups.push({ group: Number(group), id, names: names.split(',').filter(Boolean), rules });
    rules = [];
  }
  return rules.length === 0 ? groups : undefined;
}

module.exports = { ADOPTED_SHEET_ATTRIBUTE, SPLITTER, readRuleGroups };
