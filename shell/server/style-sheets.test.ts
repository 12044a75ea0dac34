/** @jest-environment jsdom */
// The composed page's sheet, as the browser's styled-components adopts it: server renders of the
// layout and of a remote's page, each in a module registry of its own as in their separate builds
// (their rule groups both numbered from 1), then a browser that takes the merged sheet over
// (adoptServerSheet.ts, run before any component is defined, as the shell's start-up runs it).
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as StyledComponents from 'styled-components';
import type * as Adoption from '../src/serverStyles/adoptServerSheet';
import { mergeStyleSheets } from './style-sheets';

type Libraries = {
  React: typeof ReactModule;
  styled: typeof StyledComponents.default;
  server: typeof ReactDomServer;
  ServerStyleSheet: typeof StyledComponents.ServerStyleSheet;
  adoptServerSheet: typeof Adoption.adoptServerSheet;
};

/** A fresh copy of React, styled-components and React DOM's server renderer: one app's build. */
async function freshLibraries(): Promise<Libraries> {
  let libraries: Libraries | undefined;
  await jest.isolateModulesAsync(async () => {
    const [React, styledComponents, server, adoption] = await Promise.all([
      import('react'),
      import('styled-components'),
      import('react-dom/server'),
      import('../src/serverStyles/adoptServerSheet'),
    ]);
    libraries = { React, styled: styledComponents.default, server, ServerStyleSheet: styledComponents.ServerStyleSheet, adoptServerSheet: adoption.adoptServerSheet };
  });
  return libraries!;
}

/**
 * The components, as each build defines them: the layout's own header and footer first, then
 * `ui`'s base link and the page's lighter version of it. So the two renders number the same
 * components differently, as separate builds do: the base link is the layout's third group and the
 * page's first, its override the page's second. Component ids are fixed, as the SWC plugin fixes them.
 */
function components({ React, styled }: Libraries, build: 'layout' | 'page') {
  const h = React.createElement;
  const layoutParts = build === 'layout' && {
    Header: styled.header.withConfig({ componentId: 'shell__header' })`height: 72px;`,
    Footer: styled.footer.withConfig({ componentId: 'shell__footer' })`padding: 2rem;`,
  };
  const BaseLink = styled.a.withConfig({ componentId: 'ui__link' })<{ $muted?: boolean }>`
    color: ${({ $muted }) => ($muted ? 'gray' : 'black')};
  `;
  const LightLink = styled(BaseLink).withConfig({ componentId: 'page__light-link' })`color: white;`;
  const PageBox = styled.div.withConfig({ componentId: 'page__box' })`padding: 1rem;`;
  const Nav = styled.nav.withConfig({ componentId: 'shell__nav' })`display: flex;`;
  const layout = () =>
    layoutParts
      ? h('div', null, h(layoutParts.Header), h(Nav, null, h(BaseLink, { href: '/' }, 'Home')), h(layoutParts.Footer))
      : h(Nav, null, h(BaseLink, { href: '/' }, 'Home'));
  const page = () => h(PageBox, null, h(LightLink, { href: '/shield' }, 'Shield'), h(BaseLink, { href: '/donate' }, 'Donate'));
  /** The page's light link, once muted: a look of the base link the server did not render. */
  const mutedLink = () => h(LightLink, { href: '/shield', $muted: true }, 'Shield');
  return { layout, page, mutedLink };
}

