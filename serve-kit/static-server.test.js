// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const request = require('supertest');
const { createStaticApp } = require('./static-server');

/** A build folder with a script that has a brotli copy, and one that has none. */
function buildFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const script = `export const text = "${'compressible '.repeat(200)}";\n`;
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), script);
  return { root, script };
}

describe('the static server', () => {
  const { root, script } = buildFolder();
  const app = createStaticApp({ root });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('answers a browser that accepts brotli with the build-time copy, typed and cached as the script itself', async () => {
    const response = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(root, 'main.0123abcd.js.br')).size);
    expect(response.text).toBe(script);
  });

  it('compresses on the fly for a browser without brotli, and for files without a copy', async () => {
    const gzip = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/);
    expect(gzip.text).toBe(script);

    const withoutCopy = await request(app).get('/remoteEntry.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(withoutCopy.headers['cache-control']).toBe('no-cache');
    expect(withoutCopy.text).toBe(script);
  });

  it('sends the plain file when no encoding is accepted, and never serves a path outside its folder', async () => {
    const plain = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
    await request(app).get('/main.0123abcd.js.map').expect(404);
    await request(app).get('/..%2f..%2fetc%2fpasswd.js').set('Accept-Encoding', 'br').expect(404);
  });
});
