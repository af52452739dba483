import { z } from 'zod';
import { systemUrls, type Env } from '@store/config';
import { FLAGS, parseFlagValue } from '@store/contracts';

/**
 * The single sign-on flags of requirements §9 that change the Login tree (docs/flags.md): whether the
 * organisation sign-in is offered (`sso-enabled`), whether its path asks for the username first
 * (`sso-show-username-field`), and whether the commerce session carries on after it
 * (`sso-use-commerce-session`). The identity service asks the flag service itself, as commerce does
 * (ADR 18): a caller must not choose how it may sign in. A sign-in comes before anyone is known, so
 * the flags are evaluated for an anonymous visitor.
 */

export interface SsoFlags {
  enabled: boolean;
  showUsernameField: boolean;
  useCommerceSession: boolean;
}

export type SsoFlagSource = () => Promise<SsoFlags>;

/** A sign-in page waits for these: a silent flag service must not hold it up. */
export const SSO_FLAG_TIMEOUT_MS = 1000;

const OFREP_BULK = '/ofrep/v1/evaluate/flags';

const bulkSchema = z.object({ flags: z.array(z.looseObject({ key: z.string(), value: z.unknown() })) });

export function defaultSsoFlags(): SsoFlags {
  return {
    enabled: FLAGS['sso-enabled'].defaultValue,
    showUsernameField: FLAGS['sso-show-username-field'].defaultValue,
    useCommerceSession: FLAGS['sso-use-commerce-session'].defaultValue,
  };
}

function mockSsoFlags(): SsoFlags {
  return {
    enabled: FLAGS['sso-enabled'].mockValue,
    showUsernameField: FLAGS['sso-show-username-field'].mockValue,
    useCommerceSession: FLAGS['sso-use-commerce-session'].mockValue,
  };
}

export interface SsoFlagLog {
  warn(details: object, message: string): void;
}

/** The flags over OFREP's bulk evaluation; each flag's contract default when the service does not answer. */
export function ofrepSsoFlags(baseUrl: string, log: SsoFlagLog): SsoFlagSource {
  return async () => {
    try {
      const response = await fetch(`${baseUrl}${OFREP_BULK}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ context: { targetingKey: 'anonymous', kind: 'user', anonymous: true } }),
        signal: AbortSignal.timeout(SSO_FLAG_TIMEOUT_MS),
      });
      const answer = bulkSchema.parse(await response.json());
      const value = (key: string) => answer.flags.find((flag) => flag.key === key)?.value;
      return {
        enabled: parseFlagValue('sso-enabled', value('sso-enabled')),
        showUsernameField: parseFlagValue('sso-show-username-field', value('sso-show-username-field')),
        useCommerceSession: parseFlagValue('sso-use-commerce-session', value('sso-use-commerce-session')),
      };
    } catch (error) {
      log.warn({ err: error }, 'the flag service did not answer; the SSO flags have their defaults');
      return defaultSsoFlags();
    }
  };
}

/** FLAGS_MOCK=1: the mock values; otherwise the flag service (embedded, or FLAGS_BASE_URL). */
export function ssoFlagSourceFor(env: Env, log: SsoFlagLog): SsoFlagSource {
  if (env.FLAGS_MOCK) return async () => mockSsoFlags();
  return ofrepSsoFlags(systemUrls(env).flags, log);
}
