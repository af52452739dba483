import { NotificationDecodeError, readRouteNotifications } from '@store/contracts/notifications';
import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { serverEnv } from '../../config/server-env.ts';
import { shownRouteNotifications } from '../../shell/notifications/route-notification-text.ts';

/**
 * POST /api/notifications: what a page shows for its `notifications` parameter (docs/notifications.md).
 * Pages are prerendered, and only the server holds the key that tells the store's signature from a
 * forged one, so the page asks here.
 */

const bodySchema = z
  .object({
    locale: z.enum(LOCALES, 'expects locale, one of the store locales (e.g. en-gb)'),
    value: z
      .string('expects value, the notifications parameter of the address')
      .min(1, 'expects value, the notifications parameter of the address')
      .max(20_000, 'expects value of at most 20000 characters'),
  })
  .strict();

export async function routeNotificationsRoute(request: Request): Promise<Response> {
  const json: unknown = await request.json().catch(() => undefined);
  const body = bodySchema.safeParse(json);
  if (!body.success) return problemResponse(400, body.error.issues.map((issue) => issue.message).join('; '));
  try {
    const notifications = await readRouteNotifications(
      body.data.value,
      serverEnv().NOTIFICATIONS_SIGNING_KEY,
    );
    return Response.json(
      { notifications: shownRouteNotifications(notifications, body.data.locale) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (!(error instanceof NotificationDecodeError)) throw error;
    logger.warn({ locale: body.data.locale, reason: error.message }, 'refused a notifications parameter');
    return problemResponse(400, error.message);
  }
}
