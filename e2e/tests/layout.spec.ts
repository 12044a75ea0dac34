import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/ready';

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('the navigation turns opaque black after 750 px of scrolling', async ({ page }) => {
  await page.goto('/');
  await waitForReady(page);
  const header = page.locator('[data-scrolled]').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('desktop dropdowns open on hover and work by keyboard', async ({ page }) => {
  await page.goto('/');
  await waitForReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const programs = nav.getByRole('button', { name: 'Programs' });
  await programs.hover();
  await expect(programs).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(640, 700);
  await expect(programs).toHaveAttribute('aria-expanded', 'false');

  await programs.focus();
  await page.keyboard.press('Enter');
  await expect(programs).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(programs).toHaveAttribute('aria-expanded', 'false');
  await expect(programs).toBeFocused();
});

for (const { path, navigation } of [
  { path: '/auth', navigation: 'Main' },
  { path: '/es/auth', navigation: 'Principal' },
]) {
  test(`every control of the navigation bar of ${path} is on the screen, from the narrowest phone to the widest window`, async ({ browser }) => {
    // Both sides of each layout change: the logo's wordmark, the 768 px mobile breakpoint, and
    // widths of common phones (412, 430) and small tablets (800); in both languages (Spanish labels are longer).
    for (const width of [320, 390, 412, 430, 480, 600, 768, 769, 800, 900, 960, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 700 } });
      await page.goto(path);
      await waitForReady(page);
      const controls = page.getByRole('navigation', { name: navigation }).locator('a:visible, button:visible');
      expect(await controls.count(), `${width} px`).toBeGreaterThanOrEqual(3);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        const name = `${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))} at ${width} px`;
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      }
      await page.close();
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a collapsible menu whose groups expand', async ({ page }) => {
    await page.goto('/');
    await waitForReady(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const programs = nav.getByRole('button', { name: 'Programs' });
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Shield Internet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop menu, hidden on a phone, works once the window is wide enough to show it', async ({ page }) => {
    await page.goto('/auth');
    await waitForReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Programs' })).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 768 });
    const programs = nav.getByRole('button', { name: 'Programs' });
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Shield Internet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Unlimited Internet/i })).toBeVisible();
  });
});

test('the help-desk widget is optional: when its provider is unreachable the page offers a plain Help link', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await waitForReady(page);
  await expect(page.locator('script#help-desk-widget')).toHaveAttribute('defer', '');
  // This machine has no internet, so the provider never answers.
  const help = page.getByRole('link', { name: 'Help', exact: true });
  await expect(help).toBeVisible();
  await help.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(errors).toEqual([]);
});
