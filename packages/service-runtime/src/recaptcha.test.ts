import { describe, expect, it } from 'vitest';
import { loadEnv, PUBLISHED_RECAPTCHA_TOKEN, recaptchaPass } from '@store/config';
import { verifyRecaptcha } from './recaptcha.ts';

describe('the local reCAPTCHA verifier', () => {
  it('passes the configured response only', () => {
    expect(verifyRecaptcha('the-pass', 'the-pass')).toBe(true);
    expect(verifyRecaptcha('the-pas', 'the-pass')).toBe(false);
    expect(verifyRecaptcha('the-pasS', 'the-pass')).toBe(false);
    expect(verifyRecaptcha('', 'the-pass')).toBe(false);
  });

  it('passes nothing when no response is configured', () => {
    expect(verifyRecaptcha('', undefined)).toBe(false);
    expect(verifyRecaptcha(PUBLISHED_RECAPTCHA_TOKEN, undefined)).toBe(false);
  });

  it('takes the published pass in the demo and not with a database of record', () => {
    const demo = loadEnv({});
    expect(verifyRecaptcha(PUBLISHED_RECAPTCHA_TOKEN, recaptchaPass(demo))).toBe(true);
    const production = loadEnv({ DATABASE_URL: 'postgres://store@localhost/store' });
    expect(verifyRecaptcha(PUBLISHED_RECAPTCHA_TOKEN, recaptchaPass(production))).toBe(false);
  });
});