async function serverRender(build: 'layout' | 'page') {
  const libraries = await freshLibraries();
  const sheet = new libraries.ServerStyleSheet();
  const html = libraries.server.renderToString(sheet.collectStyles(libraries.React.createElement(components(libraries, build)[build])));
  return { html, styleTags: sheet.getStyleTags() };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the composed page’s style sheet', () => {
  let layout: { html: string; styleTags: string };
  let page: { html: string; styleTags: string };
  beforeAll(async () => {
    // One after the other: each build's copy of the libraries is loaded in isolation.
    layout = await serverRender('layout');
    page = await serverRender('page');
  });

  /** The rules of the sheet the browser applies, as text. */
  const appliedRules = (style: HTMLStyleElement) => [...style.sheet!.cssRules].map((rule) => rule.cssText);

  /**
   * The browser: the composed head, styled-components started as the shell starts it (the server's
   * sheet taken over first; `before`, something done ahead of that), then the layout and the page
   * rendered with their own components.
   */
  async function startInBrowser(before?: (browser: Libraries) => unknown) {
    document.head.innerHTML = mergeStyleSheets(layout.styleTags, page.styleTags);
    const served = document.head.querySelector('style')!;
    const servedRules = appliedRules(served);
    const browser = await freshLibraries();
    before?.(browser);
    const adoption = browser.adoptServerSheet(document);
    const app = components(browser, 'page');
    const render = (element: ReturnType<typeof browser.React.createElement>) => browser.server.renderToString(element);
    const html = render(browser.React.createElement('div', null, browser.React.createElement(app.layout), browser.React.createElement(app.page)));
    return { adoption, served, servedRules, html, render: () => render(browser.React.createElement(app.mutedLink)), styles: () => [...document.head.querySelectorAll('style')] };
  }

  it('is one sheet the browser takes over as it is: rendering the page inserts no rule again', async () => {
    const { adoption, served, servedRules, html, styles } = await startInBrowser();
    expect(adoption).toBe('adopted');
    expect(html).toContain(page.html);
    expect(styles()).toEqual([served]);
    expect(servedRules.some((rule) => rule.includes('color: white'))).toBe(true);
    expect(appliedRules(served)).toEqual(servedRules);
  });

  it('keeps the page’s override after the base rule it overrides', async () => {
    const rules = appliedRules((await startInBrowser()).styles()[0]!);
    expect(rules.findIndex((rule) => rule.includes('color: white'))).toBeGreaterThan(rules.findIndex((rule) => rule.includes('color: black')));
  });

  it('puts a rule a base component adds in the browser before the override of a component extending it', async () => {
    const { served, render, styles } = await startInBrowser();
    render();
    expect(styles()).toEqual([served]);
    const rules = appliedRules(served);
    const muted = rules.findIndex((rule) => rule.includes('color: gray'));
    expect(muted).toBeGreaterThan(rules.findIndex((rule) => rule.includes('color: black')));
    expect(muted).toBeLessThan(rules.findIndex((rule) => rule.includes('color: white')));
  });

  it('leaves the sheet to styled-components’ own rehydration when a component was defined before it could be taken over', async () => {
    const { adoption, servedRules, render, styles } = await startInBrowser(({ styled }) => styled.p.withConfig({ componentId: 'early__paragraph' })`margin: 0;`);
    expect(adoption).toBe('rehydrated');
    // The served rules are styled-components' own sheet now, each once, and rendering the page added none.
    expect(styles()).toHaveLength(1);
    const rehydrated = styles()[0]!.textContent;
    expect(servedRules.length).toBeGreaterThan(0);
    expect(rehydrated.match(/\{color:black;\}/g)).toHaveLength(1);
    expect(rehydrated.match(/\{color:white;\}/g)).toHaveLength(1);
    render();
    expect(styles()[0]!.textContent.match(/\{color:gray;\}/g)).toHaveLength(1);
  });

  it('keeps the rules of a component both rendered once, in the layout’s group, with both renders’ class names', () => {
    const css = mergeStyleSheets(layout.styleTags, page.styleTags);
    expect(css.match(/\{color:black;\}/g)).toHaveLength(1);
    expect(css.match(/data-styled\.g\d+\[id="ui__link"\]/g)).toHaveLength(1);
    const groups = [...css.matchAll(/data-styled\.g(\d+)\[id="([\w-]+)"\]/g)].map(([, group, id]) => ({ group: Number(group), id }));
    expect(new Set(groups.map(({ group }) => group)).size).toBe(groups.length);
  });

  it('keeps a page sheet it cannot read as plain CSS beside the layout’s', () => {
    const css = mergeStyleSheets(layout.styleTags, '<style>.hand-written{color:red}</style>');
    expect(css).toContain(layout.styleTags);
    expect(css).toContain('<style>.hand-written{color:red}</style>');
  });
});
