// @ts-check
// One styled-components sheet from two server renders: the shell's layout and the remote's page.
// The browser's styled-components takes the server's sheet over as it is (adoptServerSheet.ts)
// instead of inserting its rules again as the page hydrates, and only when their rule groups say
// which component they belong to. Each render numbers its groups from 1, so the two sheets cannot
// simply both be offered: one component's rules would land in another's group and an override could
// end up before its base rule.
const { ADOPTED_SHEET_ATTRIBUTE, SPLITTER, readRuleGroups } = require('../src/serverStyles/adoptedSheet');

const STYLE_TAG = /^<style data-styled="true" data-styled-version="([^"]+)">([\s\S]*)<\/style>$/;

/**
 * @typedef {import('../src/serverStyles/adoptedSheet').RuleGroup} RuleGroup
 * @typedef {{ version: string, groups: RuleGroup[] }} ServerSheet
 */

/**
 * A server render's `<style data-styled>` tag as its groups; undefined when it is not exactly one
 * such tag whose every rule is followed by its group's marker.
 * @param {string} styleTags
 * @returns {ServerSheet | undefined}
 */
function parseSheet(styleTags) {
  const [, version, css] = STYLE_TAG.exec(styleTags.trim()) ?? [];
  if (version === undefined || css === undefined) return undefined;
  const groups = readRuleGroups(css);
  return groups && { version, groups };
}

/** @param {RuleGroup} group */
const groupCss = ({ group, id, names, rules }) =>
  [...rules, `data-styled.g${group}[id="${id}"]{content:"${names.map((name) => `${name},`).join('')}"}`].map((part) => part + SPLITTER).join('');

/**
 * @param {string} version
 * @param {RuleGroup[]} groups
 */
const adoptedSheetTag = (version, groups) =>
  `<style ${ADOPTED_SHEET_ATTRIBUTE} data-styled-version="${version}">${[...groups].sort((a, b) => a.group - b.group).map(groupCss).join('')}</style>`;

/**
 * The layout's and the page's sheets as one, for the browser to adopt whole. A component both
 * rendered keeps the layout's group (its names and rules joined, without repeats); the page's other
 * groups follow the layout's highest, in the page's order. That is the order the browser's own
 * numbering keeps: `ui`'s components and the shell's are defined before a remote extends them.
 * Without a page sheet, the layout's alone, as the browser adopts it. When either is not a sheet
 * this can read, the page's rules are kept as plain CSS beside the layout's sheet: styled, though
 * inserted again as the page hydrates.
 * @param {string} layoutStyleTags
 * @param {string} pageStyleTags
 * @returns {string} style tags for the page's head
 */
function mergeStyleSheets(layoutStyleTags, pageStyleTags) {
  const layout = parseSheet(layoutStyleTags);
  if (!pageStyleTags.trim()) return layout ? adoptedSheetTag(layout.version, layout.groups) : layoutStyleTags;
  const page = parseSheet(pageStyleTags);
  if (!layout || !page || layout.version !== page.version) {
    return layoutStyleTags + pageStyleTags.replace(/ data-styled(?:-version)?="[^"]*"/g, '');
  }
  const byId = new Map(layout.groups.map((group) => [group.id, { ...group, names: [...group.names], rules: [...group.rules] }]));
  let nextGroup = Math.max(0, ...layout.groups.map(({ group }) => group)) + 1;
  for (const group of [...page.groups].sort((a, b) => a.group - b.group)) {
    const shared = byId.get(group.id);
    if (!shared) {
      byId.set(group.id, { ...group, group: nextGroup++ });
      continue;
    }
    shared.names.push(...group.names.filter((name) => !shared.names.includes(name)));
    shared.rules.push(...group.rules.filter((rule) => !shared.rules.includes(rule)));
  }
  return adoptedSheetTag(layout.version, [...byId.values()]);
}

module.exports = { mergeStyleSheets };
