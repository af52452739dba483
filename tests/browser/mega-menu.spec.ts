import { navOf } from './content-data.ts';
import { expect, test } from './fixtures.ts';

const nav = navOf('en-us');

test('the mega menu works by keyboard alone', async ({ page }) => {
  await page.goto('/en-us');
  const [first, second] = nav.sections;
  const firstButton = page.getByRole('button', { name: first!.title });
  const secondButton = page.getByRole('button', { name: second!.title });

  await firstButton.focus();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${first!.ariaControlsId}`);
  await expect(panel).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(firstButton).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(secondButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  const firstLink = nav.sections[1]!.children![0]!.children![0]!;
  await expect(page.getByRole('link', { name: firstLink.title, exact: true })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(secondButton).toBeFocused();
  await expect(page.locator(`#${second!.ariaControlsId}`)).toBeHidden();
});

test('every item of every section is there, the promo tile included', async ({ page }) => {
  await page.goto('/en-us');
  for (const section of nav.sections) {
    await page.getByRole('button', { name: section.title }).click();
    const panel = page.locator(`#${section.ariaControlsId}`);
    for (const group of section.children ?? []) {
      if (group.thumbnailImagePath) {
        await expect(panel.getByRole('link', { name: group.ariaLabel ?? group.title })).toBeVisible();
        continue;
      }
      await expect(panel.getByRole('heading', { name: group.title, exact: true })).toBeVisible();
      for (const item of group.children ?? []) {
        await expect(
          panel.getByRole('link', { name: item.ariaLabel ?? item.title, exact: true }).first(),
        ).toBeVisible();
      }
    }
  }
  await page.keyboard.press('Escape');
});

test('on a small screen the hamburger opens and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en-us');
  const sectionButton = page.getByRole('button', { name: nav.sections[0]!.title });
  await expect(sectionButton).toBeHidden();
  const hamburger = page.locator('button.menu-button');
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(sectionButton).toBeVisible();
  await hamburger.click();
  await expect(sectionButton).toBeHidden();
});
