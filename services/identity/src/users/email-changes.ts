import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { EMAIL_CHANGE_TOKEN_PARAM, IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import { hashToken } from '../am/trees/password-reset.ts';
import { emailChanges, users } from '../schema.ts';
import type { User } from './users.ts';

/**
 * Sign-in email changes: the new address is mailed a link (a random token, only its SHA-256
 * kept), valid for 30 minutes and once, and the address changes only when the link is followed.
 * The old address is then told. As with reset links, no answer says whether an address is taken.
 */

export const EMAIL_CHANGE_LINK_MINUTES = 30;
/** More open links than this are not sent, so that no one floods a mailbox from one account. */
const MAX_OPEN_LINKS = 3;

export function emailChangeLink(origin: string, locale: Locale, token: string): string {
  const link = new URL(`/${locale}${IDENTITY_STOREFRONT_PATHS.profile}`, origin);
  link.searchParams.set(EMAIL_CHANGE_TOKEN_PARAM, token);
  return link.toString();
}

/** Whether another account signs in with this address. */
export async function emailTaken(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Mails the link to the new address; nothing is sent past the account's open links. */
export async function sendEmailChangeLink(
  db: Db,
  user: User,
  newEmail: string,
  origin: string,
  locale: Locale,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ links: count() })
      .from(emailChanges)
      .where(
        and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)),
      );
    if ((open?.links ?? 0) >= MAX_OPEN_LINKS) return;
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId: user.id,
      newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      template: 'emailChangeConfirm',
      to: newEmail,
      locale,
      params: {
        givenName: user.givenName,
        link: emailChangeLink(origin, locale, token),
        minutes: EMAIL_CHANGE_LINK_MINUTES,
      },
    });
  });
}

/** The live link of a token: whose it is and the address it confirms; undefined when unknown, used or expired. */
export async function openEmailChange(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * Follows a link: one statement marks it used, so two uses at once cannot both succeed; the
 * account's other open links end with it. Answers whether this use was the one.
 */
export async function useEmailChange(db: Db, tokenHash: string, userId: string): Promise<boolean> {
  const now = new Date();
  const [used] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId });
  if (!used) return false;
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  return true;
}

export async function setEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
