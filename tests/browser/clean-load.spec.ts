import { bannerOf, messagesOf } from './content-data.ts';
import { expect, pageWithoutCountry, test } from './fixtures.ts';

for (const locale of ['en-us', 'ja-jp'] as const) {
  test(`a clean load of ${locale} logs no console error`, async ({ page, consoleErrors }) => {
    await page.goto(`/${locale}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('every page loads the session script, the data layer, the tag manager and its noscript frame', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const sessionScript = page.waitForResponse((r) => r.url().endsWith('/am/session.js'));
  // The identity provider's script says whether an AM session is live; a visitor without one hears so.
  await page.addInitScript(() =>
    window.addEventListener('identity:session', (e) => {
      (window as unknown as { heard?: unknown }).heard = (e as CustomEvent).detail;
    }),
  );
  // The tag manager is added once the page has loaded, never competing with its first paint.
  await page.addInitScript(() =>
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLScriptElement && node.src.includes('googletagmanager.com/gtm.js'))
          (window as unknown as { tagManagerAdded?: string }).tagManagerAdded = document.readyState;
    }).observe(document, { childList: true, subtree: true }),
  );
  await page.goto('/en-us');
  expect((await sessionScript).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard?: unknown }).heard))
    .toEqual({ valid: false });
  await page.waitForLoadState('networkidle');
  expect(requested.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { tagManagerAdded?: string }).tagManagerAdded)).toBe(
    'complete',
  );
  expect(
    await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer)),
  ).toBe(true);
  const noscript = await page.locator('noscript').first().innerHTML();
  expect(noscript).toContain('googletagmanager.com/ns.html?id=GTM-');
});

test('the global banner announces the support closure and can be dismissed', async ({ page }) => {
  const closure = bannerOf('en-gb').supportClosure!;
  // The closed days and the day support resumes, as a British reader writes them.
  const day = (date: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
      date,
    );
  const closedDays = closure.closedDates.map((date) => day(new Date(`${date}T12:00:00Z`), 'UTC'));
  const dates = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(closedDays);
  const [before, between] = closure.template.split(/\{dates\}|\{resumes\}/);
  await page.goto('/en-gb');
  const banner = page.locator('.global-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`${before}${dates}${between}${day(new Date(closure.resumesAt), 'UTC')}`);
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
});

test('a visitor whose country cannot be identified sees the Hello! modal once', async ({ browser }) => {
  const { context, page } = await pageWithoutCountry(browser);
  await page.goto('/nl-nl');
  const dialog = page.getByRole('dialog', { name: messagesOf('nl-nl').helloModal.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', '/nl-nl/international-contacts');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('a visitor whose country is known does not see the modal', async ({ page }) => {
  await page.goto('/en-us');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
