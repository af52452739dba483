import { and, arrayContains, eq } from 'drizzle-orm';
import type { OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import { INVITATION_VALID_DAYS } from '@store/contracts/commerce-organisations';
import { isLocale, type Locale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import type { Tx } from '../carts/carts.ts';
import { customers, organisationMembers } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { accountsLink, organisationInvitationLink, organisationLink } from '../mail/store-links.ts';
import { fullName } from './organisation-scope.ts';

/**
 * The organisation mails (docs/organisations.md), queued in the outbox in the transaction of the
 * change that causes them: the invitation, a join request to the administrators, the decision to
 * the requester.
 */

interface Links {
  site: Site;
  storeOrigins: ReadonlySet<string>;
}

/** A member's own language when they chose one the site serves, else the request's. */
function localeFor(site: Site, preferred: string | null, fallback: Locale): Locale {
  return isLocale(preferred) && site.locales.includes(preferred) ? preferred : fallback;
}

export async function queueInvitation(
  tx: Tx,
  links: Links,
  invitation: { email: string; token: string; roles: OrganisationRole[]; organisationName: string },
  inviterName: string,
  locale: Locale,
): Promise<void> {
  await enqueueMail(tx, {
    template: 'organisationInvitation',
    to: invitation.email,
    locale,
    params: {
      inviterName,
      organisationName: invitation.organisationName,
      roles: invitation.roles,
      link: organisationInvitationLink(links.storeOrigins, locale, invitation.token),
      days: INVITATION_VALID_DAYS,
    },
  });
}

export async function queueJoinRequestToAdministrators(
  tx: Tx,
  links: Links,
  request: {
    organisationId: string;
    organisationName: string;
    requesterName: string;
    requesterEmail: string;
    message: string | undefined;
  },
  locale: Locale,
): Promise<void> {
  const administrators = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      preferredLocale: customers.preferredLocale,
    })
    .from(organisationMembers)
    .innerJoin(customers, eq(customers.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, request.organisationId),
        arrayContains(organisationMembers.roles, ['administrator']),
      ),
    );
  for (const administrator of administrators) {
    const own = localeFor(links.site, administrator.preferredLocale, locale);
    await enqueueMail(tx, {
      template: 'organisationJoinRequest',
      to: administrator.email,
      locale: own,
      params: {
        name: administrator.firstName,
        requesterName: request.requesterName,
        requesterEmail: request.requesterEmail,
        organisationName: request.organisationName,
        ...(request.message === undefined ? {} : { message: request.message }),
        organisationLink: organisationLink(links.storeOrigins, own, request.organisationId),
      },
    });
  }
}

export async function queueJoinDecision(
  tx: Tx,
  links: Links,
  requesterId: string,
  decision: { organisationName: string; approved: boolean; roles: OrganisationRole[] },
  locale: Locale,
): Promise<void> {
  const [requester] = await tx.select().from(customers).where(eq(customers.id, requesterId));
  if (!requester) return;
  const own = localeFor(links.site, requester.preferredLocale, locale);
  await enqueueMail(tx, {
    template: 'organisationJoinDecision',
    to: requester.email,
    locale: own,
    params: {
      name: requester.firstName || fullName(requester),
      organisationName: decision.organisationName,
      decision: decision.approved ? 'approved' : 'declined',
      roles: decision.approved ? decision.roles : [],
      accountsLink: accountsLink(links.storeOrigins, own),
    },
  });
}
