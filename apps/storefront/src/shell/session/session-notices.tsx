'use client';

import type { Locale } from '@store/locales';
import { useEffect } from 'react';
import { useNotifications } from '../notifications/notification-provider.tsx';
import { SESSION_NOTICE_EVENT, type SessionNotice } from './session-notice.ts';

const NOTICES: readonly unknown[] = ['timedOut', 'sessionEnded', 'cartAdjusted'] satisfies SessionNotice[];
const isNotice = (value: unknown): value is SessionNotice => NOTICES.includes(value);

/**
 * Shows what the session has to say (session-notice.ts). It sits inside the notification
 * provider, which the session provider wraps, so the two meet through an event.
 */
export function SessionNotices({ locale }: { locale: Locale }) {
  const { notify } = useNotifications();

  useEffect(() => {
    const show = (event: Event) => {
      const notice = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
      if (!isNotice(notice)) return;
      const id = `session-${notice}`;
      // The texts of every locale load with the first notice, not with every page.
      void import('./messages.ts').then(({ accountMenuMessages }) =>
        // Closed for this session only: a sign-out clears the session's closed ids.
        notify({
          id,
          kind: notice === 'cartAdjusted' ? 'warning' : 'info',
          content: accountMenuMessages(locale)[notice],
          showOncePerSessionNotificationId: id,
        }),
      );
    };
    window.addEventListener(SESSION_NOTICE_EVENT, show);
    return () => window.removeEventListener(SESSION_NOTICE_EVENT, show);
  }, [locale, notify]);

  return null;
}
