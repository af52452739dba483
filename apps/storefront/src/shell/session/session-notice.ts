import type { SignOutNotice } from './logout-target.ts';

/**
 * What the session has to tell the customer: a sign-out that stays on the page (requirements §4 Logout), or a
 * cart merged at sign-in that could not carry everything over as it was. The session provider sits
 * outside the notification provider, so the two meet through this window event. Its own module so
 * that the notice listener on every page does not pull in the logout or cart code.
 */
export type SessionNotice = SignOutNotice | 'cartAdjusted';

export const SESSION_NOTICE_EVENT = 'store:session-notice';

export function announceSessionNotice(notice: SessionNotice): void {
  window.dispatchEvent(new CustomEvent<SessionNotice>(SESSION_NOTICE_EVENT, { detail: notice }));
}
