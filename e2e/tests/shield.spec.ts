import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { developmentAddress } from '../support/providers';
import { waitForReady } from '../support/ready';

// The Shield store inside the shell: its six routes, the FAQ accordion, the galleries, and the
// checkout each product embeds. The checkout provider is outside this closed network, so every
// test decides whether it answers.
const checkoutProvider = `${new URL(developmentAddress('shieldCheckout')).origin}/**`;

async function checkoutAnswers(page: Page) {
  await page.route(checkoutProvider, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
  );
}

const routes = [
  { path: '/shield', heading: /Unlimited Internet/ },
  { path: '/connect', heading: /Unlimited Internet/ },
  { path: '/shieldinternet', heading: /Unlimited Internet/ },
  { path: '/shieldhotspotsim', heading: 'Shield 4G Hotspot + Internet' },
  { path: '/shield5grouter', heading: 'Shield 5G Home + Internet Preorder' },
  { path: '/shieldsimcard', heading: 'Internet Service Only' },
];

for (const { path, heading } of routes) {
  test(`${path} renders inside the shell with its title, and axe finds no serious violation`, async ({ page }) => {
    await checkoutAnswers(page);
    await page.goto(path);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/\| Digital Harbor$/);

    // Checked with an FAQ answer open and, on product pages, the checkout shown.
    await page.getByRole('button', { name: 'Who is eligible for Shield?' }).click();
    const eligibility = page.getByRole('checkbox', { name: /I am eligible for Shield/ });
    if (await eligibility.count()) await eligibility.check();
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}

test('the FAQ: every question closed at first, one open at a time, the open one closes, 0.3 s slide', async ({ page }) => {
  await page.goto('/shield');
  await waitForReady(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
  expect(await questions.count()).toBeGreaterThan(1);
  for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

  const delivery = faq.getByRole('button', { name: 'How long does delivery take?' });
  const locked = faq.getByRole('button', { name: 'Is the 5G router locked?' });
  const deliveryPanel = page.locator(`#${await delivery.getAttribute('aria-controls')}`);
  const lockedPanel = page.locator(`#${await locked.getAttribute('aria-controls')}`);
  await expect(deliveryPanel).toBeHidden();
  await expect(deliveryPanel).toHaveCSS('transition-duration', /0\.3s/);

  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(deliveryPanel).toBeVisible();
  await expect(deliveryPanel).toContainText('about 10 business days');

  // By keyboard: the next header, then Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(locked).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(locked).toHaveAttribute('aria-expanded', 'true');
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await expect(deliveryPanel).toBeHidden();
  await expect(lockedPanel).toBeVisible();

  await locked.click();
  await expect(locked).toHaveAttribute('aria-expanded', 'false');
  await expect(lockedPanel).toBeHidden();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the FAQ opens and closes without animation', async ({ page }) => {
    await page.goto('/shield');
    await waitForReady(page);
    const question = page.getByRole('button', { name: 'Where does my money go?' });
    const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(panel).not.toHaveCSS('transition-duration', /0\.3s/);
    await question.click();
    await expect(panel).toBeVisible();
  });
});

test('the plan cards lead to the product pages and the product pages back to /shield', async ({ page }) => {
  await page.goto('/shield');
  await waitForReady(page);
  await page.getByRole('link', { name: 'Preorder the 5G Router' }).click();
  await expect(page).toHaveURL(/\/shield5grouter$/);
  await expect(page.getByRole('heading', { level: 1, name: /Shield 5G Home \+ Internet/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shield' }).click();
  await expect(page).toHaveURL(/\/shield$/);
  await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/ })).toBeVisible();
});

test('the gallery shows the first image, and a thumbnail chosen by keyboard replaces it', async ({ page }) => {
  await page.goto('/shield5grouter');
  await waitForReady(page);
  const gallery = page.getByRole('figure', { name: 'Pictures of the 5G router' });
  const mainImage = gallery.getByRole('img').first();
  await expect(mainImage).toHaveAccessibleName('The 5G router from the front');
  const thumbnails = gallery.getByRole('button');
  // One thumbnail per picture (the shield remote's Jest tests hold the count to the content).
  expect(await thumbnails.count()).toBeGreaterThan(2);
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

  await thumbnails.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(mainImage).toHaveAccessibleName('The ports on the back of the router');
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
  expect(await mainImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

const checkouts = [
  { path: '/shieldhotspotsim', addOn: 't10', boxes: [/I am eligible for Shield/] },
  { path: '/shield5grouter', addOn: '5', boxes: [/I am eligible for Shield/] },
  { path: '/shieldsimcard', addOn: null, boxes: [/I am eligible for Shield/, /My device is unlocked/] },
];

for (const { path, addOn, boxes } of checkouts) {
  test(`${path}: the checkout opens after the boxes are ticked, ${addOn ? `with add-on ${addOn}` : 'with no add-on'}`, async ({ page }) => {
    await checkoutAnswers(page);
    await page.goto(path);
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const frame = page.locator('iframe[title="Shield checkout"]');
    for (const box of boxes) {
      await expect(frame).toHaveCount(0);
      await page.getByRole('checkbox', { name: box }).check();
    }
    await expect(frame).toHaveAttribute('height', '1300');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.searchParams.get('addon_code[0]')).toBe(addOn);
    expect(src.searchParams.get('addon_quantity[0]')).toBe(addOn ? '1' : null);
    await expect(page.frameLocator('iframe[title="Shield checkout"]').getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('an unreachable checkout provider: the page says so and offers a link', async ({ page }) => {
  await page.route(checkoutProvider, (route) => route.abort('internetdisconnected'));
  await page.goto('/shieldhotspotsim');
  await waitForReady(page);
  await page.getByRole('checkbox', { name: /I am eligible for Shield/ }).check();

  const alert = page.getByRole('alert').filter({ hasText: 'The checkout could not be loaded.' });
  await expect(alert).toBeVisible();
  const link = alert.getByRole('link', { name: 'Open the checkout in a new tab' });
  await expect(link).toHaveAttribute('href', /addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1$/);
  await expect(link).toHaveAttribute('target', '_blank');
});
