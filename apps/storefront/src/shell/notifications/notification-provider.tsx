'use client';

import { NOTIFICATIONS_QUERY_PARAM } from '@store/contracts/notification-keys';
import type { Locale } from '@store/locales';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isHidden, rememberClosed } from './notification-storage.ts';
import { fetchRouteNotifications } from './route-notification-request.ts';

/** requirements §3 Notification (shell): content, an optional show-once-per-session id and an onClose callback. */
export interface ShellNotification {
  id: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  content: ReactNode;
  showOncePerSessionNotificationId?: string | undefined;
  onClose?: (() => void) | undefined;
}

interface NotificationApi {
  items: ShellNotification[];
  notify: (notification: ShellNotification) => void;
  close: (id: string) => void;
}

const NotificationContext = createContext<NotificationApi | undefined>(undefined);

/** Takes the notifications query parameter off the address without a reload; returns its value. */
function takeRouteParameter(): string | null {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get(NOTIFICATIONS_QUERY_PARAM);
  if (raw === null) return null;
  url.searchParams.delete(NOTIFICATIONS_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return raw;
}

export function NotificationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [items, setItems] = useState<ShellNotification[]>([]);
  const pathname = usePathname();

  const notify = useCallback((notification: ShellNotification) => {
    if (isHidden(notification.showOncePerSessionNotificationId ?? notification.id)) return;
    setItems((current) =>
      current.some((n) => n.id === notification.id) ? current : [...current, notification],
    );
  }, []);

  const close = useCallback((id: string) => {
    setItems((current) => {
      const closing = current.find((n) => n.id === id);
      if (closing) {
        rememberClosed(
          closing.showOncePerSessionNotificationId ?? closing.id,
          Boolean(closing.showOncePerSessionNotificationId),
        );
        closing.onClose?.();
      }
      return current.filter((n) => n.id !== id);
    });
  }, []);

  useEffect(() => {
    const raw = takeRouteParameter();
    if (raw === null) return;
    fetchRouteNotifications(locale, raw).then(
      (list) => {
        for (const n of list) {
          notify({
            id: n.id,
            kind: n.kind,
            content: n.text,
            showOncePerSessionNotificationId: n.showOncePerSession ? n.id : undefined,
          });
        }
      },
      (error: unknown) =>
        console.error('The notifications parameter could not be read and was ignored:', error),
    );
  }, [pathname, locale, notify]);

  const api = useMemo(() => ({ items, notify, close }), [items, notify, close]);
  return <NotificationContext.Provider value={api}>{children}</NotificationContext.Provider>;
}

export function useNotifications(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotifications must be used inside NotificationProvider');
  return api;
}
