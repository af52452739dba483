import type { Locale } from '@store/locales';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import type { SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale, type SiteContext } from '../http/site-context.ts';
import { acceptInvitation, invite, previewInvitation, revokeInvitation } from './invitations.ts';
import { decideJoinRequest, requestToJoin, withdrawJoinRequest } from './join-requests.ts';
import { removeMember, setMemberRoles } from './members.ts';
import type { OrganisationScope } from './organisation-scope.ts';
import { organisationDetail, organisationOverview } from './organisation-views.ts';

/**
 * The Organisations operations (docs/organisations.md): every one is the path's customer's own
 * (their bearer token) on the site of the call; membership.ts decides what they may reach.
 */

export interface OrganisationRouteDeps extends SignInDeps {
  storeOrigins: ReadonlySet<string>;
}

export const organisationRoutes: RouteGroup<OrganisationRouteDeps> = {
  tags: ['Organisations'],
  register(route, deps) {
    const scope = async (
      context: SiteContext,
      userId: string,
      locale: Locale | undefined,
    ): Promise<OrganisationScope> => ({
      db: deps.database.db,
      site: context.site,
      customer: await ownCustomerRecord(deps, context, userId, 'reach its own customer’s organisations'),
      locale: siteLocale(context.site, locale),
      storeOrigins: deps.storeOrigins,
      now: new Date(),
    });

    route('listOrganisations', async ({ params, query, context }) =>
      organisationOverview(await scope(context, params.userId, query.locale)),
    );

    route('getOrganisation', async ({ params, query, context }) =>
      organisationDetail(await scope(context, params.userId, query.locale), params.organisationId),
    );

    route('inviteToOrganisation', async ({ params, query, body, context }) =>
      invite(await scope(context, params.userId, query.locale), params.organisationId, body),
    );

    route('revokeOrganisationInvitation', async ({ params, query, context }) =>
      revokeInvitation(
        await scope(context, params.userId, query.locale),
        params.organisationId,
        params.invitationId,
      ),
    );

    route('previewOrganisationInvitation', async ({ params, query, context }) =>
      previewInvitation(await scope(context, params.userId, query.locale), params.token),
    );

    route('acceptOrganisationInvitation', async ({ params, query, context }) =>
      acceptInvitation(await scope(context, params.userId, query.locale), params.token),
    );

    route('requestToJoinOrganisation', async ({ params, query, body, context }) =>
      requestToJoin(await scope(context, params.userId, query.locale), body),
    );

    route('withdrawJoinRequest', async ({ params, query, context }) =>
      withdrawJoinRequest(await scope(context, params.userId, query.locale), params.requestId),
    );

    route('decideJoinRequest', async ({ params, query, body, context }) =>
      decideJoinRequest(
        await scope(context, params.userId, query.locale),
        params.organisationId,
        params.requestId,
        body,
      ),
    );

    route('setOrganisationMemberRoles', async ({ params, query, body, context }) =>
      setMemberRoles(
        await scope(context, params.userId, query.locale),
        params.organisationId,
        params.memberId,
        body.roles,
      ),
    );

    route('removeOrganisationMember', async ({ params, query, context }) =>
      removeMember(await scope(context, params.userId, query.locale), params.organisationId, params.memberId),
    );
  },
};
