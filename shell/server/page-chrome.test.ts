/** @jest-environment node */
// What the shell's layout render gives a composed page beside its HTML: its texts (the chrome) in the
// page's language, for the browser's site data, and the address's query, for the language switch.
import { PAGE_SLOT } from 'composition-contract';
import { composePage, createLayoutCache, startUpScriptsOf } from './page';

const template = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const marketing = { name: 'marketing', entry: 'http://marketing.test/remoteEntry.js', paths: ['/about', '/es/about'] };
const spanishChrome = { notices: { skipLink: 'Saltar al contenido principal' } };

const renderShellPage = jest.fn(async ({ pathname, search = '' }: { pathname: string; search?: string }) => ({
  html: `<a href="/es${pathname}${search}">Español</a><main>${PAGE_SLOT}</main>`,
  styleTags: '',
  chrome: spanishChrome,
}));

function compose(pathname: string, search: string, layout = createLayoutCache({ renderShellPage })) {
  return composePage({
    template,
    startUpScripts: startUpScriptsOf(template),
    nonce: 'n0nce',
    pathname,
    search,
    origin: 'https://digitalharbor.test',
    remotes: [marketing],
    owner: marketing,
    route: undefined,
    fragment: { html: '<h1>Page</h1>', styles: '', buildId: 'b1' },
    layout,
  });
}

const siteData = (html: string) => JSON.parse(/<script type="application\/json" id="site-data" nonce="n0nce">(.*?)<\/script>/.exec(html)![1]!);

describe("the layout's texts and the address's query", () => {
  beforeEach(() => renderShellPage.mockClear());

  it('puts the chrome the layout was rendered with into the site data', async () => {
    expect(siteData(await compose('/es/about', '')).chrome).toEqual(spanishChrome);
  });

  it('renders the layout with the query, fresh for each query (never kept), and once for an address without one', async () => {
    const layout = createLayoutCache({ renderShellPage });
    expect(await compose('/about', '?ref=flyer', layout)).toContain('href="/es/about?ref=flyer"');
    expect(await compose('/about', '?ref=mail', layout)).toContain('href="/es/about?ref=mail"');
    await compose('/about', '', layout);
    await compose('/about', '', layout);
    expect(renderShellPage.mock.calls.map(([options]) => options.search ?? '')).toEqual(['?ref=flyer', '?ref=mail', '']);
  });
});
