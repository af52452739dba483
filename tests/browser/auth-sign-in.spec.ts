import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import { NOTIFICATIONS_STORAGE_KEY } from '@store/contracts/notification-keys';
import { messagesOf } from './content-data.ts';
import { accountMenuTexts, authTexts, DEMO_PASSWORD } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const en = authTexts('en-us');
const menu = accountMenuTexts('en-us');

test('a demo customer signs in from a page, comes back to it greeted by name, and signs out', async ({
  page,
}) => {
  await page.goto('/en-us/store/usassessments/en');
  await page.getByRole('link', { name: messagesOf('en-us').shell.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/login\?goto=%2Fen-us%2Fstore%2Fusassessments%2Fen$/);

  await page.getByLabel(en.signIn.username).fill('demo.us');
  await page.getByLabel(en.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.signIn.submit }).click();

  await expect(page).toHaveURL(/\/en-us\/store\/usassessments\/en$/);
  const account = page.getByRole('button', { name: 'Account menu for Avery' });
  await expect(account).toContainText('Hi Avery');
  await expect(account).toContainText('AJ');
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  // Tokens are stored under a key composed of the client id (requirements §3).
  expect(await page.evaluate(() => localStorage.getItem('FR-SDK-storefront-us'))).toContain('accessToken');

  // The session survives a new page without asking the identity provider for tokens again.
  await page.goto('/en-us');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: menu.myAccount })).toHaveAttribute('href', '/en-us/my-account');
  await expect(page.getByRole('link', { name: menu.orderHistory })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();

  // Show-once notifications hidden in this session are forgotten at logout (requirements §4 Logout).
  await page.evaluate((key) => sessionStorage.setItem(key, 'welcome'), NOTIFICATIONS_STORAGE_KEY);
  await account.click();
  await page.getByRole('button', { name: menu.signOut }).click();
  const signIn = page.getByRole('link', { name: messagesOf('en-us').shell.signIn, exact: true });
  await expect(signIn).toHaveAttribute('data-session', 'signed-out');
  await expect(signIn).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('FR-SDK-storefront-us'))).toBeNull();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), NOTIFICATIONS_STORAGE_KEY)).toBeNull();

  // Signed out at the identity provider too: a new page stays signed out.
  await page.reload();
  await expect(signIn).toHaveAttribute('data-session', 'signed-out');
});

test('a wrong password reads as a plain sentence, with focus on it', async ({ page }) => {
  await page.goto('/en-us/login');
  // A name no customer has: its failures count against no real account's limit.
  await page.getByLabel(en.signIn.username).fill(`nobody-${Date.now()}`);
  await page.getByLabel(en.signIn.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: en.signIn.submit }).click();

  const alert = page.getByRole('alert').filter({ hasText: en.status.errorSummary });
  await expect(alert).toContainText(en.errors.wrongPassword);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel(en.signIn.password, { exact: true })).toHaveValue('');
});

test('an empty form names the missing fields beside them', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByRole('button', { name: en.signIn.submit }).click();
  const username = page.getByLabel(en.signIn.username);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  const describedBy = await username.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText('Enter username or email address.');
});

test('sign-in in French returns only to a page of this store', async ({ page }) => {
  const fr = authTexts('fr-ca');
  await page.goto(
    `${IDENTITY_STOREFRONT_PATHS.loginPage.replace('/', '/fr-ca/')}?goto=${encodeURIComponent('//evil.example/x')}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.signIn.title);
  await page.getByLabel(fr.signIn.username).fill('demo.ca');
  await page.getByLabel(fr.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: fr.signIn.submit }).click();

  await expect(page).toHaveURL(/\/fr-ca$/);
  await expect(
    page.getByRole('button', { name: accountMenuTexts('fr-ca').menuLabel.replace('{name}', 'Camille') }),
  ).toContainText('Bonjour Camille');
});

test('a token near its expiry is renewed silently and the customer stays signed in', async ({ page }) => {
  await page.goto('/en-gb/login');
  const gb = authTexts('en-gb');
  await page.getByLabel(gb.signIn.username).fill('demo.gb');
  await page.getByLabel(gb.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: gb.signIn.submit }).click();
  const account = page.getByRole('button', { name: 'Account menu for Oliver' });
  await expect(account).toContainText('OH');

  // Within the 30-second threshold of expiry (requirements §4): the next page renews before using it.
  const before = await page.evaluate(() => {
    const key = 'FR-SDK-storefront-uk';
    const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      accessToken: string;
      tokenExpiry: number;
    };
    localStorage.setItem(key, JSON.stringify({ ...tokens, tokenExpiry: Date.now() + 5_000 }));
    return tokens.accessToken;
  });
  await page.reload();
  await expect(account).toContainText('Hi Oliver');
  const after = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('FR-SDK-storefront-uk') ?? '{}') as { accessToken?: string })
        .accessToken,
  );
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
