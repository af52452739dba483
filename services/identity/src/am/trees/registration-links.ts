import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import { IDENTITY_STOREFRONT_PATHS, REGISTRATION_TOKEN_PARAM } from '@store/contracts/identity';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { enqueueMail, renderMail } from '@store/mail';
import { registrations, type users } from '../../schema.ts';
import { insertUser, type User } from '../../users/users.ts';
import { hashToken, mailLocale } from './password-reset.ts';

/**
 * A registration ends in "check your email" for everyone (ADR 15): a new address is mailed a
 * single-use link that creates the account and signs it in; an address that already has an
 * account is mailed a notice instead, and nothing is created. Both cost the same work, so neither
 * the answer nor its timing tells whether an address is registered.
 */

export const REGISTRATION_LINK_HOURS = 24;
/** More mails to one address than this in a link's lifetime are not sent (the answer stays the same). */
const MAX_OPEN_MAILS = 3;

type UserRow = typeof users.$inferInsert;

/** The account a link creates, as kept until then: hashes only, no password or answer in clear. */
const pendingAccount = z.object({
  id: z.uuid(),
  username: z.string(),
  usernameSkeleton: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  registrationCountryIso: z.string(),
  locale: z.string().nullable().optional(),
  passwordSalt: z.string(),
  passwordHash: z.string(),
  kbaQuestion: z.string().nullable(),
  kbaAnswerHash: z.string().nullable(),
});

export function registrationLink(origin: string, locale: Locale, token: string): string {
  const link = new URL(`/${locale}${IDENTITY_STOREFRONT_PATHS.register}`, origin);
  link.searchParams.set(REGISTRATION_TOKEN_PARAM, token);
  return link.toString();
}

/**
 * Mails the address of a registration: the confirmation link when it has no account (`owner`
 * undefined), the notice to its owner otherwise. `locale` is the page's, for the new customer.
 */
export async function mailRegistration(
  db: Db,
  account: UserRow,
  owner: User | undefined,
  origin: string,
  locale: Locale,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const link = registrationLink(origin, locale, token);
  const confirmation = {
    template: 'registrationConfirm' as const,
    to: account.email,
    locale,
    params: { givenName: account.givenName, link, hours: REGISTRATION_LINK_HOURS },
  };
  const notice = {
    template: 'registrationAttempt' as const,
    to: owner?.email ?? '',
    locale: mailLocale(owner),
    params: { givenName: owner?.givenName ?? '' },
  };
  // The message not sent is rendered all the same, so that both answers take as long.
  if (owner) renderMail(confirmation.template, confirmation.locale, confirmation.params);
  else renderMail(notice.template, notice.locale, notice.params);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(registrations).where(lt(registrations.expiresAt, now));
    const [open] = await tx
      .select({ mails: count() })
      .from(registrations)
      .where(and(eq(registrations.email, account.email), gt(registrations.expiresAt, now)));
    if ((open?.mails ?? 0) >= MAX_OPEN_MAILS) return;
    await tx.insert(registrations).values({
      tokenHash: hashToken(token),
      email: account.email,
      account: owner ? null : pendingAccount.parse(account),
      expiresAt: new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000),
    });
    await enqueueMail(tx, owner ? notice : confirmation);
  });
}

/**
 * Uses a confirmation link: the row is taken in one statement, so a link creates at most one
 * account. Undefined when the link is unknown, used, expired, a notice's, or when its username
 * or address was taken since (the first link confirmed wins).
 */
export async function confirmRegistration(db: Db, token: string): Promise<User | undefined> {
  const [taken] = await db
    .delete(registrations)
    .where(and(eq(registrations.tokenHash, hashToken(token)), gt(registrations.expiresAt, new Date())))
    .returning({ account: registrations.account });
  const account = pendingAccount.safeParse(taken?.account);
  return account.success ? insertUser(db, account.data) : undefined;
}
