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
