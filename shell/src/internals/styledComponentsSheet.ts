// styled-components' main sheet, reached into through its `__PRIVATE__` export to make the server's
// style sheet its own (serverStyles/adoptServerSheet.ts): no public API gives a sheet's groups,
// names and rules to styled-components without inserting every rule again. The only module that
// touches `__PRIVATE__`. Its functions are checked before use; when one is missing (an upgrade),
// the console names it and the version, and the page keeps styled-components' own rehydration.
import { __PRIVATE__, version } from 'styled-components';

type PrivateApi = typeof __PRIVATE__;
type GroupedTag = ReturnType<PrivateApi['mainSheet']['getTag']>;
/** styled-components' interface of what a sheet writes its rules through. */
type Tag = GroupedTag['tag'];

export const styledComponentsVersion = version;

/**
 * The functions used, as paths in `__PRIVATE__`, checked before use. What is used of the grouped tag
 * `getTag()` gives (its `tag`, `groupSizes` and `length`) is checked by this module's test.
 */
export const SHEET_HOOKS = ['StyleSheet.registerId', 'mainSheet.registerName', 'mainSheet.getTag', 'mainSheet.rehydrate'];

/** Whether every hook is there; if not, the console names the first missing one. */
function hooksAreThere(api: PrivateApi): boolean {
  const missing = SHEET_HOOKS.find((hook) => typeof hook.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], api) !== 'function');
  if (missing) console.error(`styled-components ${version} lacks __PRIVATE__.${missing}`);
  return !missing;
}

/** styled-components' tag over the server's own sheet: rules go into the sheet the browser has already parsed. */
function serverSheetTag(sheet: CSSStyleSheet): Tag {
  return {
    length: sheet.cssRules.length,
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
        this.length++;
        return true;
      } catch {
        return false;
      }
    },
    deleteRule(index) {
      sheet.deleteRule(index);
      this.length--;
    },
    getRule: (index) => sheet.cssRules[index]?.cssText ?? '',
  };
}

/**
 * Makes `sheet` styled-components' main sheet, its groups (by number: the component's id, its
 * class names, its number of rules in the sheet) known as they are. False, with nothing taken
 * over, when styled-components has already started its sheet, numbers a group otherwise, or a hook
 * is missing.
 */
export function takeOverSheet(
  sheet: CSSStyleSheet,
  groups: Map<number, { id: string; names: string[]; size: number }>,
  api: PrivateApi = __PRIVATE__,
): boolean {
  if (!hooksAreThere(api)) return false;
  const { StyleSheet, mainSheet } = api;
  if (mainSheet.tag) return false;
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
  grouped.tag = serverSheetTag(sheet);
  if (lastGroup >= grouped.groupSizes.length) {
    grouped.groupSizes = new Uint32Array(2 ** Math.ceil(Math.log2(lastGroup + 1)));
    grouped.length = grouped.groupSizes.length;
  }
  for (const [group, { size }] of groups) grouped.groupSizes[group] = size;
  return true;
}

/** styled-components' own rehydration of the page's `style[data-styled]` elements. */
export function rehydrateSheet(api: PrivateApi = __PRIVATE__) {
  if (hooksAreThere(api)) api.mainSheet.rehydrate();
}
