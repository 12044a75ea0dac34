/** @jest-environment node */
import { composePage, createLayoutCache, routeAt } from './page';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const PAGE_SLOT = '@@slot@@';
const marketing = { name: 'marketing', entry: 'http://marketing.test/mf-manifest.json', paths: ['/about', '/'] };
const about = {
  path: '/about',
  title: 'Mission & History',
  description: 'Who we are.',
  noindex: false,
  canonicalPath: '/about',
  assets: ['remoteEntry.js', 'about.1234abcd.js', '../secret.js'],
};

/** The shell's layout as its Node build renders it: the page's Suspense boundary holds the slot. */
const renderer = {
  PAGE_SLOT,
  renderShellPage: jest.fn(({ pathname, remotes }: { pathname: string; remotes: { paths: string[] }[] }) => ({
    html: remotes.some((remote) => remote.paths.includes(pathname))
      ? `<nav>Main</nav><main><!--$--><!--$-->${PAGE_SLOT}<!--/$--><!--/$--></main>`
      : '<nav>Main</nav><main><h1>404 Page Not Found</h1></main>',
    styleTags: '<style data-styled="true">.layout{}</style>',
  })),
};

function compose(overrides: Partial<Parameters<typeof composePage>[0]> = {}) {
  return composePage({
    template,
    nonce: 'n0nce',
    pathname: '/about',
    origin: 'https://digitalharbor.test',
    remotes: [marketing],
    owner: marketing,
    route: about,
    fragment: { html: '<!--$--><h1>Mission</h1><img src="__REMOTE_URL__/assets/a.svg"><!--/$-->', styles: '<style data-styled="true">.page{background:url(__REMOTE_URL__/assets/b.svg)}</style>' },
    layout: createLayoutCache(renderer),
    slot: PAGE_SLOT,
    ...overrides,
  });
}

const siteData = (html: string) => JSON.parse(/<script type="application\/json" id="site-data" nonce="n0nce">(.*?)<\/script>/.exec(html)![1]!);

describe('a composed page', () => {
  it('puts the remote’s prerendered page into the layout, with the remote’s address in its image URLs', () => {
    const html = compose();
    expect(html).toContain('<main><!--$--><!--$--><!--$--><h1>Mission</h1><img src="http://marketing.test/assets/a.svg"><!--/$--><!--/$--><!--/$--></main>');
    expect(html).toContain('.page{background:url(http://marketing.test/assets/b.svg)}');
    expect(html).toContain('.layout{}');
    expect(siteData(html)).toEqual({ remotes: [marketing], hydrate: true });
  });

  it('moves the resource hints React writes before a fragment’s markup into the head', () => {
    const html = compose({ fragment: { html: '<link rel="preload" as="image" href="__REMOTE_URL__/assets/hero.svg"/><!--$--><h1>Mission</h1><!--/$-->', styles: '' } });
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="preload" as="image" href="http://marketing.test/assets/hero.svg"/>');
    expect(html).toContain('<main><!--$--><!--$--><!--$--><h1>Mission</h1>');
  });

  it('has the route’s title, description, canonical address and Open Graph tags', () => {
    const html = compose();
    expect(html).toContain('<title>Mission &amp; History | Digital Harbor</title>');
    expect(html).toContain('<meta name="description" content="Who we are." />');
    expect(html).toContain('<link rel="canonical" href="https://digitalharbor.test/about" />');
    expect(html).toContain('<meta property="og:title" content="Mission &amp; History" />');
    expect(html).toContain('<meta property="og:url" content="https://digitalharbor.test/about" />');
    expect(html).not.toContain('noindex');
  });

  it('keeps a noindex page out of search engines and gives it no canonical address', () => {
    const html = compose({ route: { ...about, noindex: true } });
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-page-robots="" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('preloads the remote’s manifest and the scripts its route lists, nothing outside the remote', () => {
    const html = compose();
    expect(html).toContain('<link rel="preload" href="http://marketing.test/mf-manifest.json" as="fetch" crossorigin="anonymous" />');
    expect(html).toContain('<link rel="preload" href="http://marketing.test/remoteEntry.js" as="script" />');
    expect(html).toContain('<link rel="preload" href="http://marketing.test/about.1234abcd.js" as="script" />');
    expect(html).not.toContain('secret.js');
  });

  it('in the monolithic build, preloads its own scripts for the route and takes nothing from the remote’s host', () => {
    const html = compose({ bundledAssets: ['marketing-routes.1234abcd.js', 'about.5678abcd.js', '../secret.js'] });
    expect(html).toContain('<h1>Mission</h1><img src="/assets/a.svg">');
    expect(html).toContain('.page{background:url(/assets/b.svg)}');
    expect(html).toContain('<link rel="preload" href="/marketing-routes.1234abcd.js" as="script" /><link rel="preload" href="/about.5678abcd.js" as="script" />');
    expect(html).not.toContain('secret.js');
    expect(html).not.toMatch(/<link[^>]*marketing\.test/);
  });

  it('without a prerendered page, hydrates the layout and leaves the page to the browser', () => {
    const html = compose({ fragment: undefined });
    expect(html).toContain('<main><!--$--><!--$!--><template data-dgst="rendered-in-browser"></template><noscript>');
    expect(html).not.toContain(PAGE_SLOT);
    expect(siteData(html).hydrate).toBe(true);
  });

  it('renders the whole not-found page for a path no remote owns', () => {
    const html = compose({ pathname: '/nope', owner: undefined, route: undefined, fragment: undefined });
    expect(html).toContain('<h1>404 Page Not Found</h1>');
    expect(html).toContain('<title>404 Page Not Found | Digital Harbor</title>');
    expect(siteData(html).hydrate).toBe(true);
  });

  it('fills the root element of a minified template too', () => {
    const html = compose({ template: template.replace('<div id="root"></div>', '<div id=root></div>') });
    expect(html).toContain('<div id="root"><nav>Main</nav>');
  });

  it('without the layout build, is an empty page the browser renders', () => {
    const html = compose({ layout: undefined, slot: undefined });
    expect(html).toContain('<div id="root"></div>');
    expect(siteData(html).hydrate).toBe(false);
  });

  it('gives the nonce to its own scripts only, never to one in rendered content, and no text can close the data script', () => {
    const html = compose({
      fragment: { html: '<!--$--><script>alert(1)</script><!--/$-->', styles: '' },
      remotes: [{ ...marketing, paths: ['/about', '/</script><script>alert(2)</script>'] }],
    });
    expect(html).toContain('<script nonce="n0nce" defer src="/main.js">');
    expect(html).toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>alert(2)');
  });
});

describe('the layout cache', () => {
  it('renders an owned path once, and a not-found path every time', () => {
    renderer.renderShellPage.mockClear();
    const layout = createLayoutCache(renderer);
    layout('/about', [marketing], true);
    layout('/about', [marketing], true);
    layout('/nope', [marketing], false);
    layout('/nope', [marketing], false);
    expect(renderer.renderShellPage).toHaveBeenCalledTimes(3);
  });
});

describe('routeAt', () => {
  it('matches as the browser does: case and a trailing slash ignored', () => {
    expect(routeAt([about], '/About/')).toBe(about);
    expect(routeAt([about], '/elsewhere')).toBeUndefined();
  });
});
