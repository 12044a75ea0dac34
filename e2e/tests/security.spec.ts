import { expect, test } from '@playwright/test';
import { ports } from '../support/site';

// Every route under the Content-Security-Policy (no violation, no uncaught error) is checked in
// prerender.spec.ts, in the one walk over every route that also checks hydration.

test('pages carry the security headers; source maps are not served', async ({ request }) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect((await request.get('/portal?recordId=1&jwt=code')).headers()['referrer-policy']).toBe('no-referrer');

  const remote = `http://localhost:${ports.marketing}`;
  const manifest = await (await request.get(`${remote}/mf-manifest.json`)).json();
  const chunk: string = manifest.exposes[0].assets.js.sync[0];
  const code = await request.get(`${remote}/${chunk}`);
  expect(code.headers()['x-content-type-options']).toBe('nosniff');
  expect(await code.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${remote}/${chunk}.map`)).status()).toBe(404);
});
