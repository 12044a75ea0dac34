import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { __PRIVATE__, version } from 'styled-components';
import { SHEET_HOOK_NAMES, styledComponentsSheet } from './styledComponentsSheet';

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test(`the installed styled-components has every hook the shell uses (${SHEET_HOOK_NAMES.join(', ')}), and writes a new component's rules into the sheet it is given`, async () => {
  const logged = jest.spyOn(console, 'error');
  const style = document.createElement('style');
  style.textContent = '.server-rule{color:red}';
  document.head.append(style);
  const mainSheet = styledComponentsSheet();
  expect(mainSheet).toBeDefined();
  expect(mainSheet!.hasStarted()).toBe(false);
  expect(mainSheet!.writeInto(style.sheet!, new Map([[1, 1]]))).toBe(true);
  expect(mainSheet!.hasStarted()).toBe(true);
  expect(logged).not.toHaveBeenCalled();

  const Notice = styled.p.withConfig({ componentId: 'guard__notice' })`color: green;`;
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(container).render(createElement(Notice, null, 'Styled')));
  const rules = [...style.sheet!.cssRules].map((rule) => rule.cssText);
  expect(rules[0]).toBe('.server-rule {color: red;}');
  expect(rules.join('\n')).toMatch(/color: green/);
});

describe('the guard', () => {
  const withoutHook = (hook: 'registerId' | 'getTag') =>
    ({
      StyleSheet: hook === 'registerId' ? {} : __PRIVATE__.StyleSheet,
      mainSheet: { registerName() {}, rehydrate() {}, getTag: hook === 'getTag' ? undefined : () => ({}) },
    }) as unknown as typeof __PRIVATE__;

  test('names a missing hook and the styled-components version, and gives no sheet to work with', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(styledComponentsSheet(withoutHook('registerId'), '9.9.9')).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('styled-components 9.9.9: __PRIVATE__.StyleSheet.registerId is not as the shell relies on'));
    expect(styledComponentsSheet(withoutHook('getTag'), '9.9.9')).toBeUndefined();
    expect(logged).toHaveBeenLastCalledWith(expect.stringContaining('__PRIVATE__.mainSheet.getTag is not'));
  });

  test('names the grouped tag when the sheet’s tag is not as used, and takes nothing over', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const style = document.head.appendChild(document.createElement('style'));
    const fake = { StyleSheet: { registerId: () => 1 }, mainSheet: { registerName() {}, rehydrate() {}, getTag: () => ({ tag: {} }) } } as unknown as typeof __PRIVATE__;
    expect(styledComponentsSheet(fake, version)!.writeInto(style.sheet!, new Map([[1, 1]]))).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`styled-components ${version}: __PRIVATE__.mainSheet.getTag()'s tag, groupSizes and length`));
  });
});
