import { embeddedServices, recaptchaPass } from '@store/config';
import { serverEnv } from '../../config/server-env.ts';

/**
 * The reCAPTCHA response the checkout's "I am not a robot" box sends: the pass of the embedded
 * commerce service's local verifier. A commerce service elsewhere checks real responses, for which
 * the store has no widget yet: none, and the box says so.
 */
export function embeddedRecaptchaToken(): string | undefined {
  const env = serverEnv();
  return embeddedServices(env).commerce ? recaptchaPass(env) : undefined;
}
