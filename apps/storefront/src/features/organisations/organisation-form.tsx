'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { announceCartCount } from '../../shell/header/cart-count.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import {
  acceptInvitation,
  decideJoinRequest,
  dismissMergeNotice,
  inviteMember,
  requestToJoin,
  revokeInvitation,
  setMemberRoles,
  withdrawJoinRequest,
  type OrganisationActionState,
} from './organisation-actions.ts';

const IDLE: OrganisationActionState = { status: 'idle' };

const ACTIONS = {
  join: retryingOnCartAccess(requestToJoin),
  withdraw: retryingOnCartAccess(withdrawJoinRequest),
  invite: retryingOnCartAccess(inviteMember),
  revoke: retryingOnCartAccess(revokeInvitation),
  decide: retryingOnCartAccess(decideJoinRequest),
  roles: retryingOnCartAccess(setMemberRoles),
  accept: retryingOnCartAccess(acceptInvitation),
  dismiss: retryingOnCartAccess(dismissMergeNotice),
};
export type OrganisationAction = keyof typeof ACTIONS;

/**
 * One organisation action as a form with single-flight submit buttons: they stay disabled while
 * the action runs, errors and reports are announced and take the focus. `go` opens the answer's
 * page; `report` shows what was done here and renders the page again with it. The fields are the
 * children; `hidden` values go with them; a form may have several submit buttons (approve, decline)
 * that send their own `name`/`value`.
 */
export function OrganisationForm({
  action,
  locale,
  hidden = {},
  submits,
  pending,
  after,
  className,
  children,
  testId,
}: {
  action: OrganisationAction;
  locale: Locale;
  hidden?: Record<string, string>;
  submits: { text: string; label?: string; name?: string; value?: string; primary?: boolean }[];
  pending: string;
  after: 'go' | 'report';
  className?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const router = useRouter();
  const [state, run, running] = useActionState(ACTIONS[action], IDLE);
  const alert = useRef<HTMLParagraphElement>(null);
  const report = useRef<HTMLParagraphElement>(null);
  const going = state.status === 'done' && after === 'go';

  useEffect(() => {
    if (state.status === 'error') alert.current?.focus();
    if (state.status !== 'done') return;
    if (action === 'dismiss') announceCartCount();
    if (going) {
      router.push(state.href);
    } else {
      router.refresh();
      report.current?.focus();
    }
  }, [action, going, router, state]);

  const busy = running || going;
  return (
    <form action={run} className={className} data-testid={testId}>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <span className="organisation-form__buttons">
        {submits.map((submit) => (
          <button
            key={submit.value ?? submit.text}
            type="submit"
            className={submit.primary ? 'button button--primary' : 'button'}
            disabled={busy}
            aria-label={submit.label}
            {...(submit.name ? { name: submit.name, value: submit.value } : {})}
          >
            {submit.text}
          </button>
        ))}
      </span>
      <span role="status" className="organisation-form__status">
        {busy ? pending : ''}
      </span>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="organisation-form__error">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' && !going && state.message ? (
        <p role="status" tabIndex={-1} ref={report} className="organisation-form__report">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
