// @ts-check
// Pins the composition contract's formats: a change here is a change every remote, the shell's build,
// its server and the browser must make together (and, for fragments.json, a new CONTRACT_VERSION).
const contract = require('.');

describe('the composition contract', () => {
  it('names its placeholders and element ids', () => {
    expect(contract.CONTRACT_VERSION).toBe(1);
    expect(contract.REMOTE_URL_PLACEHOLDER).toBe('__REMOTE_URL__/');
    expect(contract.PAGE_SLOT).toBe('@@shell-page-slot@@');
    expect(contract.SITE_DATA_ELEMENT_ID).toBe('site-data');
    expect(contract.RENDERED_IN_BROWSER_DIGEST).toBe('rendered-in-browser');
  });

  describe('fragments.json', () => {
    const pages = { '/about': { html: '<h1>About</h1><img src="__REMOTE_URL__/assets/a.png">', styles: '<style>.a{}</style>' } };

    it('carries the contract version, the remote and the build id of the code that rendered it', () => {
      expect(contract.createFragmentsFile({ name: 'marketing', buildId: 'b1', pages })).toEqual({ contractVersion: 1, name: 'marketing', buildId: 'b1', pages });
    });

    it('is read back as written, through JSON', () => {
      const file = JSON.parse(JSON.stringify(contract.createFragmentsFile({ name: 'marketing', buildId: 'b1', pages })));
      expect(contract.readFragmentsFile(file)).toEqual({ contractVersion: 1, name: 'marketing', buildId: 'b1', pages });
    });

    it('is refused whole when built against another contract version, saying which', () => {
      expect(() => contract.readFragmentsFile({ name: 'marketing', pages })).toThrow(
        'its fragments.json was built against composition contract a version before contract versions; this shell reads version 1',
      );
      expect(() => contract.readFragmentsFile({ contractVersion: 2, name: 'marketing', buildId: 'b9', pages })).toThrow(
        'built against composition contract version 2; this shell reads version 1',
      );
    });

    it('is refused when a page or the build id is missing', () => {
      expect(() => contract.readFragmentsFile({ contractVersion: 1, name: 'marketing', pages })).toThrow('malformed fragments.json');
      expect(() => contract.readFragmentsFile({ contractVersion: 1, name: 'marketing', buildId: 'b1', pages: { '/a': { html: '<p>' } } })).toThrow(
        'malformed fragments.json',
      );
      expect(() => contract.readFragmentsFile('<html>')).toThrow('malformed fragments.json');
    });
  });

  describe('routes.json', () => {
    const route = { path: '/about', title: 'About', description: 'Who we are', noindex: false, session: false, prerender: true, canonicalPath: '/about', assets: ['a.js'] };

    it('gives the paths and the well-formed routes', () => {
      expect(contract.readRoutesFile({ name: 'marketing', paths: ['/about', '/old'], routes: [route, { path: '/old' }] })).toEqual({
        paths: ['/about', '/old'],
        routes: [route],
        files: [],
      });
    });

    it("gives a page's lastModified and the well-formed files the remote publishes for the shell to serve", () => {
      const post = { ...route, path: '/blog/a-post', canonicalPath: '/blog/a-post', lastModified: '2026-09-30' };
      const feed = { path: '/blog/rss.xml', file: 'blog/rss.xml', type: 'application/rss+xml' };
      const read = contract.readRoutesFile({ name: 'marketing', paths: ['/blog/a-post'], routes: [post, { ...post, lastModified: 'Sept 30' }], files: [feed, { path: 'no-slash', file: 'x' }] });
      expect(read).toEqual({ paths: ['/blog/a-post'], routes: [post], files: [feed] });
    });

    it('of a remote that publishes only paths has no routes', () => {
      expect(contract.readRoutesFile({ name: 'marketing', paths: ['/about'] })).toEqual({ paths: ['/about'], routes: [], files: [] });
    });

    it('without a path list is refused', () => {
      expect(() => contract.readRoutesFile({ name: 'marketing', paths: [1] })).toThrow('malformed routes.json');
    });
  });

  describe('paths', () => {
    it('match as the browser’s router matches them: case and a trailing slash ignored', () => {
      expect(['/Team/', '/team', '/TEAM//'].map(contract.normalizePath)).toEqual(['/team', '/team', '/team']);
      expect(contract.normalizePath('/')).toBe('/');
    });

    it('claimed by two remotes are named, with both remotes', () => {
      expect(contract.pathsClaimedTwice({ marketing: ['/about', '/shield'], shield: ['/Shield/'], appeals: ['/janedoe'] })).toEqual([
        '/Shield/ is claimed by both the marketing and the shield remote',
      ]);
    });
  });

  describe('page titles', () => {
    it('name the page, then the site; the page named after the site is the site alone', () => {
      expect(contract.pageTitle('Sign in')).toBe(`Sign in | ${contract.SITE_NAME}`);
      expect(contract.pageTitle(contract.SITE_NAME)).toBe(contract.SITE_NAME);
      expect(contract.pageTitle(contract.NOT_FOUND_TITLE)).toBe(`${contract.NOT_FOUND_TITLE} | ${contract.SITE_NAME}`);
    });

    it('have a not-found title per locale, the English one the not-found title', () => {
      expect(Object.keys(contract.NOT_FOUND_TITLES)).toEqual([...contract.LOCALES]);
      expect(contract.NOT_FOUND_TITLES.en).toBe(contract.NOT_FOUND_TITLE);
      expect(contract.NOT_FOUND_TITLES.es).toMatch(/^404 /);
      expect(contract.NOT_FOUND_TITLES.es).not.toBe(contract.NOT_FOUND_TITLE);
    });
  });

  describe('the sign-in answer pages', () => {
    it('round a wait up to the next agreed one, the longest when it is longer or unknown', () => {
      const minutes = contract.SIGN_IN_WAIT_MINUTES;
      expect(contract.signInWaitPath(1)).toBe(`${contract.SIGN_IN_PATH}/try-again-in-${minutes[0]}-min`);
      expect(contract.signInWaitPath(minutes[0] * 60 + 1)).toBe(`${contract.SIGN_IN_PATH}/try-again-in-${minutes[1]}-min`);
      expect(contract.signInWaitPath(Number.NaN)).toBe(`${contract.SIGN_IN_PATH}/try-again-in-${minutes.at(-1)}-min`);
      expect(contract.signInWaitPath(24 * 60 * 60)).toBe(`${contract.SIGN_IN_PATH}/try-again-in-${minutes.at(-1)}-min`);
    });

    it('lie under the sign-in page, one per outcome', () => {
      const paths = Object.values(contract.SIGN_IN_ANSWER_PATHS);
      expect(new Set(paths).size).toBe(paths.length);
      for (const answerPath of paths) expect(answerPath.startsWith(`${contract.SIGN_IN_PATH}/`)).toBe(true);
    });
  });

  describe('the HTML escaper', () => {
    it('leaves no character that could end a quoted attribute or start a tag, and keeps text readable', () => {
      expect(contract.escapeHtml(`Tom & Jerry's "<b>" > x`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot; &gt; x');
      expect(contract.escapeHtml('&amp;')).toBe('&amp;amp;');
    });
  });

  describe('a route’s handle', () => {
    it('needs a title and a description; prerender can only be false', () => {
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', noindex: true, prerender: false }).success).toBe(true);
      expect(contract.routeHandleSchema.safeParse({ title: 'T' }).success).toBe(false);
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', prerender: true }).success).toBe(false);
    });

    it('may say that its page stays English at a Spanish address, and nothing else', () => {
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', contentLocale: 'en' }).success).toBe(true);
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', contentLocale: 'es' }).success).toBe(false);
      const published = { path: '/es/jane', title: 'T', description: 'D', noindex: true, canonicalPath: '/es/jane', contentLocale: 'en' };
      expect(contract.readRoutesFile({ name: 'appeals', paths: ['/es/jane'], routes: [published] }).routes[0]?.contentLocale).toBe('en');
    });

    it('may say that the page holds a session, as a boolean', () => {
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', session: true }).success).toBe(true);
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', session: 'yes' }).success).toBe(false);
    });

    it('may name the request its data comes from: a GET of the site’s own API, nothing else', () => {
      const withRequest = (/** @type {string} */ requestPath) =>
        contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', earlyRequest: { path: requestPath, tokenKey: 'session', unlessQuery: 'jwt' } }).success;
      expect(withRequest('/api/portal-view')).toBe(true);
      expect(withRequest('/api/v2/records')).toBe(true);
      for (const elsewhere of ['https://elsewhere.example/api/portal-view', '//elsewhere.example/api/x', '/api/../admin', '/api/', '/portal-view', '/api/x?token=1']) {
        expect(withRequest(elsewhere)).toBe(false);
      }
      expect(contract.routeHandleSchema.safeParse({ title: 'T', description: 'D', earlyRequest: { path: '/api/x', tokenKey: '' } }).success).toBe(false);
    });
  });

  describe('an early request’s script', () => {
    it('carries the request as JSON that no text in it can close', () => {
      const script = contract.earlyRequestScript({ path: '/api/portal-view', tokenKey: '</script><script>alert(1)</script>' });
      expect(script).not.toContain('</script>');
      expect(script).toContain('\\u003c/script>');
    });

    it('is a script the browser can parse, its types left out', () => {
      const script = contract.earlyRequestScript({ path: '/api/portal-view', tokenKey: 'session', unlessQuery: 'jwt' });
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toContain('@type');
    });

    it('gives first view markers of a JSON pointer and a fallback, and refuses what would not parse back', () => {
      expect(contract.firstViewMarker('/application/Nominating_Organization', 'your nominating organization')).toBe('{{/application/Nominating_Organization|your nominating organization}}');
      expect(contract.firstViewMarker('/champion/First_Name')).toBe('{{/champion/First_Name|}}');
      for (const [pointer, fallback] of /** @type {[string, string][]} */ ([['champion', ''], ['/a|b', ''], ['/a', '{x}']])) expect(() => contract.firstViewMarker(pointer, fallback)).toThrow();
    });
  });

  describe('the site data', () => {
    const marketing = { name: 'marketing', entry: 'https://m.example/remoteEntry.js', paths: ['/about'] };
    const remotes = [marketing];

    it('is a JSON script with the nonce, that no text in it can close', () => {
      const element = contract.siteDataElement({ remotes: [{ ...marketing, paths: ['/</script><script>alert(1)'] }], hydrate: true }, 'n0nce');
      expect(element).toMatch(/^<script type="application\/json" id="site-data" nonce="n0nce">/);
      expect(element.match(/<\/script>/g)).toHaveLength(1);
    });

    it('is read back as written, with the origin of the prerendered page', () => {
      const data = { remotes, hydrate: true, page: { remote: 'marketing', buildId: 'b1' } };
      const text = /<script[^>]*>(.*)<\/script>/.exec(contract.siteDataElement(data, 'n'))?.[1];
      expect(contract.parseSiteData(text)).toEqual(data);
    });

    it('missing or malformed means: render from scratch', () => {
      expect(contract.parseSiteData(undefined)).toEqual({ hydrate: false });
      expect(contract.parseSiteData('{')).toEqual({ hydrate: false });
      expect(contract.parseSiteData(JSON.stringify({ remotes: [{ name: 'x' }], hydrate: true }))).toEqual({ hydrate: false });
      expect(contract.parseSiteData(JSON.stringify({ remotes: [{ ...marketing, sessionPaths: '/auth' }], hydrate: true }))).toEqual({ hydrate: false });
    });

    it("carries the shell's texts for the page's language; a chrome that is no object is left out", () => {
      const chrome = { notices: { skipLink: 'Saltar al contenido principal' } };
      const text = /<script[^>]*>(.*)<\/script>/.exec(contract.siteDataElement({ remotes, hydrate: true, chrome }, 'n'))?.[1];
      expect(contract.parseSiteData(text).chrome).toEqual(chrome);
      expect(contract.parseSiteData(JSON.stringify({ remotes, hydrate: true, chrome: 'texts' }))).toEqual({ remotes, hydrate: true });
    });

    it('carries the paths of each remote whose route holds a session', () => {
      const data = { remotes: [{ ...marketing, sessionPaths: ['/about'] }], hydrate: true };
      const text = /<script[^>]*>(.*)<\/script>/.exec(contract.siteDataElement(data, 'n'))?.[1];
      expect(contract.parseSiteData(text).remotes?.[0]?.sessionPaths).toEqual(['/about']);
    });
  });

  it('names the query parameters sign-in links carry their login codes in', () => {
    expect(contract.LOGIN_CODE_PARAMS).toEqual({ portal: 'jwt', shieldAccount: 'code' });
  });

});
