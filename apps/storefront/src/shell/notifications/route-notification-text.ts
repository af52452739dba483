import {
  NotificationDecodeError,
  type RouteNotification,
  type ShownRouteNotification,
} from '@store/contracts/notifications';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { routeNotificationMessages } from './route-notification-messages.ts';

/**
 * The notifications of an address as the page shows them: a keyed one becomes the locale's message
 * with its parameters filled in; a signed one keeps its text. Throws NotificationDecodeError for a key
 * the catalogue lacks or a placeholder left without its parameter.
 */
export function shownRouteNotifications(list: RouteNotification[], locale: Locale): ShownRouteNotification[] {
  const messages = routeNotificationMessages(locale);
  return list.map((notification) => {
    const { id, kind, showOncePerSession } = notification;
    if ('text' in notification) return { id, kind, showOncePerSession, text: notification.text };
    const template = messages.get(notification.key);
    if (template === undefined) {
      throw new NotificationDecodeError(
        `notifications parameter names "${notification.key}", which is not one of ${[...messages.keys()].join(', ')}`,
      );
    }
    const missing = [...template.matchAll(/\{(\w+)\}/g)]
      .map(([, name = '']) => name)
      .filter((name) => !(name in notification.params));
    if (missing.length > 0) {
      throw new NotificationDecodeError(
        `notifications parameter lacks the parameters ${missing.join(', ')} of "${notification.key}"`,
      );
    }
    return { id, kind, showOncePerSession, text: format(template, notification.params) };
  });
}
