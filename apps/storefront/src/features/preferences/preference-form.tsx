'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import type { PreferenceActionState } from './preference-actions.ts';

const IDLE: PreferenceActionState = { status: 'idle' };

/**
 * A preference form that sends once (its button is off from the press until the page has moved on),
 * then shows the page again with the action's notice; a refusal is announced beside the button.
 * `children` are the form's own fields, such as the language list.
 */
export function PreferenceForm({
  locale,
  action,
  submit,
  pending: pendingText,
  children,
  primary = false,
  testId,
}: {
  locale: Locale;
  action: (previous: PreferenceActionState, formData: FormData) => Promise<PreferenceActionState>;
  submit: string;
  pending: string;
  children?: ReactNode;
  primary?: boolean;
  testId: string;
}) {
  const router = useRouter();
  const alert = useRef<HTMLParagraphElement>(null);
  const withAccess = useMemo(() => retryingOnCartAccess(action), [action]);
  const [state, send, pending] = useActionState(withAccess, IDLE);

  useEffect(() => {
    if (state.status === 'done') router.push(state.href);
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <form action={send} className="preferences__form" data-testid={testId}>
      <input type="hidden" name="locale" value={locale} />
      {children}
      <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={busy}>
        {busy ? pendingText : submit}
      </button>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="preferences__error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
