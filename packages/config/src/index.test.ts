import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  embeddedRecaptchaPass,
  embeddedServices,
  isDemo,
  loadEnv,
  paymentProvider,
  paymentsSandboxAllowed,
  PUBLISHED_RECAPTCHA_TOKEN,
  recaptchaPass,
  storefrontPublicOrigins,
  systemUrls,
} from './index.ts';

describe('configuration', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.OPERATIONS_PORT).toBe(3100);
    expect(env.OPERATIONS_CONSOLE).toBe(true);
    expect(env.EDGE_CACHE).toBe(true);
    expect(loadEnv({ EDGE_CACHE: '0' }).EDGE_CACHE).toBe(false);
    expect(env.FLAGS_MOCK).toBe(false);
    expect(env.IDENTITY_PROVIDER_KIND).toBe('am');
    expect(env.LOG_FORMAT).toBeUndefined();
    expect(embeddedServices(env)).toEqual({
      commerce: true,
      identity: true,
      content: true,
      flags: true,
      payments: true,
    });
  });

  it('uses an external system when its base URL is set', () => {
    const env = loadEnv({ CONTENT_BASE_URL: 'https://content.example.com/', FLAGS_MOCK: '1' });
    expect(systemUrls(env).content).toBe('https://content.example.com');
    expect(embeddedServices(env).content).toBe(false);
    expect(env.FLAGS_MOCK).toBe(true);
  });

  it('allows the payment sandbox outside production, and in production only with PAYMENTS_SANDBOX=1', () => {
    expect(paymentsSandboxAllowed(loadEnv({}))).toBe(true);
    expect(paymentsSandboxAllowed(loadEnv({ NODE_ENV: 'test' }))).toBe(true);
    const production = loadEnv({ NODE_ENV: 'production' });
    expect(paymentsSandboxAllowed(production)).toBe(false);
    expect(embeddedServices(production).payments).toBe(false);
    expect(paymentsSandboxAllowed(loadEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }))).toBe(true);
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX="yes": expects '1' or '0'/);
  });

  it('pays through the sandbox at the platform by default, and through Stripe once STRIPE_SECRET_KEY is set', () => {
    expect(paymentProvider(loadEnv({ PLATFORM_PORT: '4100' }))).toEqual({
      secretKey: 'sk_test_embedded_sandbox',
      apiUrl: 'http://127.0.0.1:4100',
    });
    expect(paymentProvider(loadEnv({ STRIPE_SECRET_KEY: 'sk_live_abc123' }))).toEqual({
      secretKey: 'sk_live_abc123',
      apiUrl: undefined,
    });
    expect(paymentProvider(loadEnv({ STRIPE_API_URL: 'http://payments.internal:8080/' }))).toEqual({
      secretKey: 'sk_test_embedded_sandbox',
      apiUrl: 'http://payments.internal:8080',
    });
    expect(loadEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' }).STRIPE_WEBHOOK_SECRET).toBe(
      'whsec_0123456789',
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(/STRIPE_SECRET_KEY="pk_live_abc"/);
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET="secret"/);
    expect(() => loadEnv({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });

  it('reads the sanctions list file, unset by default (the demo list)', () => {
    expect(loadEnv({}).SANCTIONS_LIST_FILE).toBeUndefined();
    expect(loadEnv({ SANCTIONS_LIST_FILE: '/data/sdn.csv' }).SANCTIONS_LIST_FILE).toBe('/data/sdn.csv');
    expect(loadEnv({ SANCTIONS_LIST_FILE: '' }).SANCTIONS_LIST_FILE).toBeUndefined();
  });

  it('reads the operator API key, a secret of at least 16 characters', () => {
    expect(loadEnv({}).OPERATOR_API_KEY).toBeUndefined();
    expect(loadEnv({ OPERATOR_API_KEY: 'operator-key-0123456789' }).OPERATOR_API_KEY).toBe(
      'operator-key-0123456789',
    );
    expect(() => loadEnv({ OPERATOR_API_KEY: 'short' })).toThrow(/OPERATOR_API_KEY="short"/);
  });

  it("reads the storefront's revalidation endpoint, unset by default", () => {
    const url = 'http://127.0.0.1:3000/api/revalidate';
    expect(loadEnv({}).STOREFRONT_REVALIDATE_URL).toBeUndefined();
    expect(loadEnv({ STOREFRONT_REVALIDATE_URL: url }).STOREFRONT_REVALIDATE_URL).toBe(url);
    expect(() => loadEnv({ STOREFRONT_REVALIDATE_URL: 'ftp://x' })).toThrow(/STOREFRONT_REVALIDATE_URL/);
  });

  it('reconciles card payments every minute by default, from one second to an hour', () => {
    expect(loadEnv({}).PAYMENT_RECONCILE_INTERVAL_MS).toBe(60_000);
    expect(loadEnv({ PAYMENT_RECONCILE_INTERVAL_MS: '5000' }).PAYMENT_RECONCILE_INTERVAL_MS).toBe(5000);
    expect(() => loadEnv({ PAYMENT_RECONCILE_INTERVAL_MS: '10' })).toThrow(/PAYMENT_RECONCILE_INTERVAL_MS/);
    expect(loadEnv({}).QUALIFICATION_REMINDER_INTERVAL_MS).toBe(3_600_000);
    expect(loadEnv({ QUALIFICATION_REMINDER_INTERVAL_MS: '60000' }).QUALIFICATION_REMINDER_INTERVAL_MS).toBe(
      60_000,
    );
    expect(() => loadEnv({ QUALIFICATION_REMINDER_INTERVAL_MS: '10' })).toThrow(
      /QUALIFICATION_REMINDER_INTERVAL_MS/,
    );
  });

  it('reads the log format', () => {
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });

  it('reads the mail settings: SMTP only when SMTP_URL is set, a sender by default', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).MAIL_FROM).toBe('Assessments store <no-reply@assessments.example.com>');
    const env = loadEnv({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'shop@example.com',
    });
    expect(env.SMTP_URL).toBe('smtps://user:secret@smtp.example.com:465');
    expect(env.MAIL_FROM).toBe('shop@example.com');
  });

  it('is a demo without DATABASE_URL, or with DEMO_DATA=1', () => {
    expect(isDemo(loadEnv({}))).toBe(true);
    expect(isDemo(loadEnv({ DATABASE_URL: 'postgres://db/store' }))).toBe(false);
    expect(isDemo(loadEnv({ DATABASE_URL: 'postgres://db/store', DEMO_DATA: '1' }))).toBe(true);
  });

  it('accepts the published reCAPTCHA pass only in the demo, and a token of your own anywhere', () => {
    const postgres = { DATABASE_URL: 'postgres://db/store' };
    expect(recaptchaPass(loadEnv({}))).toBe(PUBLISHED_RECAPTCHA_TOKEN);
    expect(recaptchaPass(loadEnv(postgres))).toBeUndefined();
    expect(recaptchaPass(loadEnv({ ...postgres, DEMO_DATA: '1' }))).toBe(PUBLISHED_RECAPTCHA_TOKEN);
    expect(recaptchaPass(loadEnv({ ...postgres, IDENTITY_RECAPTCHA_TOKEN: 'our-own-secret' }))).toBe(
      'our-own-secret',
    );
    expect(embeddedRecaptchaPass(loadEnv({}))).toBe(PUBLISHED_RECAPTCHA_TOKEN);
    expect(embeddedRecaptchaPass(loadEnv(postgres))).toBeUndefined();
    expect(embeddedRecaptchaPass(loadEnv({ IDENTITY_BASE_URL: 'https://am.example.com' }))).toBeUndefined();
  });

  it("reads the storefront's public origins in their order, none by default (the locales' home origins)", () => {
    expect(storefrontPublicOrigins(loadEnv({}))).toEqual(new Set());
    const env = loadEnv({ STOREFRONT_PUBLIC_ORIGINS: 'https://shop.example.net, http://localhost:3000' });
    expect([...storefrontPublicOrigins(env)]).toEqual(['https://shop.example.net', 'http://localhost:3000']);
  });

  it('trusts loopback proxies by default and reads a list of addresses and ranges', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toBe('127.0.0.1,::1');
    const list = '10.0.0.0/8, 192.0.2.7,2001:db8::/32,::ffff:127.0.0.1';
    expect(loadEnv({ TRUSTED_PROXIES: list }).TRUSTED_PROXIES).toBe(list);
  });

  it.each([
    ['TRUSTED_PROXIES', '10.0.0.0/33', /TRUSTED_PROXIES=.*IP addresses or CIDR ranges/],
    ['TRUSTED_PROXIES', 'proxy.example.com', /TRUSTED_PROXIES=.*IP addresses or CIDR ranges/],
    ['TRUSTED_PROXIES', '256.1.1.1', /TRUSTED_PROXIES=.*IP addresses or CIDR ranges/],
    ['NOTIFICATIONS_SIGNING_KEY', 'short', /NOTIFICATIONS_SIGNING_KEY=.*at least 32 characters/],
    ['DEMO_DATA', 'yes', /DEMO_DATA=.*'1' or '0'/],
    ['SMTP_URL', 'mail.example.com', /SMTP_URL="mail.example.com": expects an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_FROM', 'Store <nobody>', /MAIL_FROM=.*expects an address/],
    ['MAIL_FROM', 'a@b.c\r\nBcc: x@y.z', /MAIL_FROM=.*expects an address/],
    ['PORT', 'abc', /PORT="abc": expects a whole number/],
    ['PORT', '70000', /PORT="70000"/],
    ['OPERATIONS_PORT', '0', /OPERATIONS_PORT="0": expects a whole number/],
    ['OPERATIONS_CONSOLE', 'no', /OPERATIONS_CONSOLE=.*'1' or '0'/],
    ['EDGE_CACHE', 'off', /EDGE_CACHE=.*'1' or '0'/],
    ['CONTENT_BASE_URL', 'content.example.com', /CONTENT_BASE_URL=.*absolute http\(s\) URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL=.*postgres/],
    ['GTM_CONTAINER_ID', 'UA-1', /GTM_CONTAINER_ID=.*container id/],
    ['FLAGS_MOCK', 'maybe', /FLAGS_MOCK=.*'1' or '0'/],
    ['IDENTITY_PROVIDER_KIND', 'forgerock', /IDENTITY_PROVIDER_KIND=.*'am' or 'legacy'/],
    ['STOREFRONT_PUBLIC_ORIGINS', 'shop.example.net', /STOREFRONT_PUBLIC_ORIGINS=.*comma list of origins/],
    ['STOREFRONT_PUBLIC_ORIGINS', 'https://shop.example.net/en-us', /STOREFRONT_PUBLIC_ORIGINS=.*origins/],
    ['LOG_FORMAT', 'text', /LOG_FORMAT="text": expects 'pretty' or 'json'/],
  ])('names %s when it is %s', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});
