import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { __PRIVATE__, version } from 'styled-components';
import { rehydrateSheet, SHEET_HOOKS, takeOverSheet } from './styledComponentsSheet';

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the installed styled-components', () => {
  test(`has every function the shell uses: __PRIVATE__.${SHEET_HOOKS.join(', __PRIVATE__.')}`, () => {
    for (const hook of SHEET_HOOKS) {
      const [object = '', method = ''] = hook.split('.');
      expect([hook, typeof (__PRIVATE__ as unknown as Record<string, Record<string, unknown>>)[object]?.[method]]).toEqual([hook, 'function']);
    }
  });

  test('__PRIVATE__.mainSheet.getTag() gives a tag, groupSizes (Uint32Array) and length, and a component’s rules then go into the sheet taken over', async () => {
    const logged = jest.spyOn(console, 'error');
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = '.server-rule{color:red}';
    expect(takeOverSheet(style.sheet!, new Map([[1, { id: 'server__rule', names: ['server-rule'], size: 1 }]]))).toBe(true);
    expect(logged).not.toHaveBeenCalled();
    const grouped = __PRIVATE__.mainSheet.getTag();
    expect(typeof grouped.tag).toBe('object');
    expect(grouped.groupSizes).toBeInstanceOf(Uint32Array);
    expect(typeof grouped.length).toBe('number');

    const Notice = styled.p.withConfig({ componentId: 'guard__notice' })`color: green;`;
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(createElement(Notice, null, 'Styled')));
    const rules = [...style.sheet!.cssRules].map((rule) => rule.cssText);
    expect(rules[0]).toBe('.server-rule {color: red;}');
    expect(rules.join('\n')).toMatch(/color: green/);
  });
});

describe('the guard', () => {
  const without = (missing: 'registerId' | 'getTag' | 'rehydrate') => {
    const rehydrate = jest.fn();
    const api = {
      StyleSheet: missing === 'registerId' ? {} : { registerId: () => 1 },
      mainSheet: { registerName() {}, getTag: missing === 'getTag' ? undefined : () => ({}), rehydrate: missing === 'rehydrate' ? undefined : rehydrate },
    } as unknown as typeof __PRIVATE__;
    return { api, rehydrate };
  };

  test('names a missing hook and the styled-components version, and takes nothing over', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const style = document.head.appendChild(document.createElement('style'));
    const groups = new Map([[1, { id: 'a', names: [], size: 1 }]]);
    expect(takeOverSheet(style.sheet!, groups, without('registerId').api)).toBe(false);
    expect(logged).toHaveBeenLastCalledWith(`styled-components ${version} lacks __PRIVATE__.StyleSheet.registerId`);
    expect(takeOverSheet(style.sheet!, groups, without('getTag').api)).toBe(false);
    expect(logged).toHaveBeenLastCalledWith(`styled-components ${version} lacks __PRIVATE__.mainSheet.getTag`);
  });

  test('rehydrates only through a rehydrate that is there, naming it when it is not', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const complete = without('registerId');
    rehydrateSheet({ ...complete.api, StyleSheet: { registerId: () => 1 } } as unknown as typeof __PRIVATE__);
    expect(complete.rehydrate).toHaveBeenCalled();
    rehydrateSheet(without('rehydrate').api);
    expect(logged).toHaveBeenLastCalledWith(`styled-components ${version} lacks __PRIVATE__.mainSheet.rehydrate`);
  });
});
