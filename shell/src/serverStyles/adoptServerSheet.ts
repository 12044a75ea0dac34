import { __PRIVATE__, version } from 'styled-components';
import { ADOPTED_SHEET_ATTRIBUTE, readRuleGroups } from './adoptedSheet';

type GroupedTag = ReturnType<typeof __PRIVATE__.mainSheet.getTag>;
type Tag = GroupedTag['tag'];

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

/** styled-components' tag over the server's own sheet: rules go into the sheet the browser has already parsed. */
class ServerSheetTag implements Tag {
  length: number;

  constructor(private readonly sheet: CSSStyleSheet) {
    this.length = sheet.cssRules.length;
  }

  insertRule(index: number, rule: string) {
    try {
      this.sheet.insertRule(rule, index);
      this.length++;
      return true;
    } catch {
      return false;
    }
  }

  deleteRule(index: number) {
    this.sheet.deleteRule(index);
    this.length--;
  }

  getRule(index: number) {
    return this.sheet.cssRules[index]?.cssText ?? '';
  }
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
  __PRIVATE__.mainSheet.rehydrate();
  return 'rehydrated';
}

function adopt(element: HTMLStyleElement): boolean {
  const { StyleSheet, mainSheet } = __PRIVATE__;
  const { sheet } = element;
  if (!sheet || element.getAttribute('data-styled-version') !== version || mainSheet.tag) return false;
  const groups = readGroups(element.textContent ?? '');
  if (!groups) return false;
  // Every part parsed into one rule of the sheet, so the group sizes are its rules' indexes.
  if (sheet.cssRules.length !== [...groups.values()].reduce((total, { size }) => total + size, 0)) return false;
  const lastGroup = Math.max(0, ...groups.keys());
  // Groups are numbered from 1 in the order ids are first seen: the server's ids (and a stand-in
  // for a number its render left unused) get the server's numbers only if none was seen before.
  for (let group = 1; group <= lastGroup; group++) {
    if (StyleSheet.registerId(groups.get(group)?.id ?? `unused-server-group-${group}`) !== group) return false;
  }
  for (const { id, names } of groups.values()) for (const name of names) mainSheet.registerName(id, name);
  const grouped: GroupedTag & { tag: Tag & { element?: HTMLStyleElement } } = mainSheet.getTag();
  // The empty style element styled-components has just made for its own sheet is not needed.
  grouped.tag.element?.remove();
  grouped.tag = new ServerSheetTag(sheet);
  if (lastGroup >= grouped.groupSizes.length) {
    grouped.groupSizes = new Uint32Array(2 ** Math.ceil(Math.log2(lastGroup + 1)));
    grouped.length = grouped.groupSizes.length;
  }
  for (const [group, { size }] of groups) grouped.groupSizes[group] = size;
  return true;
}
