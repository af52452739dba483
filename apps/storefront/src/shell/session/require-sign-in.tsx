'use client';

import type { Locale } from '@store/locales';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { storePaths } from '../routing/store-paths.ts';
import { useSession } from './session-provider.tsx';
import { signInGateMessages } from './sign-in-gate/messages.ts';
import { signInAddress } from './sign-in-gate/sign-in-address.ts';
import './require-sign-in.css';

/**
 * The gate of requirements §6 for checkout and my-account pages. The tokens live in the browser, so the
 * check happens here: while the session is processing, a status says so; an anonymous visitor is
 * sent (replacing this page in the history) to sign in and comes back afterwards; a signed-in
 * customer sees the page.
 */
export function RequireSignIn({ locale, children }: { locale: Locale; children: ReactNode }) {
  const session = useSession();
  const messages = signInGateMessages(locale);

  useEffect(() => {
    if (session.status === 'signed-out') window.location.replace(signInAddress(locale, window.location));
  }, [locale, session.status]);

  // For when the page cannot leave by itself (a blocked navigation): the same way, by hand.
  function withReturn(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.href = signInAddress(locale, window.location);
  }

  if (session.status === 'signed-in') return children;
  return (
    <div className="sign-in-gate" role="status">
      {session.status === 'processing' ? (
        <p>{messages.checking}</p>
      ) : (
        <p>
          {messages.redirecting}{' '}
          <a href={storePaths(locale).signIn()} onClick={withReturn}>
            {messages.signIn}
          </a>
        </p>
      )}
    </div>
  );
}
