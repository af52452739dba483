'use client';

import type { Locale } from '@store/locales';
import { useState } from 'react';
import { format } from '../../../i18n/format.ts';
import { storePaths } from '../../routing/store-paths.ts';
import { forgetCustomerCart } from '../customer-cart.ts';
import { useSession, useSignOut } from '../session-provider.tsx';
import { assistedMessages } from './messages.ts';
import './acting-banner.css';

/**
 * On every page while a support agent acts for a customer (the session's user has an actor):
 * whose session this is, and the way out. Ending it is the store's own sign-out, the customer's
 * cart forgotten first; the agent lands back on the support page, still signed in as staff.
 */
export function ActingBanner({ locale }: { locale: Locale }) {
  const session = useSession();
  const signOut = useSignOut();
  const [ending, setEnding] = useState(false);
  if (session.status !== 'signed-in' || !session.user.actor) return null;

  const messages = assistedMessages(locale);
  const { firstName, lastName, email } = session.user;
  const name = `${firstName} ${lastName}`.trim() || email;

  async function endSession() {
    setEnding(true);
    await forgetCustomerCart(locale);
    await signOut({ redirectTo: storePaths(locale).support });
  }

  return (
    <section className="global-banner acting-banner" aria-label={messages.label} data-testid="acting-banner">
      <p>
        {format(messages.actingFor, { name })} ·{' '}
        <button type="button" onClick={() => void endSession()} disabled={ending}>
          {messages.endSession}
        </button>
      </p>
    </section>
  );
}
