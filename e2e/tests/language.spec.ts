// Spanish beside English (issue 44), as a visitor meets it: the language switch in the nav and the
// mobile menu (a plain link to the same page in the other language, query and fragment kept, the
// choice remembered for `/`), one locale per document (`<html lang>` on the server's HTML and after
// every move), the offer a Spanish-preferring browser gets on an English page (never a redirect),
// the Spanish not-found page, and axe on the Spanish pages at a phone's and a desktop's width.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appeals } from '../support/appeals';
import { waitForReady } from '../support/ready';

const toSpanish = 'Español: ver esta página en español';
const toEnglish = 'English: read this page in English';

/** Opens `path` and waits until its page is shown and working. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForReady(page);
}

/** Marks the document, so a check after a click can tell a new document (a full load) from a move inside this one. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
}

async function isSameDocument(page: Page) {
  return page.evaluate(() => 'sameDocumentMark' in window);
}

/** Follows the nav's language switch; returns the address it went to. */
async function switchLanguage(page: Page, name: string) {
  await markDocument(page);
  const link = page.getByRole('navigation').getByRole('link', { name });
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForReady(page);
  expect(await isSameDocument(page), 'a new document in the other language').toBe(false);
  return href;
}

test('on a content page the switch goes to the same page in Spanish and back, the query and fragment kept, as new documents', async ({ page, context }) => {
  await open(page, '/about?ref=flyer#history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const spanishLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: toSpanish });
  await expect(spanishLink).toHaveText('Español');
  await expect(spanishLink).toHaveAttribute('lang', 'es');
  await expect(spanishLink).toHaveAttribute('hreflang', 'es');
  await expect(spanishLink).toHaveAttribute('href', '/es/about?ref=flyer#history');

  expect(await switchLanguage(page, toSpanish)).toBe('/es/about?ref=flyer#history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'site_locale')).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });

  const englishLink = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: toEnglish });
  await expect(englishLink).toHaveText('English');
  await expect(englishLink).toHaveAttribute('hreflang', 'en');
  expect(await switchLanguage(page, toEnglish)).toBe('/about?ref=flyer#history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'site_locale')?.value).toBe('en');
});

test('the chosen language is remembered for the next visit to /', async ({ page }) => {
  await open(page, '/about');
  await switchLanguage(page, toSpanish);
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await waitForReady(page);
  await switchLanguage(page, toEnglish);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a Shield product the switch goes to the same product in Spanish and back', async ({ page }) => {
  await open(page, '/shieldhotspotsim');
  expect(await switchLanguage(page, toSpanish)).toBe('/es/shieldhotspotsim');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  expect(await switchLanguage(page, toEnglish)).toBe('/shieldhotspotsim');
  await expect(page.getByRole('heading', { level: 1, name: 'Shield 4G Hotspot + Internet' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu holds the switch, a link to the same page in the other language', async ({ page }) => {
    await open(page, '/es/about');
    await page.getByRole('button', { name: 'Menú' }).click();
    const link = page.locator('#mobile-menu').getByRole('link', { name: toEnglish });
    await expect(link).toHaveAttribute('href', '/about');
    await link.click();
    await page.waitForURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('<html lang> is the page’s language on the server’s HTML and after every move inside the site', async ({ page, request }) => {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/about', 'en'],
    ['/es', 'es'],
    ['/es/about', 'es'],
    [`/es/${appeals[0]!.slug}`, 'en'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(/<html[^>]* lang="(\w+)"/.exec(html)?.[1], path).toBe(lang);
  }

  await open(page, '/es/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await markDocument(page);
  // A move inside the Spanish site (the footer's link to the team page) keeps the document and its language.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Equipo', exact: true }).click();
  await page.waitForURL(/\/es\/team$/);
  await waitForReady(page);
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an appeal letter at its Spanish address stays English: lang="en", and in English after a move to it', async ({ page }) => {
  const { slug } = appeals[0]!;
  await open(page, `/es/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Equipo', exact: true }).click();
  await page.waitForURL(/\/es\/team$/);
  await waitForReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown Spanish address answers the Spanish not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });
  const offer = (page: Page) => page.getByRole('complementary', { name: 'Leer en español' });

  test('is offered the page in Spanish on an English page, never redirected; closing the offer is remembered', async ({ page, context }) => {
    await open(page, '/about?ref=flyer');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute('lang', 'es');
    await expect(offer(page)).toContainText('¿Prefiere leer en español?');
    await expect(offer(page).getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute('href', '/es/about?ref=flyer');
    expect(new URL(page.url()).pathname).toBe('/about');

    await offer(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(offer(page)).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'language_offer_closed')).toBe(true);
    await open(page, '/team');
    await open(page, '/about');
    await expect(offer(page)).toHaveCount(0);
  });

  test('is not offered Spanish on a Spanish page, nor after choosing English with the switch', async ({ page }) => {
    await open(page, '/es/about');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);

    await switchLanguage(page, toEnglish);
    await expect(offer(page)).toHaveCount(0);
    await open(page, '/team');
    await expect(offer(page)).toHaveCount(0);
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/es', '/es/shield']) {
      test(`${path}: axe finds no serious violation, and every control of the nav is on the screen`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        const controls = page.getByRole('navigation', { name: 'Principal' }).locator('a:visible, button:visible');
        for (const control of await controls.all()) {
          const box = await control.boundingBox();
          expect(box!.x + box!.width, await control.getAttribute('aria-label') ?? (await control.textContent()) ?? '').toBeLessThanOrEqual(width);
        }
        const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
      });
    }
  });
}
