import type { SignOutNotice } from './logout-target.ts';

/**
 * A sign-out that stays on the page may have something to tell the customer; the session provider
 * sits outside the notification provider, so the two meet through this window event. Its own
 * module so that the notice listener on every page does not pull in the logout code.
 */
export const SIGN_OUT_NOTICE_EVENT = 'store:sign-out-notice';

export function announceSignOutNotice(notice: SignOutNotice): void {
  window.dispatchEvent(new CustomEvent<SignOutNotice>(SIGN_OUT_NOTICE_EVENT, { detail: notice }));
}
