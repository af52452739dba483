import type { Locale } from '@store/locales';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import { clearLocalSession, endSession } from '../../clients/identity/session-user.ts';
import { announceLogout } from './cross-tab-logout.ts';
import { broadcastsLogout, logoutOutcome, type LogoutOutcome, type SignOutCause } from './logout-target.ts';
import { forgetProfileId } from './profile-id.ts';
import { checkedLogoutTarget } from './timeout-check.ts';
import type { SignOutOptions } from './session-types.ts';

/** The steps of requirements §4 Logout, in order, for the session provider. */

function causeOf(options: SignOutOptions): SignOutCause {
  if (options.refused) return 'refused';
  return options.timeout ? 'inactivity' : 'customer';
}

function here(locale: Locale) {
  const { pathname, search, origin } = window.location;
  return { locale, here: `${pathname}${search}`, origin };
}

/**
 * Chooses the target, tells commerce and the identity provider (each failure only logged or
 * warned), reads a redirect's final URL from the timeout check (with whether it was a timeout),
 * then tells the other tabs unless this page is under my-account. The caller follows the outcome:
 * a redirect, or staying with the local session cleared.
 */
export async function logOut(
  settings: IdentitySettings,
  locale: Locale,
  options: SignOutOptions,
): Promise<LogoutOutcome> {
  const place = here(locale);
  const cause = causeOf(options);
  let outcome = logoutOutcome(place, cause, options.redirectTo);
  try {
    await endSession(settings, {
      locale,
      logoutUrl: outcome.kind === 'redirect' ? outcome.to : place.here,
    });
  } catch (error) {
    console.warn('The identity provider did not confirm the sign-out:', error);
  }
  if (outcome.kind === 'redirect') {
    outcome = {
      kind: 'redirect',
      to: await checkedLogoutTarget(place.origin, cause === 'inactivity', outcome.to),
    };
  }
  // Before the page leaves: the next page must not take the customer for signed in.
  forgetProfileId();
  if (broadcastsLogout(window.location.pathname)) announceLogout();
  return outcome;
}

/** Another tab signed out: this one only forgets its session, with a plain sign-out's target. */
export function loggedOutElsewhere(locale: Locale): LogoutOutcome {
  clearLocalSession();
  forgetProfileId();
  return logoutOutcome(here(locale), 'other-tab');
}
