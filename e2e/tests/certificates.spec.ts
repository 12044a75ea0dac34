import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pdfTextLines, verificationCodeIn } from '../support/pdfText';
import { accessibilityViolations } from '../support/portalPages';
import { demoChampions, loginLinkIn, portalSiteForThisFile } from '../support/portalSite';
import { waitForReady } from '../support/ready';
import { tmpDir } from '../support/site';

const { robert } = demoChampions;

// Donors' certificates of data destruction end to end: the real API over the local CRM data set,
// mailing the sign-in link through a real SMTP server on loopback, behind a shell of its own.

/** The Surface of Robert's latest donation: physically destroyed, its manufacturer and date not recorded. */
const surface = { id: '5725767000000400007', number: 'DHC-5725767000000400007', model: 'Microsoft Surface Pro 7, 12.3"' };
const screenshots = path.join(tmpDir, 'screenshots');

const site = portalSiteForThisFile();
test.beforeAll(() => {
  fs.mkdirSync(screenshots, { recursive: true });
});

/** Signs in on /auth and opens the link from the mail. */
async function signInByMail(page: Page) {
  await page.goto(`${site.url}/auth`);
  await waitForReady(page);
  const seen = site.mailbox.countTo(robert.email);
  await page.getByRole('textbox', { name: 'Email' }).fill(robert.email);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('we have sent you an email to login')).toBeVisible();
  await page.goto(loginLinkIn((await site.mailbox.nextMailTo(robert.email, seen)).text).href);
  await expect(page.getByRole('heading', { name: 'Donated Computers' })).toBeVisible();
}

test('a donor opens a certificate, downloads it and the archive, and the verify page confirms the code printed in it', async ({ page }) => {
  await signInByMail(page);
  const table = page.getByRole('table', { name: '2025-04-02 Donation' });
  await expect(table.getByRole('row', { name: /MacBook Air/ })).toContainText('Pending');
  await expect(table.getByRole('row', { name: /Surface Pro 7/ })).toContainText('Destroyed');

  // "Download all": one archive of the donation's certificates (the pending computer has none).
  const [archive] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download all certificates/ }).click()]);
  expect(archive.suggestedFilename()).toBe('certificates-DN-1003.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await archive.path())));
  expect(Object.keys(files)).toEqual([`certificate-${surface.number}.pdf`]);

  // View: the certificate as a page.
  await table.getByRole('link', { name: `View the data certificate of ${surface.model}` }).click();
  await expect(page).toHaveURL(`${site.url}/certificate?recordId=${robert.id}&device=${surface.id}`);
  const certificate = page.getByRole('article', { name: 'Certificate of Physical Destruction' });
  await expect(certificate.getByRole('region', { name: 'Device' })).toContainText(`Manufacturer${'Not recorded'}`);
  await expect(certificate).not.toContainText('3 passes');

  // Download: the PDF, as text. Its code is the page's, and the archive holds the same certificate.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${surface.number}.pdf`);
  const lines = await pdfTextLines(fs.readFileSync(await download.path()));
  expect(lines).toContain('Certificate of Physical Destruction');
  expect(lines).toContain(`Certificate number ${surface.number}`);
  expect(lines).toContain('Manufacturer Not recorded');
  const code = verificationCodeIn(lines);
  await expect(certificate.getByRole('region', { name: 'Verification' }).locator('code')).toHaveText(code);
  const archived = files[`certificate-${surface.number}.pdf`];
  expect(verificationCodeIn(await pdfTextLines(Buffer.from(archived ?? [])))).toBe(code);

  // An auditor types the code as printed (several lines) into the public page.
  const printed = lines.slice(lines.indexOf('Verification code') + 1).filter((line) => code.includes(line) && line.length > 8);
  await page.goto(`${site.url}/verify`);
  await waitForReady(page);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(printed.join('\n'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  const result = page.locator('main').getByRole('status');
  await expect(result).toContainText(`Certificate number${surface.number}`);
  await expect(result).toContainText('CertificateCertificate of Physical Destruction');
  await expect(result).toContainText('Device typeTablet');
  for (const identifying of ['Robert', 'Chen', 'DN-1003', '012345678901', 'Washington']) await expect(page.locator('main')).not.toContainText(identifying);

  // The QR code's address, and a changed code.
  await page.goto(`${site.url}/verify?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  const changed = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
  await page.goto(`${site.url}/verify?code=${encodeURIComponent(changed)}`);
  await expect(page.getByRole('heading', { name: 'Not a genuine certificate' })).toBeVisible();
});

test('the verify page\'s form works before its code arrives (JavaScript off): it sends the code to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/verify`);
  await page.getByRole('textbox', { name: 'Verification code' }).fill('abc.def');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${site.url}/verify?code=abc.def`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
  await context.close();
});

test('another donor\'s certificate is refused, in the page and at the API', async ({ page }) => {
  await signInByMail(page);
  // Pat's (the Loser's) device, under Robert's session.
  await page.goto(`${site.url}/certificate?recordId=${robert.id}&device=5725767000000400008`);
  await expect(page.getByText('You do not have access to this record')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('session'));
  const answer = await page.request.get(`${site.url}/api/certificates/device/5725767000000400008/pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

for (const width of [390, 1280]) {
  test(`the donor view, the certificate and verify pages are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByMail(page);
    await expect(page.getByRole('button', { name: /^Download all certificates/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `donor-view-${width}.png`), fullPage: true });

    await page.goto(`${site.url}/certificate?recordId=${robert.id}&device=${surface.id}`);
    const certificate = page.getByRole('article', { name: 'Certificate of Physical Destruction' });
    await expect(certificate).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `certificate-${width}.png`), fullPage: true });
    // On paper: the certificate alone, without the site's navigation, footer or the page's buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(certificate).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('footer').last()).toBeHidden();
    await page.screenshot({ path: path.join(screenshots, `certificate-print-${width}.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    const code = await certificate.getByRole('region', { name: 'Verification' }).locator('code').textContent();

    await page.goto(`${site.url}/verify?code=${encodeURIComponent(code ?? '')}`);
    await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `verify-${width}.png`), fullPage: true });

    await page.goto(`${site.url}/verify`);
    await waitForReady(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
