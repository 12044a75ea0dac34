/** @jest-environment jsdom */
// The composed page's sheet, as the browser's styled-components adopts it: server renders of the
// layout and of a remote's page, each in a module registry of its own as in their separate builds
// (their rule groups both numbered from 1), then a browser that rehydrates the merged sheet.
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as StyledComponents from 'styled-components';
import { mergeStyleSheets } from './style-sheets';

type Libraries = {
  React: typeof ReactModule;
  styled: typeof StyledComponents.default;
  server: typeof ReactDomServer;
  ServerStyleSheet: typeof StyledComponents.ServerStyleSheet;
};

/** A fresh copy of React, styled-components and React DOM's server renderer: one app's build. */
async function freshLibraries(): Promise<Libraries> {
  let libraries: Libraries | undefined;
  await jest.isolateModulesAsync(async () => {
    const [React, styledComponents, server] = await Promise.all([import('react'), import('styled-components'), import('react-dom/server')]);
    libraries = { React, styled: styledComponents.default, server, ServerStyleSheet: styledComponents.ServerStyleSheet };
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
  const BaseLink = styled.a.withConfig({ componentId: 'ui__link' })`color: black;`;
  const LightLink = styled(BaseLink).withConfig({ componentId: 'page__light-link' })`color: white;`;
  const PageBox = styled.div.withConfig({ componentId: 'page__box' })`padding: 1rem;`;
  const Nav = styled.nav.withConfig({ componentId: 'shell__nav' })`display: flex;`;
  const layout = () =>
    layoutParts
      ? h('div', null, h(layoutParts.Header), h(Nav, null, h(BaseLink, { href: '/' }, 'Home')), h(layoutParts.Footer))
      : h(Nav, null, h(BaseLink, { href: '/' }, 'Home'));
  const page = () => h(PageBox, null, h(LightLink, { href: '/shield' }, 'Shield'), h(BaseLink, { href: '/donate' }, 'Donate'));
  return { layout, page };
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

  /** The browser: the composed head, then the layout and the page rendered with their own styled-components. */
  async function hydrateInBrowser() {
    document.head.innerHTML = mergeStyleSheets(layout.styleTags, page.styleTags);
    const served = document.head.querySelector('style')!.textContent;
    const browser = await freshLibraries();
    const app = components(browser, 'page');
    const html = browser.server.renderToString(browser.React.createElement('div', null, browser.React.createElement(app.layout), browser.React.createElement(app.page)));
    return { served, html, styles: [...document.head.querySelectorAll('style')] };
  }

  it('is one sheet the browser adopts: rendering the page inserts no rule again', async () => {
    const { served, html, styles } = await hydrateInBrowser();
    expect(html).toContain(page.html);
    expect(styles).toHaveLength(1);
    // The rehydrated sheet holds the served rules, each once, and nothing was added while rendering.
    const rules = styles[0]!.textContent.match(/\.[\w-]+\{[^{}]*\}/g) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules.every((rule) => served.includes(rule))).toBe(true);
  });

  it('keeps the page’s override after the base rule it overrides, once the browser has adopted the sheet', async () => {
    const css = (await hydrateInBrowser()).styles[0]!.textContent;
    expect(css).toContain('{color:white;}');
    expect(css.indexOf('{color:white;}')).toBeGreaterThan(css.lastIndexOf('{color:black;}'));
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
