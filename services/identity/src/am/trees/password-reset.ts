import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { IDENTITY_STOREFRONT_PATHS, PASSWORD_RESET_TOKEN_PARAM } from '@store/contracts/identity';
import type { Db } from '@store/database';
import { ASIA_REGISTRATION_COUNTRIES, DEFAULT_LOCALE, isLocale, type Locale } from '@store/locales';
import { enqueueMail, renderMail } from '@store/mail';
import { passwordResets } from '../../schema.ts';
import type { User } from '../../users/users.ts';

/**
 * The reset links of the ForgotPassword tree: a random token in the link, only its SHA-256 in
 * the database; valid for 30 minutes and once. Asking for a link answers the same whether the
 * account exists or not, and does the same work (token, hash, rendering) either way.
 */

export const RESET_LINK_MINUTES = 30;
/** More links than this in one lifetime are not sent (the answer stays the same), so no one floods a mailbox. */
const MAX_OPEN_LINKS = 3;

/** The account id an unknown login is looked up under, so that both answers cost the same queries. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** 32 random bytes, base64url: the form the tree accepts back. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** What the database and the tree's pending step keep of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of a mailed link as a tree reads it from the authenticate call's query; undefined when absent or malformed. */
export function tokenFromQuery(
  query: Record<string, unknown>,
  param: string = PASSWORD_RESET_TOKEN_PARAM,
): string | undefined {
  const token = query[param];
  return typeof token === 'string' && TOKEN_FORMAT.test(token) ? token : undefined;
}

/** The storefront locale of an account's mail, from its registration country (requirements §2, §4). */
const COUNTRY_LOCALES: Readonly<Record<string, Locale>> = {
  US: 'en-us',
  CA: 'en-ca',
  GB: 'en-gb',
  NL: 'nl-nl',
  ES: 'es-es',
  AU: 'en-au',
  NZ: 'en-nz',
  SG: 'zh-sg',
  ...Object.fromEntries(ASIA_REGISTRATION_COUNTRIES.map((country) => [country, 'ja-jp'])),
};

export function accountLocale(registrationCountryIso: string): Locale {
  return COUNTRY_LOCALES[registrationCountryIso.toUpperCase()] ?? DEFAULT_LOCALE;
}

/** An account's mail goes out in the locale it registered in, else its registration country's. */
export function mailLocale(user: Pick<User, 'locale' | 'registrationCountryIso'> | undefined): Locale {
  return isLocale(user?.locale) ? user.locale : accountLocale(user?.registrationCountryIso ?? '');
}

export function resetLink(origin: string, locale: Locale, token: string): string {
  const link = new URL(`/${locale}${IDENTITY_STOREFRONT_PATHS.forgotPassword}`, origin);
  link.searchParams.set(PASSWORD_RESET_TOKEN_PARAM, token);
  return link.toString();
}

/**
 * Sends a reset link to the account, if there is one. For an unknown login the same token is made
 * and the same message rendered and the same look-up made; nothing is stored or sent.
 */
export async function sendResetLink(db: Db, user: User | undefined, origin: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const locale = mailLocale(user);
  const message = {
    template: 'passwordReset' as const,
    to: user?.email ?? '',
    locale,
    params: {
      givenName: user?.givenName ?? '',
      link: resetLink(origin, locale, token),
      minutes: RESET_LINK_MINUTES,
    },
  };
  // enqueueMail renders a known account's message; an unknown one's is rendered here, as much work.
  if (!user) renderMail(message.template, message.locale, message.params);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ links: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user?.id ?? NO_ACCOUNT),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      );
    if (!user || (open?.links ?? 0) >= MAX_OPEN_LINKS) return;
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await enqueueMail(tx, message);
  });
}

/** The account a live link belongs to; undefined when the token is unknown, used or expired. */
export async function userOfLink(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  return row?.userId;
}

/**
 * Uses a link: one statement, so that two uses at once cannot both succeed. The account's other
 * open links end with it. Answers the account, or undefined when the link no longer works.
 */
export async function useLink(db: Db, tokenHash: string): Promise<string | undefined> {
  const now = new Date();
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!used) return undefined;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
  return used.userId;
}
