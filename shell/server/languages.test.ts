/** @jest-environment node */
// The site in two languages as the shell's server serves it: each page's lang, its alternates and
// canonical address, the Spanish not-found page, the chosen language at `/`, and the Spanish sign-in form.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { linkSent } from 'test-support/api-answers';
import type { PublishedRoute } from './remote-registry';
import { createTestShell } from './testing';

const route = (path: string, extra: Partial<PublishedRoute> = {}): PublishedRoute => ({ path, title: 'T', description: 'D', noindex: false, session: false, canonicalPath: path, ...extra });

/** Each remote's routes as its routes.json publishes them: the English table, then the Spanish one. */
const routes = {
  marketing: [route('/', { title: 'Digital Harbor' }), route('/donate'), route('/es', { title: 'Digital Harbor' }), route('/es/donate', { title: 'Done' })],
  shield: [route('/shield'), route('/connect', { canonicalPath: '/shield' }), route('/es/shield', { title: 'Internet Shield' }), route('/es/connect', { canonicalPath: '/es/shield' })],
  // A remote released before its Spanish table.
  portal: [route('/auth'), route('/auth/sent', { noindex: true })],
  appeals: [route('/jane', { noindex: true }), route('/es/jane', { noindex: true, contentLocale: 'en' })],
};
const env = { PUBLIC_URL: 'https://www.example.org' };
const shell = (shellRoutes: Record<string, PublishedRoute[]> = routes) => createTestShell({ apiUrl: 'http://127.0.0.1:9', env, routes: shellRoutes });

const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

describe('a page’s language', () => {
  it('is the address’s: lang, canonical address and alternates in both languages, English the default', async () => {
    const app = shell();
    const spanish = await request(app).get('/es/connect').expect(200);
    expect(langOf(spanish.text)).toBe('es');
    expect(canonicalOf(spanish.text)).toBe('https://www.example.org/es/shield');
    const both = ['en https://www.example.org/shield', 'es https://www.example.org/es/shield', 'x-default https://www.example.org/shield'];
    expect(alternatesOf(spanish.text)).toEqual(both);

    const english = await request(app).get('/shield').expect(200);
    expect(langOf(english.text)).toBe('en');
    expect(canonicalOf(english.text)).toBe('https://www.example.org/shield');
    expect(alternatesOf(english.text)).toEqual(both);
  });

  it('names no Spanish version of a page whose remote has none yet', async () => {
    const { text } = await request(shell()).get('/auth').expect(200);
    expect(langOf(text)).toBe('en');
    expect(alternatesOf(text)).toEqual([]);
  });

  it('is English at the Spanish address of a page that stays English (an appeal letter)', async () => {
    const { text } = await request(shell()).get('/es/jane').expect(200);
    expect(langOf(text)).toBe('en');
    expect(alternatesOf(text)).toEqual([]);
  });

  it('answers an unknown Spanish path with the Spanish not-found page, 404', async () => {
    const response = await request(shell()).get('/es/no-such-page').expect(404);
    expect(langOf(response.text)).toBe('es');
    expect(response.text).toContain('<title>404 Página no encontrada | Digital Harbor</title>');
    const english = await request(shell()).get('/no-such-page').expect(404);
    expect(langOf(english.text)).toBe('en');
    expect(english.text).toContain('<title>404 Page Not Found | Digital Harbor</title>');
  });
});

describe('the language a visitor chose, at /', () => {
  it('sends a visitor who chose Spanish to the Spanish front page, with the query, for them alone', async () => {
    const app = shell();
    const answer = await request(app).get('/').set('Cookie', 'theme=dark; site_locale=es').expect(302);
    expect(answer.headers.location).toBe('/es');
    expect(answer.headers.vary).toMatch(/\bCookie\b/);
    expect(answer.headers['cache-control']).toMatch(/\bprivate\b/);
    expect((await request(app).get('/?utm_source=flyer').set('Cookie', 'site_locale=es').expect(302)).headers.location).toBe('/es?utm_source=flyer');
  });

  it('serves English to a visitor who chose English or nothing, whatever language their browser prefers', async () => {
    const app = shell();
    for (const cookie of ['site_locale=en', 'site_locale=fr', '']) {
      const answer = await request(app).get('/').set('Cookie', cookie).set('Accept-Language', 'es-US,es;q=0.9').expect(200);
      expect(langOf(answer.text)).toBe('en');
      expect(answer.headers.vary).toMatch(/\bCookie\b/);
    }
  });

  it('sends nobody anywhere from another page, nor to a Spanish front page the site does not have', async () => {
    expect(langOf((await request(shell()).get('/donate').set('Cookie', 'site_locale=es').expect(200)).text)).toBe('en');
    const englishOnly = { ...routes, marketing: [route('/'), route('/donate')] };
    expect(langOf((await request(shell(englishOnly)).get('/').set('Cookie', 'site_locale=es').expect(200)).text)).toBe('en');
  });
});

describe('POST /es/auth (the Spanish sign-in form without the portal’s code)', () => {
  /** A stand-in for the API's `POST /api/email`: its real answer, and the bodies it was sent. */
  let api: http.Server;
  const bodies: unknown[] = [];
  let apiUrl = '';
  beforeAll(async () => {
    api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.writeHead(linkSent.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(linkSent.body));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  it('asks the API for the mail in Spanish and answers with the Spanish confirmation', async () => {
    const app = createTestShell({ apiUrl, env: { ...env, TRUST_PROXY: 'loopback' } });
    const answer = await request(app).post('/es/auth').type('form').send('email=ana%40example.org').expect(303);
    expect(answer.headers.location).toBe('/es/auth/sent');
    expect(bodies.at(-1)).toEqual({ email: 'ana@example.org', locale: 'es' });
  });

  it('asks for the English mail from the English form, as before', async () => {
    const app = createTestShell({ apiUrl, env: { ...env, TRUST_PROXY: 'loopback' } });
    expect((await request(app).post('/auth').type('form').send('email=ana%40example.org').expect(303)).headers.location).toBe('/auth/sent');
    expect(bodies.at(-1)).toEqual({ email: 'ana@example.org' });
  });

  it('refuses the Spanish form posted from another site in Spanish, pointing at the Spanish form', async () => {
    const app = createTestShell({ apiUrl, env: { ...env, TRUST_PROXY: 'loopback' } });
    const sent = bodies.length;
    const answer = await request(app).post('/es/auth').set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }).type('form').send('email=ana%40example.org');
    expect(answer.status).toBe(403);
    expect(answer.text).toBe('Este formulario solo se puede enviar desde el propio sitio: abra https://www.example.org/es/auth para iniciar sesión.');
    expect(bodies).toHaveLength(sent);
  });

  it('sends the Spanish form to the Spanish page of the API’s unreachable answer', async () => {
    const app = createTestShell({ apiUrl: 'http://127.0.0.1:9', env: { ...env, TRUST_PROXY: 'loopback' } });
    expect((await request(app).post('/es/auth').type('form').send('email=ana%40example.org').expect(303)).headers.location).toBe('/es/auth/unreachable');
  });
});
