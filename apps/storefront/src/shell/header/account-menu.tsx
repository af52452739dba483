'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSession } from '../session/session-provider.tsx';
import './account-menu.css';

/** The signed-in menu, its texts and the account switcher load only once someone is signed in. */
const SignedInAccountMenu = lazy(() => import('./signed-in-account-menu.tsx'));

/**
 * The account area of the header (requirements §2): Sign in when anonymous (with the way back to this
 * page), and for a signed-in customer the disclosure menu of signed-in-account-menu.tsx. After a
 * sign-out from the menu the Sign in link takes the focus and the live region says so.
 */
export function AccountMenu({
  signInHref,
  accountHref,
  signInLabel,
}: {
  signInHref: string;
  accountHref: string;
  signInLabel: string;
}) {
  const session = useSession();
  const [announcement, setAnnouncement] = useState('');
  const signInLink = useRef<HTMLAnchorElement>(null);
  const focusSignIn = useRef(false);
  const onSigningOut = useCallback(() => {
    focusSignIn.current = true;
  }, []);

  useEffect(() => {
    if (session.status === 'signed-out' && focusSignIn.current) {
      focusSignIn.current = false;
      signInLink.current?.focus();
    }
  }, [session.status]);

  function withReturn(event: MouseEvent<HTMLAnchorElement>) {
    const here = `${window.location.pathname}${window.location.search}`;
    event.currentTarget.href = `${signInHref}?goto=${encodeURIComponent(here)}`;
  }

  const status = (
    <span className="visually-hidden" role="status">
      {announcement}
    </span>
  );

  const signIn = (busy: boolean, state: string) => (
    <div className="account-menu">
      <a
        ref={signInLink}
        href={signInHref}
        onClick={withReturn}
        className="account-menu__link"
        aria-busy={busy}
        data-session={state}
      >
        {signInLabel}
      </a>
      {status}
    </div>
  );

  if (session.status !== 'signed-in') return signIn(session.status === 'processing', session.status);

  return (
    // Until the menu's code has arrived, the area stays as it is while the session is processed.
    <Suspense fallback={signIn(true, 'processing')}>
      <SignedInAccountMenu
        user={session.user}
        accountHref={accountHref}
        status={status}
        announce={setAnnouncement}
        onSigningOut={onSigningOut}
      />
    </Suspense>
  );
}
