import { z } from 'zod';

/**
 * The store's staff (docs/operations.md): who runs the store through the operations console and who
 * serves customers in assisted sessions. Staff sign in through the identity service in a realm of
 * their own, never the customers' Login tree; the token it gives is their credential at the operator
 * API. Shared by the identity service, commerce, the console and the storefront.
 */

export const STAFF_ROLES = [
  'support-agent',
  'order-manager',
  'finance',
  'qualification-reviewer',
  'administrator',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, `expects one of ${STAFF_ROLES.join(', ')}`);

/** Staff sign in in this AM realm (/json/realms/root/realms/staff/…), with this tree. */
export const STAFF_REALM = 'staff';
export const STAFF_LOGIN_TREE = 'StaffLogin';

/** Paths relative to the identity service's base (the platform's `/am`). */
export const STAFF_IDENTITY_PATHS = {
  authenticate: `/json/realms/root/realms/${STAFF_REALM}/authenticate`,
  /** POST `{tokenId}` → the staff session's member and roles, or `{valid: false}`. */
  validate: `/json/realms/root/realms/${STAFF_REALM}/sessions?_action=validate`,
  /** POST `{tokenId}` → ends the staff session. */
  logout: `/json/realms/root/realms/${STAFF_REALM}/sessions?_action=logout`,
  /** POST `{userId}` with the staff token as a bearer: an assisted session for that customer. */
  assistedSessions: `/json/realms/root/realms/${STAFF_REALM}/assisted-sessions`,
} as const;

/** A staff session lasts this long after sign-in, whatever happens in between. */
export const STAFF_SESSION_HOURS = 8;

export const staffSessionSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    uid: z.uuid(),
    realm: z.literal(`/${STAFF_REALM}`),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    roles: z.array(staffRoleSchema),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** What an assisted session's answer gives the storefront: the customer's AM session to set as its cookie. */
export const assistedSessionSchema = z.object({
  tokenId: z.string().min(1),
  userId: z.uuid(),
  customerName: z.string(),
});
export type AssistedSession = z.infer<typeof assistedSessionSchema>;

/**
 * The claim (RFC 8693's `act`) that tokens issued in an assisted session carry, in userinfo and the
 * ID token: the support agent acting for the customer.
 */
export const ACTOR_CLAIM = 'act';
export const actorClaimSchema = z.object({ sub: z.uuid(), name: z.string() });
export type ActorClaim = z.infer<typeof actorClaimSchema>;

export interface DemoStaffMember {
  id: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  roles: readonly StaffRole[];
  /** RFC 6238 shared secret (base32) of the demo member's authenticator; demo data, seeded in the demo only. */
  totpSecret: string;
}

/** The demo password of every demo staff member (the demo only, like the demo customers'). */
export const DEMO_STAFF_PASSWORD = 'Operations-2026';

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    id: '5a7e3b10-6c2d-4e8f-9a1b-000000000001',
    username: 'ops.admin',
    email: 'ops.admin@example.com',
    givenName: 'Alex',
    familyName: 'Morgan',
    roles: ['administrator'],
    totpSecret: 'COJKO3SX3PZJ2VYM4XUVJQ7J2SZHWUT6',
  },
  {
    id: '5a7e3b10-6c2d-4e8f-9a1b-000000000002',
    username: 'ops.support',
    email: 'ops.support@example.com',
    givenName: 'Sam',
    familyName: 'Rivera',
    roles: ['support-agent'],
    totpSecret: 'QNCKGAFB2XUI7SDKS2BKYCOVBFY3E6NR',
  },
  {
    id: '5a7e3b10-6c2d-4e8f-9a1b-000000000003',
    username: 'ops.orders',
    email: 'ops.orders@example.com',
    givenName: 'Jordan',
    familyName: 'Lee',
    roles: ['order-manager'],
    totpSecret: 'ZBDVTQQ6B242FYV7LPW244ZY2M275BPJ',
  },
  {
    id: '5a7e3b10-6c2d-4e8f-9a1b-000000000004',
    username: 'ops.finance',
    email: 'ops.finance@example.com',
    givenName: 'Priya',
    familyName: 'Shah',
    roles: ['finance'],
    totpSecret: 'ZXZJ3QYH3NTGWLNIQW5WRUHRQ7NI6HQE',
  },
  {
    id: '5a7e3b10-6c2d-4e8f-9a1b-000000000005',
    username: 'ops.reviewer',
    email: 'ops.reviewer@example.com',
    givenName: 'Chris',
    familyName: 'Taylor',
    roles: ['qualification-reviewer'],
    totpSecret: 'TYOODQCG3B5LGZ2ZPK5HBICK67HC2MYU',
  },
];
