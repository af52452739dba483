import { timingSafeEqual } from 'node:crypto';

/**
 * The local reCAPTCHA verifier of the embedded services (identity's sign-in and registration,
 * commerce's checkout): no call leaves the machine. The site key is public; the one response that
 * passes is recaptchaPass() of the configuration (IDENTITY_RECAPTCHA_TOKEN; the published default
 * only in the demo; README, Identity).
 */

export const RECAPTCHA_SITE_KEY = 'embedded-recaptcha-site-key';

export function verifyRecaptcha(response: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(response);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
