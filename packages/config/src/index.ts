import { z } from 'zod';

/**
 * The environment every process reads, validated once at start. A bad value stops the start
 * with a message naming the variable and what it expects (README, Configuration).
 */

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'expects a whole number from 1 to 65535' })
    .int('expects a whole number from 1 to 65535')
    .min(1, 'expects a whole number from 1 to 65535')
    .max(65535, 'expects a whole number from 1 to 65535')
    .default(fallback);

const baseUrl = z
  .url({ protocol: /^https?$/, error: 'expects an absolute http(s) URL, e.g. https://content.example.com' })
  .transform((u) => u.replace(/\/+$/, ''))
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''], { error: "expects '1' or '0'" })
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** The identity provider kinds IDENTITY_PROVIDER_KIND accepts. */
export const IDENTITY_PROVIDER_KINDS = ['am', 'legacy'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

/** The reCAPTCHA pass the README publishes; it works only in the demo (recaptchaPass). */
export const PUBLISHED_RECAPTCHA_TOKEN = 'embedded-recaptcha-pass';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** An IPv4 or IPv6 address, optionally with a prefix length (CIDR). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  if (IPV4.test(address)) return prefix === undefined || Number(prefix) <= 32;
  if (!address.includes(':') || (prefix !== undefined && Number(prefix) > 128)) return false;
  // The URL parser knows IPv6 syntax in every runtime that reads this schema.
  return URL.canParse(`http://[${address}]/`);
}

