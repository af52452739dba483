import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { MARKETING_TOKEN_DAYS, type MarketingStateAnswer } from '@store/contracts/commerce-preferences';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import { ProblemError } from '@store/service-runtime';
import { customers } from '../db/schema.ts';
import { marketingConfirmationLink } from '../mail/store-links.ts';

/**
 * Marketing emails with a double opt-in (docs/preferences.md): asking sets `pending` and mails a
 * link; only opening it turns them `on`. The link's token is 32 random bytes of which only the
 * SHA-256 is kept, good for MARKETING_TOKEN_DAYS; asking again replaces it, so the older link stops
 * working. Unsubscribing is at once and withdraws a pending link.
 */

const TOKEN_MS = MARKETING_TOKEN_DAYS * 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SubscribeRequest {
  userId: string;
  /** The language of the confirmation mail (mailLocale). */
  locale: Locale;
  origins: ReadonlySet<string>;
  now?: Date;
}

export async function subscribeMarketing(
  db: Db,
  { userId, locale, origins, now = new Date() }: SubscribeRequest,
): Promise<MarketingStateAnswer | undefined> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, userId)).for('update');
    if (!customer) return undefined;
    if (customer.marketingEmails === 'on') return { marketing: 'on' };
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(customers)
      .set({
        marketingEmails: 'pending',
        marketingTokenHash: hashOf(token),
        marketingRequestedAt: now.toISOString(),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, userId));
    await enqueueMail(tx, {
      template: 'marketingConfirm',
      to: customer.email,
      locale,
      params: {
        name: customer.firstName,
        link: marketingConfirmationLink(origins, locale, token),
        days: MARKETING_TOKEN_DAYS,
      },
    });
    return { marketing: 'pending' };
  });
}

export async function unsubscribeMarketing(
  db: Db,
  userId: string,
): Promise<MarketingStateAnswer | undefined> {
  const [updated] = await db
    .update(customers)
    .set({
      marketingEmails: 'off',
      marketingTokenHash: null,
      marketingRequestedAt: null,
      marketingConfirmedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, userId))
    .returning({ id: customers.id });
  return updated ? { marketing: 'off' } : undefined;
}

/**
 * The link is the proof: no sign-in. The token is kept after confirming, so opening the link again
 * while it is good answers `on` rather than an error.
 */
export async function confirmMarketing(
  db: Db,
  token: string,
  now = new Date(),
): Promise<MarketingStateAnswer> {
  const [confirmed] = await db
    .update(customers)
    .set({
      marketingEmails: 'on',
      marketingConfirmedAt: sql`coalesce(${customers.marketingConfirmedAt}, ${now.toISOString()})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(customers.marketingTokenHash, hashOf(token)),
        inArray(customers.marketingEmails, ['pending', 'on']),
        gt(customers.marketingRequestedAt, new Date(now.getTime() - TOKEN_MS).toISOString()),
      ),
    )
    .returning({ id: customers.id });
  if (!confirmed) {
    throw new ProblemError(
      410,
      `This confirmation link is unknown, replaced by a newer one or older than ${MARKETING_TOKEN_DAYS} days: subscribe again from your preferences to get a new link.`,
    );
  }
  return { marketing: 'on' };
}
