// @ts-check
// Hostile requests to the static server every remote runs (bin/serve-app.js's composition), as raw
// bytes: never a 5xx, never a stack trace, and it keeps serving. Property-based with a fixed seed
// (EDGE_FUZZ_SEED overrides it), printed when a property fails so the run can be replayed.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { once } = require('node:events');
const fc = require('fast-check');
const request = require('supertest');
const { sendRaw } = require('test-support/raw-request');
const { createStaticApp, plainErrors } = require('./static-server');

const seed = Number(process.env.EDGE_FUZZ_SEED ?? 19_2026);

/** A remote's build folder: a hashed script with its brotli copy, the no-cache files, a source map. */
function buildFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-fuzz-'));
  const script = `export const text = "${'compressible '.repeat(100)}";\n`;
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), script);
  fs.writeFileSync(path.join(root, 'routes.json'), '["/"]');
  return root;
}

const root = buildFolder();
// As bin/serve-app.js composes it.
const app = createStaticApp({ root, cors: true });
app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
app.use(plainErrors);
const server = app.listen(0, '127.0.0.1');
let port = 0;

beforeAll(async () => {
  if (!server.listening) await once(server, 'listening');
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

const hostileSegment = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('%00', 'x%00', '%', '%E0%A4%A', '%zz', '..', '%2e%2e', '%2e%2e%2f', '%c0%af', '%ff%fe', '%5c', '__proto__', 'main.0123abcd', 'remoteEntry', '.br', '.map'),
);
/** Visible ASCII as a client sends it, the rest percent-encoded. */
const asTarget = (/** @type {string} */ text) =>
  text.replace(/[^\x21-\x7e]/gu, (character) => [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
const target = fc
  .tuple(
    fc.array(hostileSegment.map(asTarget), { minLength: 1, maxLength: 3 }),
    // Mostly a type that may have a brotli copy: the path the precompressed lookup decodes.
    fc.constantFrom('.js', '.css', '.json', '.svg', '.html', '.js.br', '.map', '', '/'),
    fc.option(fc.constantFrom('v=1', '%', 'a=%00', `q=${'x'.repeat(5000)}`)),
  )
  .map(([segments, suffix, query]) => `/${segments.join('/')}${suffix}${query === null ? '' : `?${query}`}`);
const acceptEncoding = fc.constantFrom('br', 'gzip, deflate, br', 'br;q=0', 'identity', 'gzip', '*', '', 'br, br, br');
const method = fc.constantFrom('GET', 'HEAD', 'GET', 'POST', 'OPTIONS', 'PUT');

describe('the static server under hostile paths', () => {
  it('answers a null byte in the path with a 4xx, not a 500 (with or without brotli)', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await request(server).get('/x%00.js').set('Accept-Encoding', encoding);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(/Error|at \S+:\d+:\d+/);
    }
  });

  it(`never answers 5xx or a stack trace, and keeps serving (seed ${seed}, EDGE_FUZZ_SEED overrides)`, async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fc.assert(
        fc.asyncProperty(method, target, acceptEncoding, async (verb, path, encoding) => {
          const answer = await sendRaw(port, `${verb} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`);
          expect(answer.status).toBeGreaterThan(0);
          expect(answer.status).toBeLessThan(500);
          expect(answer.text).not.toMatch(/\n\s+at \S.*:\d+:\d+/);
          expect(answer.text).not.toMatch(/node_modules|\/tmp\/|Error: /);
        }),
        { numRuns: 400, seed },
      );
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nReplay with EDGE_FUZZ_SEED=${seed}`);
    } finally {
      errors.mockRestore();
    }
    const served = await request(server).get('/main.0123abcd.js').set('Accept-Encoding', 'br').buffer(true).expect(200);
    expect(served.headers['content-encoding']).toBe('br');
  }, 120_000);
});
