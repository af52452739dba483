import { timingSafeEqual } from 'node:crypto';

/**
 * The local reCAPTCHA verifier of the embedded identity service: no call leaves the machine. The
 * site key is public; the one response that passes is IDENTITY_RECAPTCHA_TOKEN (README, Identity).
 */

export const RECAPTCHA_SITE_KEY = 'embedded-recaptcha-site-key';

export function verifyRecaptcha(response: string, expected: string): boolean {
  const a = Buffer.from(response);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
