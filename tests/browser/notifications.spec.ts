import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeRouteNotifications } from '@store/contracts';
import { LOCALES } from '@store/locales';
import { expect, test } from './fixtures.ts';
import { ROOT } from './stores.ts';

/** A notification in the address names a message of the locale's catalogue by key (docs/notifications.md). */
const note = (id: string, key: string, params: Record<string, string> = {}, showOncePerSession = false) =>
  encodeURIComponent(encodeRouteNotifications([{ id, kind: 'success', key, params, showOncePerSession }]));

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(join(ROOT, `apps/storefront/src/shell/notifications/messages/${locale}.json`), 'utf8'),
  ) as Record<string, string>;

test('a notification in the address is shown once and removed from the address without a reload', async ({
  page,
}) => {
  const id = `order-${Date.now()}`;
  await page.goto(`/en-us?source=mail&notifications=${note(id, 'quoteSent', { quote: 'Q-1042' })}`);
  const notification = page.locator(`[data-notification-id="${id}"]`);
  await expect(notification).toContainText('Your quote Q-1042 was sent.');
  await expect.poll(() => new URL(page.url()).searchParams.has('notifications')).toBe(false);
  expect(new URL(page.url()).searchParams.get('source')).toBe('mail');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await notification.getByRole('button').click();
  await expect(notification).toHaveCount(0);
  expect(navigations).toEqual([]);
  const closed = await page.evaluate(() => localStorage.getItem('closedNotificationIds'));
  expect(closed?.split(',')).toContain(id);

  await page.goto(`/en-us?notifications=${note(id, 'quoteSent', { quote: 'Q-1042' })}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator(`[data-notification-id="${id}"]`)).toHaveCount(0);
});

test('a show-once-per-session notification does not return in the session once hidden', async ({ page }) => {
  const id = `session-${Date.now()}`;
  await page.goto(`/fr-ca?notifications=${note(id, 'welcome', {}, true)}`);
  const notification = page.locator(`[data-notification-id="${id}"]`);
  await expect(notification).toContainText('Bienvenue !');
  await notification.getByRole('button').click();
  await page.goto(`/fr-ca?notifications=${note(id, 'welcome', {}, true)}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator(`[data-notification-id="${id}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('closedNotificationIds'))).toBeNull();
});

test('a value that does not decode is reported in the console and nothing is shown', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en-us?notifications=not-base64-json%21');
  await expect.poll(() => consoleErrors.join('\n')).toContain('notifications parameter');
  await expect(page.locator('[data-notification-id]')).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.has('notifications')).toBe(false);
});

test('a keyed notification reads in the language of each of the ten locales', async ({ request }) => {
  const value = encodeRouteNotifications({ id: 'order', key: 'orderPlaced', params: { order: 'A-77' } });
  for (const locale of LOCALES) {
    const response = await request.post('/api/notifications', { data: { locale, value } });
    expect(response.status(), locale).toBe(200);
    expect(await response.json(), locale).toEqual({
      notifications: [
        {
          id: 'order',
          kind: 'info',
          text: catalogue(locale).orderPlaced?.replace('{order}', 'A-77'),
          showOncePerSession: false,
        },
      ],
    });
  }
});
