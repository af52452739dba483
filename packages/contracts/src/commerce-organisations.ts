import { z } from 'zod';
import { ALL_LOCALE_INFO } from '@store/locales';
import { ORGANISATION_ROLES } from './commerce-organisation-roles.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';

/**
 * Organisation accounts of the store headless API (issue 14, docs/organisations.md): memberships and
 * roles, invitations by email, join requests by account number and their decisions, and the
 * operator's organisations. Every customer route is the path's customer's own (bearer token) and the
 * site's: another site's organisation, or one the caller does not belong to, is 404.
 */

/** An invitation's link works this long. */
export const INVITATION_VALID_DAYS = 14;
export const ORGANISATION_NAME_MAX = 120;
export const JOIN_REQUEST_MESSAGE_MAX = 500;
export const INVITATION_EMAIL_MAX = 254;

/** `ORG-` + the site's code (its store id before "assessments") + 6 digits: ORG-US104215. */
export const ACCOUNT_NUMBER_PATTERN = /^ORG-[A-Z]{2,4}\d{6}$/;

const roleSchema = z.enum(ORGANISATION_ROLES, `expects a role: ${ORGANISATION_ROLES.join(', ')}`);

/** One or more roles, each once. */
export const organisationRolesSchema = z
  .array(roleSchema, 'expects a list of roles')
  .min(1, 'expects at least one role')
  .max(ORGANISATION_ROLES.length, `expects at most ${ORGANISATION_ROLES.length} roles`)
  .refine((roles) => new Set(roles).size === roles.length, 'expects each role once');

const uuid = (what: string) => z.uuid(`expects ${what} (a UUID)`);

export const organisationParamsSchema = z
  .object({ userId: uuid('a user id'), organisationId: uuid('an organisation id') })
  .strict();
export const invitationParamsSchema = organisationParamsSchema
  .extend({ invitationId: uuid('an invitation id') })
  .strict();
export const organisationJoinRequestParamsSchema = organisationParamsSchema
  .extend({ requestId: uuid('a join request id') })
  .strict();
/** A member is named by their user id. */
export const memberParamsSchema = organisationParamsSchema
  .extend({ memberId: uuid('a member’s user id') })
  .strict();
export const ownJoinRequestParamsSchema = z
  .object({ userId: uuid('a user id'), requestId: uuid('a join request id') })
  .strict();
/**
 * `token`: the token of the invitation mail's link, or the invitation's id from the caller's own
 * list (an id reaches only an invitation addressed to the caller's sign-in email).
 */
export const invitationTokenParamsSchema = z
  .object({
    userId: uuid('a user id'),
    token: z
      .string('expects the invitation’s token')
      .regex(/^[\w-]{20,100}$/, 'expects the invitation’s token from the link in its email'),
  })
  .strict();

const emailSchema = z
  .string('expects the email address as text')
  .trim()
  .max(INVITATION_EMAIL_MAX, `expects at most ${INVITATION_EMAIL_MAX} characters`)
  .pipe(z.email('expects an email address such as name@example.com'));

