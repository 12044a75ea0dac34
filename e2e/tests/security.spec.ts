import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ports } from '../support/site';

/**
 * Every route under the shell's Content-Security-Policy: no violation reported, no uncaught error,
 * the page's heading shows. The site's own scripts, the remotes' code and styled-components'
 * <style> tags must all be allowed by the policy the server builds.
 */
async function recordViolations(page: Page): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  return { violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), errors };
}

test('every route renders under the Content-Security-Policy without a violation', async ({ page, request }) => {
  test.setTimeout(600_000);
  const remotes: { name: string; paths: string[] }[] = await (await request.get('/remotes.json')).json();
  const paths = remotes.flatMap((remote) => remote.paths);
  expect(paths.length).toBeGreaterThan(4);
  const { violations, errors } = await recordViolations(page);
  const broken: string[] = [];
  for (const path of [...paths, '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const seen = await violations();
    if (seen.length > 0 || errors.length > 0) broken.push(`${path}: ${[...seen, ...errors].join(' | ')}`);
    errors.length = 0;
  }
  expect(broken).toEqual([]);
  // The watch works: an inline script without the nonce is reported (and does not run).
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "ran"';
    document.body.append(script);
  });
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.title()).not.toBe('ran');
});

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
