import { rehydrateSheet, styledComponentsVersion, takeOverSheet } from '../internals/styledComponentsSheet';
import { ADOPTED_SHEET_ATTRIBUTE, readRuleGroups } from './adoptedSheet';

type ServerGroup = { id: string; names: string[]; size: number };

/**
 * The server's sheet by group number: each group's id, class names and number of rules in the
 * sheet (its rules and its marker, itself a rule that matches nothing). Undefined when the sheet
 * cannot be read or numbers a group twice.
 */
function readGroups(css: string): Map<number, ServerGroup> | undefined {
  const ruleGroups = readRuleGroups(css);
  if (!ruleGroups) return undefined;
  const groups = new Map<number, ServerGroup>();
  for (const { group, id, names, rules } of ruleGroups) {
    if (groups.has(group)) return undefined;
    groups.set(group, { id, names, size: rules.length + 1 });
  }
  return groups;
}

/**
 * Makes the server's style sheet (shell/server/style-sheets.js) styled-components' own, as it is:
 * its groups, class names and rules become known without a rule being parsed again. Its own
 * rehydration would insert every rule once more into a sheet of its own and remove the server's,
 * which on a phone is a good part of the page's start-up script (and a second style calculation).
 * Rules inserted later go into the same sheet at their group's place, so a base component's new
 * rule still comes before a component extending it, as styled-components orders them.
 *
 * It must run before any styled component is defined (their definitions number the groups):
 * adoptAtStart.ts runs it as soon as styled-components has started. Whenever that or the sheet is
 * not as expected, the sheet is left to styled-components' own rehydration.
 * @returns how the sheet was taken over; "none" when the page has no server sheet
 */
export function adoptServerSheet(document: Document): 'adopted' | 'rehydrated' | 'none' {
  const element = document.querySelector<HTMLStyleElement>(`style[${ADOPTED_SHEET_ATTRIBUTE}]`);
  if (!element) return 'none';
  if (adopt(element)) return 'adopted';
  element.removeAttribute(ADOPTED_SHEET_ATTRIBUTE);
  element.setAttribute('data-styled', 'true');
  rehydrateSheet();
  return 'rehydrated';
}

function adopt(element: HTMLStyleElement): boolean {
  const { sheet } = element;
  if (!sheet || element.getAttribute('data-styled-version') !== styledComponentsVersion) return false;
  const groups = readGroups(element.textContent ?? '');
  if (!groups) return false;
  // Every part parsed into one rule of the sheet, so the group sizes are its rules' indexes.
  if (sheet.cssRules.length !== [...groups.values()].reduce((total, { size }) => total + size, 0)) return false;
  return takeOverSheet(sheet, groups);
}
