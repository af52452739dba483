import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { RevocationEvents } from '@store/service-runtime/revocation-events';

/** What endSession emits on the provider: oidc-provider itself has no event for it. */
export const SESSION_ENDED_EVENT = 'am_session.ended';

const withAccount = z.object({ accountId: z.string().min(1) });

/**
 * Publishes a revocation whenever the provider destroys an access or refresh token (the revocation
 * endpoint) or an AM session ends (which revokes the session's grants without destroying tokens
 * one by one). A failed publish is logged; the token is revoked at the provider all the same.
 */
export function announceRevocations(
  provider: Provider,
  events: RevocationEvents,
  onError: (error: unknown) => void,
): void {
  const announce = (userId: string) => void events.publish({ userId }).catch(onError);
  for (const name of ['access_token.destroyed', 'refresh_token.destroyed']) {
    provider.on(name, (token) => {
      const parsed = withAccount.safeParse(token);
      if (parsed.success) announce(parsed.data.accountId);
    });
  }
  provider.on(SESSION_ENDED_EVENT, (accountId) => {
    if (typeof accountId === 'string' && accountId !== '') announce(accountId);
  });
}
