// styled-components' main sheet, reached into through its `__PRIVATE__` export to make the server's
// style sheet its own (serverStyles/adoptServerSheet.ts): no public API gives a sheet's groups,
// names and rules to styled-components without inserting every rule again. The only module that
// touches `__PRIVATE__`. Each hook is checked before use; when one is missing (an upgrade), the
// error names it and the version, and the page keeps styled-components' own rehydration.
import { __PRIVATE__, version } from 'styled-components';

type PrivateApi = typeof __PRIVATE__;
type GroupedTag = ReturnType<PrivateApi['mainSheet']['getTag']>;
/** styled-components' interface of what a sheet writes its rules through. */
type Tag = GroupedTag['tag'];

export const styledComponentsVersion = version;

/** Each hook this module uses, with what it must be. */
const SHEET_HOOKS: Array<[hook: string, isThere: (api: PrivateApi) => boolean]> = [
  ['__PRIVATE__.StyleSheet.registerId', (api) => typeof api?.StyleSheet?.registerId === 'function'],
  ['__PRIVATE__.mainSheet.registerName', (api) => typeof api?.mainSheet?.registerName === 'function'],
  ['__PRIVATE__.mainSheet.getTag', (api) => typeof api?.mainSheet?.getTag === 'function'],
  ['__PRIVATE__.mainSheet.rehydrate', (api) => typeof api?.mainSheet?.rehydrate === 'function'],
];
const GROUPED_TAG_HOOK = "__PRIVATE__.mainSheet.getTag()'s tag, groupSizes and length";

const hookMissing = (hook: string, libraryVersion: string) =>
  `styled-components ${libraryVersion}: ${hook} is not as the shell relies on (taking the server's style sheet over); see docs/internals.md`;

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

/** What adoptServerSheet.ts does with styled-components' main sheet. */
export type StyledComponentsSheet = {
  /** Whether the main sheet already writes somewhere (a component has inserted rules). */
  hasStarted(): boolean;
  /** The group number of a component id (numbers are given in the order ids are first seen). */
  registerId(id: string): number;
  /** Marks a class name's rules of a component as already in the sheet. */
  registerName(id: string, name: string): void;
  /** Makes `sheet` the main sheet's own, with each group's number of rules; false when the sheet's tag is not as expected. */
  writeInto(sheet: CSSStyleSheet, groupSizes: Map<number, number>): boolean;
  /** styled-components' own rehydration of `style[data-styled]` elements. */
  rehydrate(): void;
};

/**
 * styled-components' main sheet, through the hooks checked; undefined (with the missing hook
 * logged) when one is not there.
 * @param api the private API (a stand-in in the guard's test)
 */
export function styledComponentsSheet(api: PrivateApi = __PRIVATE__, libraryVersion = version): StyledComponentsSheet | undefined {
  const missing = SHEET_HOOKS.find(([, isThere]) => !isThere(api));
  if (missing) {
    console.error(hookMissing(missing[0], libraryVersion));
    return undefined;
  }
  const { StyleSheet, mainSheet } = api;
  return {
    hasStarted: () => mainSheet.tag !== undefined,
    registerId: (id) => StyleSheet.registerId(id),
    registerName: (id, name) => mainSheet.registerName(id, name),
    writeInto(sheet, groupSizes) {
      const grouped: GroupedTag & { tag: Tag & { element?: HTMLStyleElement } } = mainSheet.getTag();
      if (typeof grouped?.tag !== 'object' || !(grouped.groupSizes instanceof Uint32Array) || typeof grouped.length !== 'number') {
        console.error(hookMissing(GROUPED_TAG_HOOK, libraryVersion));
        return false;
      }
      // The empty style element styled-components has just made for its own sheet is not needed.
      grouped.tag.element?.remove();
      grouped.tag = new ServerSheetTag(sheet);
      const lastGroup = Math.max(0, ...groupSizes.keys());
      if (lastGroup >= grouped.groupSizes.length) {
        grouped.groupSizes = new Uint32Array(2 ** Math.ceil(Math.log2(lastGroup + 1)));
        grouped.length = grouped.groupSizes.length;
      }
      for (const [group, size] of groupSizes) grouped.groupSizes[group] = size;
      return true;
    },
    rehydrate: () => mainSheet.rehydrate(),
  };
}

export const SHEET_HOOK_NAMES = [...SHEET_HOOKS.map(([hook]) => hook), GROUPED_TAG_HOOK];
