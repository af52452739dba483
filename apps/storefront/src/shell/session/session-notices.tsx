'use client';

import type { Locale } from '@store/locales';
import { useEffect } from 'react';
import { useNotifications } from '../notifications/notification-provider.tsx';
import { SIGN_OUT_NOTICE_EVENT } from './sign-out-notice.ts';
import type { SignOutNotice } from './logout-target.ts';
import { accountMenuMessages } from './messages.ts';

const isNotice = (value: unknown): value is SignOutNotice => value === 'timedOut' || value === 'sessionEnded';

/**
 * Shows what a sign-out that stays on the page has to say (SPEC 4 Logout). It sits inside the
 * notification provider, which the session provider wraps, so the two meet through an event.
 */
export function SessionNotices({ locale }: { locale: Locale }) {
  const { notify } = useNotifications();

  useEffect(() => {
    const m = accountMenuMessages(locale);
    const show = (event: Event) => {
      const notice = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
      if (!isNotice(notice)) return;
      const id = `session-${notice}`;
      // Closed for this session only: the logout that shows it clears the session's closed ids.
      notify({ id, kind: 'info', content: m[notice], showOncePerSessionNotificationId: id });
    };
    window.addEventListener(SIGN_OUT_NOTICE_EVENT, show);
    return () => window.removeEventListener(SIGN_OUT_NOTICE_EVENT, show);
  }, [locale, notify]);

  return null;
}
