import { encodeRouteNotifications } from '@store/contracts';
import { expect, test } from './fixtures.ts';

const note = (id: string, text: string, showOncePerSession = false) =>
  encodeURIComponent(encodeRouteNotifications([{ id, kind: 'success', text, showOncePerSession }]));

test('a notification in the address is shown once and removed from the address without a reload', async ({
  page,
}) => {
  const id = `order-${Date.now()}`;
  await page.goto(`/en-us?source=mail&notifications=${note(id, 'Your quote was sent.')}`);
  const notification = page.locator(`[data-notification-id="${id}"]`);
  await expect(notification).toContainText('Your quote was sent.');
  await expect.poll(() => new URL(page.url()).searchParams.has('notifications')).toBe(false);
  expect(new URL(page.url()).searchParams.get('source')).toBe('mail');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await notification.getByRole('button').click();
  await expect(notification).toHaveCount(0);
  expect(navigations).toEqual([]);
  const closed = await page.evaluate(() => localStorage.getItem('closedNotificationIds'));
  expect(closed?.split(',')).toContain(id);

  await page.goto(`/en-us?notifications=${note(id, 'Your quote was sent.')}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator(`[data-notification-id="${id}"]`)).toHaveCount(0);
});

test('a show-once-per-session notification does not return in the session once hidden', async ({ page }) => {
  const id = `session-${Date.now()}`;
  await page.goto(`/fr-ca?notifications=${note(id, 'Bienvenue !', true)}`);
  await page.locator(`[data-notification-id="${id}"]`).getByRole('button').click();
  await page.goto(`/fr-ca?notifications=${note(id, 'Bienvenue !', true)}`);
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