/** A comma list of http(s) origins (scheme, host and port alone). */
const origins = z
  .string()
  .refine(
    (v) => v.split(',').every((o) => /^https?:\/\/[^/?#\s]+$/.test(o.trim())),
    'expects a comma list of origins such as https://assessments.example.com,http://localhost:3000',
  )
  .optional();

export const envSchema = z.object({
  PORT: port(3000),
  /** Port of the embedded platform process (the four embedded services). */
  PLATFORM_PORT: port(4000),
  /** Port of the operations console (apps/operations), served beside the store on HOST. */
  OPERATIONS_PORT: port(3100),
  /** `0` starts the store without the operations console (the browser tests' stores that need none). */
  OPERATIONS_CONSOLE: z
    .enum(['0', '1', 'true', 'false', ''], { error: "expects '1' or '0'" })
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  HOST: z.string().min(1).default('127.0.0.1'),
  COMMERCE_BASE_URL: baseUrl,
  IDENTITY_BASE_URL: baseUrl,
  CONTENT_BASE_URL: baseUrl,
  FLAGS_BASE_URL: baseUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expects a postgres:// connection string')
    .optional(),
  /**
   * The platform key of the store headless API (x-api-key, requirements §7). A secret: never committed.
   * When unset, `npm start` makes a random one for the run and gives it to the platform and the storefront.
   */
  COMMERCE_API_KEY: z.string().min(16, 'expects a secret of at least 16 characters').optional(),
  /** Redis for sessions, rate limits and caches shared by several instances; without it they live in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expects a redis:// connection string')
    .optional(),
  /** Size of the generated catalogue the commerce service seeds: 1 is about 500 programs, 10 the scale run. */
  CATALOG_SCALE: z.coerce
    .number({ error: 'expects 1 or 10' })
    .refine((n) => n === 1 || n === 10, 'expects 1 or 10')
    .default(1),
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, 'expects a tag-manager container id such as GTM-ABC1234')
    .default('GTM-KX7QW2P'),
  FLAGS_MOCK: flag,
  /** Header a CDN sets with the visitor's ISO country code (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'expects an HTTP header name')
    .default('x-country-code'),
  /** Trust X-Forwarded-Host for the locale's domain default only behind a known proxy. */
  TRUST_FORWARDED_HOST: flag,
  /** File of flag values the embedded flag service watches. */
  FLAGS_FILE: z.string().min(1).optional(),
  /** Folder of the platform's own data (its lock, later the embedded database); default .data/ at the repo root. */
  DATA_DIR: z.string().min(1).optional(),
  /** Folder of content per locale the embedded content service serves. */
  CONTENT_DIR: z.string().min(1).optional(),
  /** Timeout in ms for calls from the storefront to the content system. */
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(3000),
  /** Address of the storefront behind the embedded edge; the start script sets it. */
  EDGE_UPSTREAM_URL: baseUrl,
  /**
   * `0` makes the embedded edge keep no answers (it still writes the inline scripts' hashes and refuses
   * unknown methods): behind nginx in the cluster, nginx's own cache does the caching (docs/deploy.md).
   */
  EDGE_CACHE: z
    .enum(['0', '1', 'true', 'false', ''], { error: "expects '1' or '0'" })
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** Build folder of the storefront, relative to apps/storefront; separate stores (tests) keep separate builds. */
  STOREFRONT_DIST_DIR: z
    .string()
    .regex(/^\.[a-z0-9-]+$/, 'expects a hidden folder name such as .next')
    .default('.next'),
  /** Build folder of the operations console, relative to apps/operations (as STOREFRONT_DIST_DIR). */
  OPERATIONS_DIST_DIR: z
    .string()
    .regex(/^\.[a-z0-9-]+$/, 'expects a hidden folder name such as .next')
    .default('.next'),
  /**
   * Public origins of the storefront (comma list) the identity service issues for and redirects to
   * (redirect_uri, post-logout address, goto). Loopback origins are always allowed.
   */
  IDENTITY_PUBLIC_ORIGINS: origins,
  /**
   * Public origins of the storefront's pages (comma list), for the absolute addresses it writes without
   * a request at hand: canonical and alternate links, structured data, the sitemap and robots.txt. Each
   * locale takes its home origin when listed, else the first listed (storeOrigin of @store/locales).
   * Unset: the locales' home origins. Read when pages are rendered, so baked into prerendered pages.
   */
  STOREFRONT_PUBLIC_ORIGINS: origins,
  /**
   * An organisation's OpenID provider the Login tree offers next to the password ("Sign in with
   * your organisation"); with its public client id. Unset: no organisation sign-in.
   */
  IDENTITY_SSO_ISSUER: baseUrl,
  IDENTITY_SSO_CLIENT_ID: z.string().min(1).max(200).optional(),
  /** The one reCAPTCHA response the embedded identity service's local verifier accepts (README). */
  IDENTITY_RECAPTCHA_TOKEN: z
    .string()
    .min(8, 'expects at least 8 characters')
    .default(PUBLISHED_RECAPTCHA_TOKEN),
  /**
   * Seed the demo customers (README, Demo customers) although DATABASE_URL is set. Without
   * DATABASE_URL (the embedded demo) they are always seeded.
   */
  DEMO_DATA: flag,
  /**
   * Proxies (comma list of addresses or CIDR ranges) whose X-Forwarded-* headers are believed: by the
   * identity service when it counts sign-in attempts per client address (X-Forwarded-For), and by the
   * edge, which otherwise sets X-Forwarded-Proto, -Host and -For itself (HSTS, Secure cookies).
   * Default: loopback, where `npm start`'s own edge and storefront call from.
   */
  TRUSTED_PROXIES: z
    .string()
    .refine(
      (v) => v.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'expects a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1',
    )
    .default('127.0.0.1,::1'),
  /**
   * The secret the store signs route notifications with (docs/notifications.md): only a signed address
   * may put free text on a page. Unset: addresses may only name catalogue messages by key.
   */
  NOTIFICATIONS_SIGNING_KEY: z.string().min(32, 'expects a secret of at least 32 characters').optional(),
  /** `production` keeps the embedded payment sandbox off unless PAYMENTS_SANDBOX=1 (paymentsSandboxAllowed). */
  NODE_ENV: z.string().optional(),
  /** `1` allows the embedded payment sandbox (services/payments) although NODE_ENV=production: a demo, never a real shop. */
  PAYMENTS_SANDBOX: flag,
  /**
   * The card payment provider's secret key (services/commerce/README.md, Payments). Unset: commerce pays
   * through the embedded payment sandbox with a test key.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'expects a Stripe secret key such as sk_live_…')
    .optional(),
  /**
   * Where commerce reaches the Stripe API: a payment sandbox's address. Default: the platform's (the
   * embedded sandbox at /v1) while STRIPE_SECRET_KEY is unset, Stripe's own once it is set.
   */
  STRIPE_API_URL: baseUrl,
  /**
   * The signing secret of commerce's payment webhook (whsec_…, from the provider's dashboard). Unset:
   * derived from COMMERCE_API_KEY, and the embedded sandbox signs its events with the same.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S{8,}$/, 'expects a webhook signing secret such as whsec_…')
    .optional(),
  /**
   * The key of commerce's operator API (services/commerce/README.md, Qualifications), sent as
   * x-operator-key. A secret: never committed. Unset: derived from COMMERCE_API_KEY in the embedded
   * demo, and the operator API refuses every call outside it.
   */
  OPERATOR_API_KEY: z.string().min(16, 'expects a secret of at least 16 characters').optional(),
  /**
   * The storefront's revalidation endpoint (POST …/api/revalidate), which commerce calls with the
   * pages of a product the operator API changed, so that their cached renders are made again at once.
   * Unset: commerce calls none, and a change shows within the pages' revalidation time.
   */
  STOREFRONT_REVALIDATE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'expects an absolute http(s) URL, e.g. http://127.0.0.1:3000/api/revalidate',
    })
    .optional(),
  /**
   * The sanctions list commerce screens orders against with the OFAC flag: the published SDN list's
   * sdn.csv, or a JSON file {"names": [...]}. Unset: the fictitious demo list (services/commerce/data).
   */
  SANCTIONS_LIST_FILE: z.string().min(1).optional(),
  /**
   * How often commerce's payment reconciler asks the provider about card orders still awaiting
   * payment, in ms (docs/order-mail.md): a payment whose webhook was lost still pays its order.
   */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * How often commerce looks for approved qualifications that lapse within 30 days and mails their
   * reminder, in ms (docs/qualifications.md); each approval is reminded once.
   */
  QUALIFICATION_REMINDER_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How processes print logs; unset, readable lines in a terminal and JSON lines otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: "expects 'pretty' or 'json'" }).optional(),
  /**
   * The kind of identity provider the pages talk to (requirements §4 Session): `am` speaks the AM protocol;
   * `legacy` announces the customer with login and logout events, and the session starts only
   * after the 4-second fallback. Read when pages are rendered.
   */
  IDENTITY_PROVIDER_KIND: z
    .enum(IDENTITY_PROVIDER_KINDS, { error: "expects 'am' or 'legacy'" })
    .default('am'),
  /**
   * The SMTP server mail is sent through (README, Mail), e.g. smtps://user:password@smtp.example.com.
   * Unset: each message stays in the outbox and is written as a .eml file under DATA_DIR/mail.
   */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s/?#]+/,
      'expects an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com',
    )
    .optional(),
  /** The sender of the store's mail. */
  MAIL_FROM: z
    .string()
    .regex(
      /^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/,
      'expects an address such as Store <no-reply@example.com>',
    )
    .default('Assessments store <no-reply@assessments.example.com>'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The address of the embedded platform, seen from the storefront. */
export function platformUrl(env: Env): string {
  return `http://127.0.0.1:${env.PLATFORM_PORT}`;
}

/** Where the storefront reaches each system: the configured base URL, else the embedded service. */
export function systemUrls(env: Env) {
  const platform = platformUrl(env);
  return {
    commerce: env.COMMERCE_BASE_URL ?? `${platform}`,
    identity: env.IDENTITY_BASE_URL ?? `${platform}/am`,
    content: env.CONTENT_BASE_URL ?? `${platform}/content`,
    flags: env.FLAGS_BASE_URL ?? `${platform}/flags`,
  };
}

/** The storefront's configured public origins, in their order; empty when unset (the locales' home origins). */
export function storefrontPublicOrigins(env: Env): ReadonlySet<string> {
  const listed = env.STOREFRONT_PUBLIC_ORIGINS?.split(',') ?? [];
  return new Set(listed.map((origin) => new URL(origin.trim()).origin));
}

/** The embedded demo (no DATABASE_URL), or DEMO_DATA=1: demo customers are seeded and the published reCAPTCHA pass works. */
export function isDemo(env: Env): boolean {
  return !env.DATABASE_URL || env.DEMO_DATA;
}

/** The reCAPTCHA response the embedded identity service accepts: none when the published one is set outside the demo. */
export function recaptchaPass(env: Env): string | undefined {
  const token = env.IDENTITY_RECAPTCHA_TOKEN;
  return token === PUBLISHED_RECAPTCHA_TOKEN && !isDemo(env) ? undefined : token;
}

/**
 * The reCAPTCHA response the storefront's check box gives: only the embedded identity service has
 * the local verifier; a real one needs Google's widget.
 */
export function embeddedRecaptchaPass(env: Env): string | undefined {
  return embeddedServices(env).identity ? recaptchaPass(env) : undefined;
}

/** The payment sandbox takes no real money, so a production process runs it only when told to. */
export function paymentsSandboxAllowed(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX;
}

/** The key the embedded payment sandbox is called with: it takes any sk_test_ key. */
export const SANDBOX_STRIPE_KEY = 'sk_test_embedded_sandbox';

/**
 * Where commerce reaches the card payment provider with the `stripe` SDK. `apiUrl` undefined: the
 * SDK's own address (api.stripe.com), used once STRIPE_SECRET_KEY is set without STRIPE_API_URL.
 */
export function paymentProvider(env: Env): { secretKey: string; apiUrl: string | undefined } {
  const secretKey = env.STRIPE_SECRET_KEY ?? SANDBOX_STRIPE_KEY;
  if (env.STRIPE_API_URL) return { secretKey, apiUrl: env.STRIPE_API_URL };
  return { secretKey, apiUrl: env.STRIPE_SECRET_KEY ? undefined : platformUrl(env) };
}

/** Which embedded services the platform must start: those without an external base URL. */
export function embeddedServices(env: Env) {
  return {
    commerce: !env.COMMERCE_BASE_URL,
    identity: !env.IDENTITY_BASE_URL,
    content: !env.CONTENT_BASE_URL,
    flags: !env.FLAGS_BASE_URL,
    payments: paymentsSandboxAllowed(env),
  };
}
