import { expect, test } from './fixtures.ts';
import { cartCount, cartTexts, fill, PROGRAM, quickOrderTexts } from './commerce-helpers.ts';

test('quick order adds the good rows and flags the bad ones row by row', async ({ page }) => {
  const texts = quickOrderTexts('en-us');
  const lineErrors = cartTexts('en-us').lineErrors;
  await page.goto('/store/usassessments/en/quickOrder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title!);

  // The flag is empty in this store: three rows, more can be added.
  const code = (row: number) => page.getByLabel(fill(texts.code!, { row }), { exact: true });
  const quantity = (row: number) => page.getByLabel(fill(texts.quantity!, { row }), { exact: true });
  await expect(code(3)).toBeVisible();
  await expect(code(4)).toHaveCount(0);
  await page.getByRole('button', { name: texts.addRow }).click();
  await expect(code(4)).toBeVisible();

  await code(1).fill(PROGRAM.manual.toLowerCase());
  await quantity(1).fill('2');
  await code(2).fill('NOPE-123');
  await quantity(2).fill('1');
  await code(3).fill(PROGRAM.kit);
  await quantity(3).fill('50');
  await code(4).fill(PROGRAM.kit);
  await page.getByRole('button', { name: texts.submit }).click();

  const summary = page.locator('.quick-order__summary');
  await expect(summary).toContainText(`2 × ${PROGRAM.manual}`);
  await expect(summary).toContainText(fill(texts.rejected!, { count: 3 }));
  await expect(cartCount(page)).toHaveText('2');

  await expect(code(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(code(2)).toBeFocused();
  await expect(code(2)).toHaveAccessibleDescription(lineErrors['unknown-item']!);
  await expect(quantity(3)).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity(3)).toHaveAccessibleDescription(fill(lineErrors['above-maximum']!, { limit: 10 }));
  await expect(quantity(4)).toHaveAccessibleDescription(texts.missingQuantity!);
  // The added row is emptied; the refused ones keep what was typed.
  await expect(code(1)).toHaveValue('');
  await expect(code(2)).toHaveValue('NOPE-123');

  await summary.getByRole('link', { name: texts.viewCart }).click();
  await expect(page.getByRole('link', { name: /Administration and Scoring Manual/ })).toBeVisible();
});
