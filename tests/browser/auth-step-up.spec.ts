import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Page } from '@playwright/test';
import { accountEmailTexts, authTexts, DEMO_PASSWORD, submitSignIn } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Step-up on a protected call (requirements §4): changing the order confirmation email answers 401 with
 * advices; the HTTP client runs the StepUp tree in a dialog, then retries the change once.
 */

const texts = accountEmailTexts('en-us');
const auth = authTexts('en-us');

async function openSignedIn(page: Page, username: string) {
  await page.goto('/en-us/my-account/email');
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fen-us%2Fmy-account%2Femail$/);
  await submitSignIn(page, 'en-us', username);
  await expect(page).toHaveURL(/\/en-us\/my-account\/email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
}

const current = (page: Page) => page.getByTestId('order-email');
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: texts.stepUp.title });

test('a customer confirms their password in the step-up dialog and the new address is saved', async ({
  page,
}) => {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === 'demo.es')!;
  await openSignedIn(page, customer.username);
  // The store's data outlives a run: an earlier run may have changed it already.
  await expect(current(page)).toContainText('@');

  // A typo is caught before anyone is asked for a password.
  const field = page.getByLabel(texts.label);
  await field.fill('orders-at-clinic');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText(texts.errors.invalid)).toBeVisible();
  await expect(stepUpDialog(page)).toHaveCount(0);

  const address = `orders-${Date.now()}@clinic.example`;
  await field.fill(address);
  await page.getByRole('button', { name: texts.submit }).click();

  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(texts.stepUp.intro);
  const password = dialog.getByLabel(texts.stepUp.password, { exact: true });
  await expect(password).toBeFocused();
  // An empty answer is named beside the field, not sent.
  await dialog.getByRole('button', { name: texts.stepUp.confirm }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText(
    auth.errors.required.replace('{field}', texts.stepUp.password.toLowerCase()),
  );

  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: texts.stepUp.confirm }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: address })).toHaveText(
    texts.saved.replace('{email}', address),
  );
  await expect(current(page)).toHaveText(address);
  await expect(page.getByText(texts.usesSignInEmail)).toHaveCount(0);

  await page.reload();
  await expect(current(page)).toHaveText(address);
});

test('a wrong password in the step-up shows an error and saves nothing; so does a cancel', async ({
  page,
}) => {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nz')!;
  await openSignedIn(page, customer.username);
  // Nothing ever changes this customer's address: it is still the sign-in email.
  await expect(current(page)).toHaveText(customer.email);
  await expect(page.getByText(texts.usesSignInEmail)).toBeVisible();

  await page.getByLabel(texts.label).fill('never-saved@clinic.example');
  await page.getByRole('button', { name: texts.submit }).click();
  const dialog = stepUpDialog(page);
  await dialog.getByLabel(texts.stepUp.password, { exact: true }).fill('Not-the-password1');
  await dialog.getByRole('button', { name: texts.stepUp.confirm }).click();

  await expect(dialog).toHaveCount(0);
  const alert = page.getByRole('alert').filter({ hasText: texts.errors.summary });
  await expect(alert).toContainText(texts.errors.notConfirmed);
  await expect(alert).toBeFocused();
  await expect(current(page)).toHaveText(customer.email);

  // Escape cancels the confirmation: nothing is sent for saving either.
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(alert).toContainText(texts.errors.cancelled);

  await page.reload();
  await expect(current(page)).toHaveText(customer.email);
});
