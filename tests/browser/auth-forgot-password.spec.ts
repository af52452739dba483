import { authTexts } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const en = authTexts('en-us');

test('password reset asks the security question, refuses a wrong answer, then makes the next try wait', async ({
  page,
}) => {
  // A name no customer has: the tree still asks a question, so it does not tell who exists.
  const login = `nobody-${Date.now().toString(36)}`;
  await page.goto('/en-us/forgot-password');
  await page.getByLabel(en.forgot.login).fill(login);
  await page.getByRole('button', { name: en.forgot.next }).click();

  const answer = page.getByLabel('What was the name of your first school?');
  await answer.fill('Not the answer');
  await page.getByRole('button', { name: en.forgot.next }).click();
  const alert = page.getByRole('alert').filter({ hasText: en.status.errorSummary });
  await expect(alert).toContainText(en.errors.wrongAnswer);
  await expect(alert).toBeFocused();

  // After a failed answer the question waits behind a PollingWaitCallback, which answers itself.
  await page.getByLabel(en.forgot.login).fill(login);
  await page.getByRole('button', { name: en.forgot.next }).click();
  await expect(page.getByRole('status').filter({ hasText: en.forgot.waiting })).toBeVisible();
  await expect(answer).toBeVisible();
});
