import { isLocale, type Locale } from '@store/locales';
import { SESSION_CHANGED_EVENT, type IdentitySettings } from '../../clients/identity/config.ts';
import { savePendingReturn, takePendingReturn } from '../../clients/identity/pending-return.ts';
import { currentUser } from '../../clients/identity/session-user.ts';
import { getTokens } from '../../clients/identity/tokens.ts';
import { isIdentityPath } from '../../shell/routing/safe-return.ts';
import { markPageLeaving } from '../../shell/session/page-leaving.ts';

/**
 * After a tree signed the customer in: an authorization waiting at the identity provider resumes
 * there; otherwise tokens come by a silent authorize (or, failing that, the identity provider's
 * redirect, which comes back through the callback page) and the customer returns where they were.
 */
export async function finishSignIn(
  settings: IdentitySettings,
  locale: Locale,
  returnTo: string,
): Promise<'leaving' | 'failed'> {
  if (isIdentityPath(returnTo)) {
    window.location.assign(returnTo);
    return 'leaving';
  }
  savePendingReturn({ locale, returnTo });
  let tokens;
  try {
    tokens = await getTokens(settings, { forceRenew: true, login: 'redirect' });
  } catch {
    takePendingReturn(isLocale);
    return 'failed';
  }
  // No tokens and no error: the page is already on its way to the identity provider.
  if (!tokens) return 'leaving';
  takePendingReturn(isLocale);
  await announceSessionChange(settings);
  window.location.assign(returnTo);
  return 'leaving';
}

/** How long the signed-in customer waits for the user info before the next page asks for it itself. */
const USER_INFO_WAIT_MS = 2000;

/**
 * Tells this page the session changed, once the user info of the new tokens is kept for the tab
 * (or the wait for it is over): the page the customer goes to next then shows them signed in
 * without asking again. The caller leaves the page right after, which the session is told first
 * (page-leaving.ts).
 */
export async function announceSessionChange(settings: IdentitySettings): Promise<void> {
  markPageLeaving();
  await Promise.race([
    currentUser(settings, () => {}),
    new Promise((resolve) => setTimeout(resolve, USER_INFO_WAIT_MS)),
  ]);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
