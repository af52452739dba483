'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { announceCartCount } from '../../shell/header/cart-count.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import {
  deleteSavedCart,
  duplicateSavedCart,
  editSavedCart,
  importSavedCart,
  restoreSavedCart,
  saveCart,
  shareSavedCart,
  type SavedCartActionState,
} from './saved-cart-actions.ts';

const IDLE: SavedCartActionState = { status: 'idle' };

const ACTIONS = {
  save: retryingOnCartAccess(saveCart),
  edit: retryingOnCartAccess(editSavedCart),
  duplicate: retryingOnCartAccess(duplicateSavedCart),
  delete: retryingOnCartAccess(deleteSavedCart),
  restore: retryingOnCartAccess(restoreSavedCart),
  import: retryingOnCartAccess(importSavedCart),
  share: retryingOnCartAccess(shareSavedCart),
};
export type SavedCartAction = keyof typeof ACTIONS;

/**
 * What follows a success: `go` to the answer's page; `report` what was done here (with a link to
 * `linkText` when given); `go-unless-details` goes unless there is something to read first.
 */
export type AfterDone = 'go' | 'report' | 'go-unless-details';

/**
 * One saved-cart action as a form with a single-flight submit button: the button stays disabled
 * while the action runs (and while the next page loads), errors and reports are announced and take
 * the focus. The fields are the children; `hidden` values go with them.
 */
export function SavedCartForm({
  action,
  locale,
  hidden = {},
  submit,
  pending,
  after,
  linkText,
  className,
  buttonClassName = 'button',
  buttonLabel,
  children,
}: {
  action: SavedCartAction;
  locale: Locale;
  hidden?: Record<string, string>;
  submit: string;
  pending: string;
  after: AfterDone;
  linkText?: string;
  className?: string;
  buttonClassName?: string;
  /** The button's accessible name when its text alone does not say what it acts on. */
  buttonLabel?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [state, run, running] = useActionState(ACTIONS[action], IDLE);
  const alert = useRef<HTMLDivElement>(null);
  const report = useRef<HTMLDivElement>(null);
  const going =
    state.status === 'done' &&
    (after === 'go' || (after === 'go-unless-details' && state.details.length === 0));

  useEffect(() => {
    if (state.status === 'error') alert.current?.focus();
    if (state.status !== 'done') return;
    if (action === 'restore') announceCartCount();
    if (going) {
      router.push(state.href);
    } else {
      router.refresh();
      report.current?.focus();
    }
  }, [action, going, router, state]);

  const busy = running || going;
  return (
    <form action={run} className={className}>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClassName} disabled={busy} aria-label={buttonLabel}>
        {submit}
      </button>
      <span role="status" className="saved-cart-form__status">
        {busy ? pending : ''}
      </span>
      {state.status === 'error' ? (
        <div role="alert" tabIndex={-1} ref={alert} className="saved-cart-form__error">
          <p>{state.message}</p>
          <Details details={state.details ?? []} heading={state.detailsHeading} />
        </div>
      ) : null}
      {state.status === 'done' && !going ? (
        <div role="status" tabIndex={-1} ref={report} className="saved-cart-form__report">
          {state.message ? <p>{state.message}</p> : null}
          <Details details={state.details} heading={state.detailsHeading} />
          {linkText ? <a href={state.href}>{linkText}</a> : null}
        </div>
      ) : null}
    </form>
  );
}

/** What a report or a refusal lists line by line (the rows of a CSV import, the changes of a restore). */
function Details({ details, heading }: { details: string[]; heading: string | undefined }) {
  if (details.length === 0) return null;
  return (
    <>
      {heading ? <p>{heading}</p> : null}
      <ul>
        {details.map((detail, index) => (
          <li key={index}>{detail}</li>
        ))}
      </ul>
    </>
  );
}
