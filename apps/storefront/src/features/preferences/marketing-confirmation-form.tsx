'use client';

import type { Locale } from '@store/locales';
import { useActionState, useEffect, useRef } from 'react';
import { confirmMarketing, type ConfirmationState } from './preference-actions.ts';
import type { PreferencesMessages } from './messages.ts';

const IDLE: ConfirmationState = { status: 'idle' };

/**
 * The button the mailed link's page shows: opening the link alone confirms nothing, so a mail
 * scanner that follows links does not subscribe anyone. Sends once; the answer replaces the button.
 */
export function MarketingConfirmationForm({
  locale,
  token,
  messages: m,
  preferencesHref,
}: {
  locale: Locale;
  token: string;
  messages: PreferencesMessages['confirmation'];
  preferencesHref: string;
}) {
  const [state, confirm, pending] = useActionState(confirmMarketing, IDLE);
  const answer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status !== 'idle') answer.current?.focus();
  }, [state]);

  if (state.status === 'done') {
    return (
      <>
        <p ref={answer} role="status" tabIndex={-1} data-testid="marketing-confirmed">
          {m.done}
        </p>
        <p>
          <a href={preferencesHref}>{m.toPreferences}</a>
        </p>
      </>
    );
  }
  return (
    <>
      {state.status === 'error' ? (
        <p ref={answer} role="alert" tabIndex={-1} className="preferences__error">
          {state.message}
        </p>
      ) : null}
      <form action={confirm}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? m.confirming : m.confirm}
        </button>
      </form>
      <p>
        <a href={preferencesHref}>{m.toPreferences}</a>
      </p>
    </>
  );
}
