'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import {
  acceptQuote,
  requestQuote,
  requoteQuote,
  sendQuoteMessage,
  type QuoteActionState,
} from './quote-actions.ts';

const IDLE: QuoteActionState = { status: 'idle' };

const ACTIONS = {
  request: retryingOnCartAccess(requestQuote),
  message: retryingOnCartAccess(sendQuoteMessage),
  accept: retryingOnCartAccess(acceptQuote),
  requote: retryingOnCartAccess(requoteQuote),
};
export type QuoteFormAction = keyof typeof ACTIONS;

/**
 * One quote action as a form with a single-flight submit button: the button stays disabled while the
 * action runs and while the next page loads, so a double click sends one request; errors are
 * announced and take the focus. The fields are the children; `hidden` values go with them.
 */
export function QuoteForm({
  action,
  locale,
  hidden = {},
  submit,
  pending,
  className,
  buttonClassName = 'button',
  children,
}: {
  action: QuoteFormAction;
  locale: Locale;
  hidden?: Record<string, string>;
  submit: string;
  pending: string;
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [state, run, running] = useActionState(ACTIONS[action], IDLE);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // A request, an acceptance and a new request go on by the action's redirect; a message stays.
  useEffect(() => {
    if (state.status === 'error') alert.current?.focus();
    if (state.status !== 'done') return;
    form.current?.reset();
    router.refresh();
  }, [router, state]);

  // Sent from here rather than by the form's action, which empties the fields even when the answer
  // is a refusal: the customer's message stays to be corrected, and goes once it was sent.
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => run(data));
  };

  return (
    <form ref={form} action={run} onSubmit={send} className={className}>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClassName} disabled={running}>
        {submit}
      </button>
      <span role="status" className="quote-form__status">
        {running ? pending : state.status === 'done' ? (state.message ?? '') : ''}
      </span>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="quote-form__error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
