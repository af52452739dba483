'use client';

import type { ReactNode } from 'react';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { InvoicesMessages } from './messages.ts';

/**
 * The invoice page for whoever asks: a signed-in customer gets the portal (`children`, rendered by
 * the server with the page); an anonymous visitor the content page's explanation (`explanation`)
 * with a way to sign in that comes back here. The session lives in the browser (ADR 3), so this
 * decides; while it is being checked, a visitor the server knows as a customer (`customerLikely`)
 * sees that it is being checked, anyone else the explanation.
 */
export function InvoicesGate({
  customerLikely,
  signInHref,
  messages,
  explanation,
  children,
}: {
  customerLikely: boolean;
  signInHref: string;
  messages: InvoicesMessages['gate'];
  explanation: ReactNode;
  children: ReactNode;
}) {
  const { status } = useSession();
  if (status === 'signed-in') return children;
  if (status === 'processing' && customerLikely) {
    return (
      <p role="status" className="sign-in-gate">
        {messages.checking}
      </p>
    );
  }
  return (
    <div data-testid="invoices-explanation">
      {explanation}
      <section className="invoices-sign-in" aria-labelledby="invoices-sign-in">
        <h2 id="invoices-sign-in">{messages.signInHeading}</h2>
        <p>{messages.signInText}</p>
        <p>
          <a className="button button--primary" href={signInHref}>
            {messages.signIn}
          </a>
        </p>
      </section>
    </div>
  );
}
