import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/portalPages';
import { demoChampions, loginLinkIn, portalSiteForThisFile } from '../support/portalSite';
import { waitForReady } from '../support/ready';

const { grace, robert } = demoChampions;

// The portal in Spanish end to end: sign in from /es/auth, the Spanish mail through the real SMTP
// server on loopback, the Spanish portal, the language switch in the signed-in portal (the
// session survives it), and axe on /es/auth and the Spanish portal at a phone's and a laptop's width.

const site = portalSiteForThisFile();

/** Signs in from /es/auth as the visitor does and returns the link of the Spanish mail. */
async function signInFromSpanishPage(page: Page, email: string): Promise<URL> {
  await page.goto(`${site.url}/es/auth`);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola de nuevo!' })).toBeVisible();
  await waitForReady(page);
  const seen = site.mailbox.countTo(email);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('le enviamos un correo electrónico para entrar')).toBeVisible();
  const mail = await site.mailbox.nextMailTo(email, seen);
  expect(mail.subject).toBe('Su enlace para entrar al portal de Digital Harbor');
  expect(mail.text).toContain('Abra este enlace para entrar a su portal de Digital Harbor:');
  return loginLinkIn(mail.text);
}

test('signs in from /es/auth, receives the Spanish mail and lands in the Spanish portal', async ({ page }) => {
  const link = await signInFromSpanishPage(page, grace.email);
  expect(link.origin).toBe(site.url);
  expect(link.pathname).toBe('/es/portal');
  expect(link.searchParams.get('recordId')).toBe(grace.id);

  await page.goto(link.href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo, Grace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seguimiento de su solicitud' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Avance de la solicitud' }).locator('[aria-current="step"]')).toHaveText('Entregada, paso actual');
  await expect(page.getByText('Nos alegra informarle que entregamos la computadora solicitada a Waltham Family Services.')).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?recordId=${grace.id}`);
});

test('without JavaScript, the form on /es/auth is answered by a Spanish page, and the mail is Spanish', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/es/auth`);
  const seen = site.mailbox.countTo(robert.email);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(robert.email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${site.url}/es/auth/sent`);
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('le enviamos un correo electrónico para entrar');
  const mail = await site.mailbox.nextMailTo(robert.email, seen);
  expect(loginLinkIn(mail.text).pathname).toBe('/es/portal');
  await context.close();
});

test('switching language in the signed-in portal keeps the session, both ways', async ({ page }) => {
  const link = await signInFromSpanishPage(page, robert.email);
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 2, name: 'Computadoras donadas' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(`${site.url}/portal?recordId=${robert.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Donated Computers' })).toBeVisible();
  await expect(page.getByRole('table', { name: '2025-04-02 Donation' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Español' }).first().click();
  await expect(page).toHaveURL(`${site.url}/es/portal?recordId=${robert.id}`);
  await expect(page.getByRole('table', { name: 'Donación del 2 de abril de 2025' })).toBeVisible();

  // Signing out of the Spanish portal leads to the Spanish sign-in page, and the session is gone in both languages.
  await waitForReady(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(`${site.url}/es/auth`);
  await expect(page.getByRole('status', { name: 'Cierre de sesión' })).toHaveText('Su sesión está cerrada.');
  await page.goto(`${site.url}/portal?recordId=${robert.id}`);
  await expect(page.getByRole('alert')).toHaveText('Session expired. Please log in again.');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds nothing on /es/auth and the Spanish portal at ${viewport.width} px, and nothing is wider than the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const link = await signInFromSpanishPage(page, robert.email);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(link.href);
    const table = page.getByRole('table', { name: 'Donación del 2 de abril de 2025' });
    await expect(table).toBeVisible();
    await waitForReady(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Longer Spanish words wrap: the page never scrolls sideways, and the certificate links are on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const download = table.getByRole('button', { name: /^Descargar el certificado de datos de / }).first();
    await download.scrollIntoViewIfNeeded();
    const box = await download.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
  });
}
