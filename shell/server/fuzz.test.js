// @ts-check
// Hostile input at the edge: malformed paths, odd methods, huge headers and query strings and bad
// encodings, sent as raw bytes to the shell's server and through its /api proxy to the real API.
// Never a 5xx, never a stack trace, and the server keeps answering.
const { once } = require('node:events');
const { createServer } = require('node:http');
const fc = require('fast-check');
const request = require('supertest');
const { sendRaw } = require('test-support/raw-request');
const { apiStartTimeoutMs, startTestApi, createTestShell } = require('./testing');

/** @type {Awaited<ReturnType<typeof startTestApi>>} */
let api;
/** @type {import('node:http').Server} */
let server;
let port = 0;

beforeAll(async () => {
  // The limits' deliberate 429/503 answers are tested elsewhere; here nothing may run out.
  api = await startTestApi({
    SIGNIN_LIMIT_PER_IP: '1000000',
    SIGNIN_LIMIT_PER_NETWORK: '1000000',
    SIGNIN_LIMIT_PER_EMAIL: '1000000',
    SIGNIN_LOOKUPS_PER_MINUTE: '1000000',
  });
  server = createServer(createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}, apiStartTimeoutMs);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%zz', '..', '%2e%2e%2f', '%c0%af', '%ff%fe', 'é', '🙂', '__proto__', '<script>', "'", '\\', '//', ';', '*'),
);
/** Mostly what a client would send (visible ASCII, the rest percent-encoded), sometimes raw bytes. */
const asTarget = (/** @type {string} */ text) =>
  text.replace(/[^\x21-\x7e]/gu, (character) => [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
const targetText = fc.oneof({ weight: 15, arbitrary: hostileText.map(asTarget) }, { weight: 1, arbitrary: hostileText });
/** Header values: mostly printable, sometimes any byte but the line breaks. */
const headerText = fc.oneof(
  { weight: 10, arbitrary: hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, '?')) },
  { weight: 1, arbitrary: hostileText.map((text) => text.replace(/[\r\n]/g, '')) },
);
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
  { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'MOVE', 'CONNECT', 'get') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,12}$/) },
);
const path = fc
  .tuple(
    fc.constantFrom('/', '/api', '/api/', '/api/email', '/api/jwt', '/api/Champions/', '/api/computer-inventory', '/shield/', '/portal', '/remotes.json', '/main.0123abcd.js', ''),
    fc.array(targetText, { maxLength: 4 }),
    fc.option(fc.oneof(targetText, fc.constant(`q=${'x'.repeat(20_000)}`), fc.constant(`${'a=1&'.repeat(3000)}`), fc.constant('jwt=%E0%A4%A&recordId=%'))),
  )
  .map(([prefix, segments, query]) => `${prefix}${segments.join('/')}${query === null ? '' : `?${query}`}`);
const header = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), headerText) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('X-Forwarded-For', 'Content-Type', 'Authorization', 'Accept-Encoding', 'Cookie', 'Range'), headerText) },
  { weight: 2, arbitrary: fc.tuple(fc.constant('X-Forwarded-For'), fc.constantFrom('not-an-address', '::ffff:999.1.1.1', '203.0.113.1, , ,', '2001:db8::1%eth0', 'a'.repeat(5000))) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('Host', 'Content-Length', 'Transfer-Encoding'), fc.constantFrom('-1', 'abc', '99999999999999999999', '5, 6', 'chunked', 'gzip', 'chunked, chunked', '')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('X-Huge', 'Cookie', 'Authorization'), fc.constantFrom('x'.repeat(20_000), `Bearer ${'y'.repeat(8000)}`)) },
);
const body = fc.option(fc.oneof(hostileText, fc.constant('{"email":'), fc.constant(`{"email":"${'x'.repeat(30_000)}@example.org"}`), fc.constant('0\r\n\r\n')));

describe("the shell's server under hostile input", () => {
  it('never answers 5xx or a stack trace, directly or through /api', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, fc.array(header, { maxLength: 4 }), body, async (verb, target, headers, payload) => {
        const lines = [`${verb} ${target} HTTP/1.1`, `Host: localhost:${port}`, ...headers.map(([name, value]) => `${name}: ${value}`)];
        if (payload !== null && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))) lines.push(`Content-Length: ${Buffer.byteLength(payload, 'latin1')}`);
        const answer = await sendRaw(port, `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n${payload ?? ''}`);
        // Node closes a CONNECT (no tunnel here) without a word; anything else gets an answer.
        if (answer.status === 0) expect(verb === 'CONNECT' || answer.gaveUp).toBe(true);
        else expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(/\n\s+at \S.*:\d+:\d+/);
        expect(answer.text).not.toMatch(/node_modules|\/work\/|Error: /);
      }),
      { numRuns: 500 },
    );
    await request(server).get('/').expect(200);
    await request(server).post('/api/email').send({ email: 'still.working@example.org' }).expect(202);
  }, 180_000);
});
