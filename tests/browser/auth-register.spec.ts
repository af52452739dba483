import { authTexts, accountMenuTexts, registrationLinkMailedTo } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const en = authTexts('en-us');

test('registration shows the password rules, refuses a weak password readably, then mails a link that signs the new customer in', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/en-us/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.register.title);

  const password = page.getByLabel(en.register.password, { exact: true });
  // The rules are announced before anything is typed, in the visitor's words (requirements §5).
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await page.getByLabel(en.register.username, { exact: true }).fill(`reg${stamp}`);
  await page.getByLabel(en.register.firstName, { exact: true }).fill('Riley');
  await page.getByLabel(en.register.lastName, { exact: true }).fill('Morgan');
  await page.getByLabel(en.register.email, { exact: true }).fill(`reg${stamp}@example.com`);
  await page.getByLabel(en.register.country).selectOption({ label: 'Canada' });
  await password.fill('weak');
  await page.getByRole('button', { name: en.register.submit }).click();

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  const errors = page.locator(`[id="${(await password.getAttribute('aria-describedby'))?.split(' ')[0]}"]`);
  await expect(errors).toContainText('Password must be at least 8 characters.');
  await expect(errors).toContainText('Password must contain at least 1 capital letter.');
  await expect(errors).toContainText('Password must contain at least 1 number.');
  await expect(page.getByRole('alert').filter({ hasText: en.status.errorSummary })).toContainText(
    en.status.errorCount,
  );
  // What was typed stays.
  await expect(page.getByLabel(en.register.firstName, { exact: true })).toHaveValue('Riley');

  await password.fill('Clinical2024x');
  await page.getByRole('combobox', { name: en.register.securityQuestion }).selectOption({ index: 1 });
  await page.getByLabel(en.register.securityAnswer).fill('Riverside');
  await page.getByLabel(en.register.acceptTerms).check();
  await page.getByLabel(en.register.recaptcha).check();
  await page.getByRole('button', { name: en.register.submit }).click();

  // Every registration ends here, so the answer tells no one whether the address has an account.
  await expect(page.getByRole('status').filter({ hasText: en.register.sent })).toBeVisible();
  await page.goto(await registrationLinkMailedTo(`reg${stamp}@example.com`));
  // The token leaves the address once the page has read it; the customer is signed in and sent home.
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(
    page.getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', 'Riley') }),
  ).toContainText('Hi Riley');
});

test('registering on fr-ca shows the countries and security questions in French', async ({ page }) => {
  const fr = authTexts('fr-ca');
  const stamp = Date.now().toString(36);
  await page.goto('/fr-ca/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.register.title);

  const country = page.getByLabel(fr.register.country);
  await expect(country.locator('option')).toContainText(['États-Unis', 'Canada', 'Royaume-Uni', 'Pays-Bas']);
  const question = page.getByRole('combobox', { name: fr.register.securityQuestion });
  await expect(question.locator('option')).toContainText([
    fr.register.chooseQuestion,
    fr.registrationTexts.kba.firstSchool,
    fr.registrationTexts.kba.birthTown,
    fr.registrationTexts.kba.firstPet,
  ]);
  await expect(page.getByText(fr.registrationTexts.terms.saleAndUse2024)).toBeVisible();

  await page.getByLabel(fr.register.username, { exact: true }).fill(`fr${stamp}`);
  await page.getByLabel(fr.register.firstName, { exact: true }).fill('Élise');
  await page.getByLabel(fr.register.lastName, { exact: true }).fill('Gagnon');
  await page.getByLabel(fr.register.email, { exact: true }).fill(`fr${stamp}@example.ca`);
  await country.selectOption({ label: 'Canada' });
  await page.getByLabel(fr.register.password, { exact: true }).fill('Clinique2024x');
  await question.selectOption({ label: fr.registrationTexts.kba.firstPet });
  await page.getByLabel(fr.register.securityAnswer).fill('Filou');
  await page.getByLabel(fr.register.acceptTerms).check();
  await page.getByLabel(fr.register.recaptcha).check();
  await page.getByRole('button', { name: fr.register.submit }).click();

  await expect(page.getByRole('status').filter({ hasText: fr.register.sent })).toBeVisible();
  // The mail and its link are in the language of the page that registered.
  await page.goto(await registrationLinkMailedTo(`fr${stamp}@example.ca`, 'fr-ca'));
  await expect(page).toHaveURL(/\/fr-ca$/);
  await expect(
    page.getByRole('button', { name: accountMenuTexts('fr-ca').menuLabel.replace('{name}', 'Élise') }),
  ).toBeVisible();
});
