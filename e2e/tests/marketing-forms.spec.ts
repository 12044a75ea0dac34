import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { developmentAddress } from '../support/providers';
import { waitForReady } from '../support/ready';
import { animationsFinished } from '../support/animations';

// The marketing remote's form and embed pages (issue 7, part B), under every alias.
const pages: { paths: string[]; heading: string }[] = [
  { paths: ['/donate', '/donate.html'], heading: 'Donate Computers' },
  { paths: ['/apply', '/apply.html'], heading: 'Apply for a Device' },
  { paths: ['/contact', '/contact.html'], heading: 'Contact Us' },
  { paths: ['/ewastedropoff'], heading: 'Drop-Off Site' },
  { paths: ['/support', '/give'], heading: 'Donate Today Fund Our Work' },
  { paths: ['/partner'], heading: 'Non-Profit Partnerships' },
  { paths: ['/socialmedia'], heading: 'Social Media' },
  { paths: ['/hotspot'], heading: 'Hotspot Request' },
  { paths: ['/nonprofitapplication'], heading: 'Non-Profit Application' },
  { paths: ['/paperapplication'], heading: 'Paper Application' },
  { paths: ['/checkin'], heading: 'Check In' },
  { paths: ['/eligibility'], heading: 'Income Requirements' },
  { paths: ['/boardapplication'], heading: 'Board Sign-Up' },
  { paths: ['/uploadrecommendation', '/uploadrecommendation.html'], heading: 'Recommend an Applicant' },
  { paths: ['/addacontribution'], heading: 'Add a Contribution' },
  { paths: ['/pepper', '/pepper.html', '/Pepper-Fest'], heading: 'Pepper Fest' },
  { paths: ['/powerup'], heading: 'Power Up Your Impact' },
];

/** Third-party providers: this machine has no internet, and the tests must not depend on one anyway. */
const providers = /^https:\/\/(forms\.zohopublic\.com|www\.google\.com\/maps|widgets\.givebutter\.com|www\.linkedin\.com|www\.instagram\.com|www\.tiktok\.com|platform\.twitter\.com|www\.youtube-nocookie\.com|desk\.zoho\.com)\//;

/** Uncaught page errors; console noise from the unreachable providers is expected and not counted. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.route(providers, (route) => route.abort('internetdisconnected'));
});

for (const { paths, heading } of pages) {
  const aliases = paths.slice(1);
  test(`${paths.join(', ')} render${aliases.length ? '' : 's'} "${heading}" in the shell, without errors or serious accessibility violations`, async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The address the visitor typed stays.
      expect(new URL(page.url()).pathname).toBe(path);
      await waitForReady(page);
      expect(errors, path).toEqual([]);
    }

    // An alias shows the same page: axe looks at it once, as it settles (not mid-way through a colour transition).
    await animationsFinished(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { paths, heading } of pages) {
    const path = paths[0]!;
    test(`${path} fits the screen and has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await waitForReady(page);
      await animationsFinished(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test('an embedded form whose provider is unreachable gives way to a message, and keeps the plain link to it', async ({ page }) => {
  await page.goto('/donate');
  const section = page.getByRole('region', { name: 'Electronics Donation Form' });
  // The provider is checked as its frame comes near the screen.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('status')).toHaveText(/The electronics donation form is not answering right now/);
  await expect(section.locator('iframe')).toHaveCount(0);
  const link = section.getByRole('link', { name: 'Open the form in a new tab' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', developmentAddress('electronicsDonationForm'));
});

test('the donation widget says when it cannot load and keeps its link', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/support');
  await expect(page.getByRole('status').filter({ hasText: 'The donation form could not load here.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the donation page in a new tab' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the donation widget fails after the page has settled, its link turns primary at once, never white text on a background still fading in', async ({ page }) => {
  let failWidget!: () => void;
  const widgetFails = new Promise<void>((resolve) => (failWidget = resolve));
  await page.route(/^https:\/\/widgets\.givebutter\.com\//, async (route) => {
    await widgetFails;
    await route.abort('internetdisconnected');
  });
  await page.goto('/support');
  await waitForReady(page);
  await animationsFinished(page);

  // The link's look in the first frame after the message appears, read before anything else runs.
  const lookOnSwitch = page.evaluate(
    () =>
      new Promise<{ color: string; background: string }>((resolve) => {
        const status = [...document.querySelectorAll('[role="status"]')].find((element) => element.closest('section')?.textContent?.includes('Open the donation page'))!;
        new MutationObserver(() => {
          const link = [...document.querySelectorAll('a')].find((element) => element.textContent?.includes('Open the donation page in a new tab'))!;
          const style = getComputedStyle(link);
          resolve({ color: style.color, background: style.backgroundColor });
        }).observe(status, { childList: true, characterData: true, subtree: true });
      }),
  );
  failWidget();
  const onSwitch = await lookOnSwitch;
  await expect(page.getByText('The donation form could not load here.')).toBeVisible();
  await animationsFinished(page);
  const link = page.getByRole('link', { name: 'Open the donation page in a new tab' });
  const settled = await link.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
  expect(settled.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(onSwitch).toEqual(settled);
});

test('the upload page hands hostile query values on, encoded, and never runs them', async ({ page }) => {
  const errors = collectPageErrors(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = '"><img src=x onerror=alert(1)>';
  await page.goto(`/uploadrecommendation?Name_First=${encodeURIComponent(hostile)}&ID=${encodeURIComponent('7&email=x@evil.test')}&partner=%E0%A4%A`);

  await expect(page.getByRole('heading', { level: 1, name: 'Recommend an Applicant' })).toBeVisible();
  // The frame's address, as its plain link carries it (the frame gives way to a message here: the provider is unreachable).
  const src = new URL((await page.getByRole('link', { name: 'Open the form in a new tab' }).getAttribute('href')) ?? '');
  expect(src.searchParams.get('Name_First')).toBe(hostile);
  expect(src.searchParams.get('ID')).toBe('7&email=x@evil.test');
  expect(src.searchParams.has('email')).toBe(false);
  await expect(page.getByText(`You are recommending ${hostile}.`)).toBeVisible();
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});

test('the Power Up page prefills its form from the link', async ({ page }) => {
  await page.goto('/powerup?donation=250&namefirst=Zo%C3%AB&namelast=Smith&donorid=D-17&email=zoe%40example.org');
  // The frame's address, as its plain link carries it (the frame gives way to a message here: the provider is unreachable).
  const src = new URL((await page.getByRole('link', { name: 'Open the form in a new tab' }).getAttribute('href')) ?? '');
  expect(Object.fromEntries(src.searchParams)).toEqual({ donation: '250', namefirst: 'Zoë', namelast: 'Smith', donorid: 'D-17', email: 'zoe@example.org' });
});

test('robots.txt points at a sitemap of the public marketing and Shield pages, one URL per page', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/', '/donate', '/pepper', '/partner', '/shield']));
  for (const excluded of ['/donate.html', '/pepper.html', '/Pepper-Fest', '/give', '/connect', '/uploadrecommendation', '/powerup', '/auth']) {
    expect(paths).not.toContain(excluded);
  }
  expect(new Set(paths).size).toBe(paths.length);
});