/** POST /users/{userId}/organisations/{organisationId}/invitations (administrator). */
export const invitationRequestSchema = z
  .object({ email: emailSchema, roles: organisationRolesSchema })
  .strict();
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** POST /users/{userId}/organisation-join-requests. */
export const joinRequestSchema = z
  .object({
    accountNumber: z
      .string('expects the organisation’s account number')
      .trim()
      .toUpperCase()
      .regex(ACCOUNT_NUMBER_PATTERN, 'expects an account number such as ORG-US104215'),
    message: z
      .string('expects the message as text')
      .trim()
      .min(1, 'expects a message, or leave it out')
      .max(JOIN_REQUEST_MESSAGE_MAX, `expects at most ${JOIN_REQUEST_MESSAGE_MAX} characters`)
      .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`)
      .optional(),
  })
  .strict();
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const JOIN_DECISIONS = ['approve', 'decline'] as const;
export type JoinDecision = (typeof JOIN_DECISIONS)[number];

/** POST …/organisations/{organisationId}/join-requests/{requestId}/decision (administrator). */
export const joinDecisionSchema = z
  .object({
    decision: z.enum(JOIN_DECISIONS, 'expects approve or decline'),
    /** The new member's roles on approval; purchaser when left out. */
    roles: organisationRolesSchema.optional(),
  })
  .strict();
export type JoinDecisionRequest = z.infer<typeof joinDecisionSchema>;

/** PUT …/organisations/{organisationId}/members/{memberId}/roles (administrator). */
export const memberRolesSchema = z.object({ roles: organisationRolesSchema }).strict();

const timestamp = z.iso.datetime({ offset: true });

/** One of the caller's organisations. `active`: the account the caller buys for. */
export const organisationMembershipSchema = z.object({
  id: z.uuid(),
  accountNumber: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  joinedAt: timestamp,
  active: z.boolean(),
});
export type OrganisationMembership = z.infer<typeof organisationMembershipSchema>;

/** A join request as its requester sees it. */
export const ownJoinRequestSchema = z.object({
  id: z.uuid(),
  organisationName: z.string(),
  accountNumber: z.string(),
  message: z.string().optional(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: timestamp,
});
export type OwnJoinRequest = z.infer<typeof ownJoinRequestSchema>;

/** A pending invitation addressed to the caller's email; its id opens it in place of the token. */
export const ownInvitationSchema = z.object({
  id: z.uuid(),
  organisationName: z.string(),
  accountNumber: z.string(),
  roles: z.array(roleSchema),
  invitedAt: timestamp,
  expiresAt: timestamp,
});
export type OwnInvitation = z.infer<typeof ownInvitationSchema>;

/** GET /users/{userId}/organisations. */
export const organisationOverviewSchema = z.object({
  memberships: z.array(organisationMembershipSchema),
  joinRequests: z.array(ownJoinRequestSchema),
  invitations: z.array(ownInvitationSchema),
});
export type OrganisationOverview = z.infer<typeof organisationOverviewSchema>;

export const organisationMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  joinedAt: timestamp,
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

export const organisationInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  roles: z.array(roleSchema),
  invitedAt: timestamp,
  expiresAt: timestamp,
});
export type OrganisationInvitation = z.infer<typeof organisationInvitationSchema>;

export const organisationJoinRequestSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string().optional(),
  createdAt: timestamp,
});
export type OrganisationJoinRequest = z.infer<typeof organisationJoinRequestSchema>;

/**
 * GET /users/{userId}/organisations/{organisationId}: the organisation, the caller's own roles and
 * its members; pending invitations and join requests only for an administrator.
 */
export const organisationDetailSchema = organisationMembershipSchema.extend({
  members: z.array(organisationMemberSchema),
  invitations: z.array(organisationInvitationSchema).optional(),
  joinRequests: z.array(organisationJoinRequestSchema).optional(),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

export const INVITATION_STATES = ['valid', 'expired', 'used', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/**
 * GET /users/{userId}/organisation-invitations/{token}: what the invitation offers. `email` is the
 * invited address, masked unless it is the caller's; `forCaller` tells whether the caller may accept.
 */
export const invitationPreviewSchema = z.object({
  id: z.uuid(),
  organisation: z.object({ id: z.uuid(), name: z.string(), accountNumber: z.string() }),
  roles: z.array(roleSchema),
  email: z.string(),
  forCaller: z.boolean(),
  state: z.enum(INVITATION_STATES),
  expiresAt: timestamp,
  /** The caller is a member already (after accepting, or before). */
  member: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST …/join-requests/{requestId}/decision: the request's outcome and, on approval, the member. */
export const joinDecisionResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(['approved', 'declined']),
  member: organisationMemberSchema.optional(),
});
export type JoinDecisionResult = z.infer<typeof joinDecisionResultSchema>;

/** The answer of a DELETE: what is gone. */
export const organisationRemovalSchema = z.object({ removed: z.literal(true) });

const siteIds = [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))];

/** POST /operator/organisations. */
export const operatorOrganisationRequestSchema = z
  .object({
    siteId: z.enum(siteIds, `expects a site: ${siteIds.join(', ')}`),
    name: z
      .string('expects the organisation’s name')
      .trim()
      .min(1, 'expects the organisation’s name')
      .max(ORGANISATION_NAME_MAX, `expects at most ${ORGANISATION_NAME_MAX} characters`)
      .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`),
    administratorUserId: uuid('the administrator’s user id'),
  })
  .strict();
export type OperatorOrganisationRequest = z.infer<typeof operatorOrganisationRequestSchema>;

export const operatorOrganisationSchema = z.object({
  id: z.uuid(),
  accountNumber: z.string(),
  siteId: z.string(),
  name: z.string(),
  memberCount: z.number().int().nonnegative(),
  createdAt: timestamp,
});
export type OperatorOrganisation = z.infer<typeof operatorOrganisationSchema>;
