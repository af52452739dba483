import { z } from 'zod';
import { ALL_LOCALE_INFO } from '@store/locales';
import { INVOICE_STATUSES } from './commerce-invoices.ts';
import { DISCOUNT_SCHEMES } from './commerce-org-buying.ts';
import { DISCOUNT_STATES, ORGANISATION_ROLES } from './commerce-organisation-roles.ts';
import {
  organisationInvitationSchema,
  organisationJoinRequestSchema,
  organisationMemberSchema,
  organisationRolesSchema,
  operatorOrganisationSchema,
} from './commerce-organisations.ts';
import { ORDER_STATUSES } from './commerce-orders.ts';
import { operatorListSchema, operatorMoneySchema, operatorPagingSchema } from './operator-lists.ts';
import { QUALIFICATION_STATUSES } from './qualification-schemes.ts';

/**
 * Customers and organisations in the operator API (docs/operations.md): what support agents, order
 * managers and finance see of a customer (never a password or a card number), and the organisation
 * accounts with their members, roles, invitations, join requests and discount.
 */

const siteIds = [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))];
const siteIdSchema = z.enum(siteIds, `expects a site: ${siteIds.join(', ')}`);
const timestamp = z.iso.datetime({ offset: true });
const freeText = z
  .string()
  .trim()
  .min(1, 'expects some text to search for')
  .max(200, 'expects at most 200 characters');

export const OPERATOR_CUSTOMER_SORTS = ['createdAt', 'name', 'email', 'orders'] as const;

/**
 * GET /operator/customers: `q` is part of a name or an email, or an order number (its customer);
 * `siteId` keeps the customers who ordered there or belong to one of its organisations.
 */
export const operatorCustomerQuerySchema = operatorPagingSchema
  .extend({
    sort: z
      .enum(OPERATOR_CUSTOMER_SORTS, `expects one of ${OPERATOR_CUSTOMER_SORTS.join(', ')}`)
      .default('createdAt'),
    q: freeText.optional(),
    siteId: siteIdSchema.optional(),
  })
  .strict();
export type OperatorCustomerQuery = z.output<typeof operatorCustomerQuerySchema>;

export const operatorCustomerParamsSchema = z
  .object({ userId: z.uuid('expects a user id (a UUID)') })
  .strict();

export const operatorCustomerRowSchema = z.object({
  /** The customer's user id. */
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  registrationCountry: z.string(),
  createdAt: timestamp,
  /** Orders on every store. */
  orders: z.number().int().nonnegative(),
});
export type OperatorCustomerRow = z.infer<typeof operatorCustomerRowSchema>;

export const operatorCustomerListSchema = operatorListSchema(operatorCustomerRowSchema);
export type OperatorCustomerList = z.infer<typeof operatorCustomerListSchema>;

/** The number of orders a customer's detail lists, newest first. */
export const OPERATOR_CUSTOMER_ORDERS = 20;

/** GET /operator/customers/{userId}: the profile and what the customer has on each store. */
export const operatorCustomerDetailSchema = operatorCustomerRowSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  preferredLocale: z.string().nullable(),
  /** The stores the customer ordered on, submitted a qualification to or belongs to an organisation of. */
  sites: z.array(z.string()),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      siteId: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: operatorMoneySchema,
      placedAt: timestamp,
    }),
  ),
  qualifications: z.array(
    z.object({
      id: z.uuid(),
      siteId: z.string(),
      type: z.string(),
      level: z.string(),
      status: z.enum(QUALIFICATION_STATUSES),
      submittedAt: timestamp,
      expiresOn: z.iso.date().nullable(),
    }),
  ),
  organisations: z.array(
    z.object({
      id: z.uuid(),
      accountNumber: z.string(),
      name: z.string(),
      siteId: z.string(),
      roles: z.array(z.enum(ORGANISATION_ROLES)),
    }),
  ),
  openInvoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      siteId: z.string(),
      status: z.enum(INVOICE_STATUSES),
      balance: operatorMoneySchema,
      dueOn: z.iso.date(),
    }),
  ),
});
export type OperatorCustomerDetail = z.infer<typeof operatorCustomerDetailSchema>;

export const OPERATOR_ORGANISATION_SORTS = ['name', 'createdAt', 'accountNumber'] as const;

/** GET /operator/organisations: `q` is part of the name or of the account number. */
export const operatorOrganisationListQuerySchema = operatorPagingSchema
  .extend({
    sort: z
      .enum(OPERATOR_ORGANISATION_SORTS, `expects one of ${OPERATOR_ORGANISATION_SORTS.join(', ')}`)
      .default('name'),
    order: z.enum(['asc', 'desc'], 'expects asc or desc').default('asc'),
    q: freeText.optional(),
    siteId: siteIdSchema.optional(),
  })
  .strict();
export type OperatorOrganisationListQuery = z.output<typeof operatorOrganisationListQuerySchema>;

export const operatorOrganisationListSchema = operatorListSchema(operatorOrganisationSchema);
export type OperatorOrganisationList = z.infer<typeof operatorOrganisationListSchema>;

export const operatorOrganisationIdParamsSchema = z
  .object({ id: z.uuid('expects an organisation id (a UUID)') })
  .strict();

export const operatorMemberParamsSchema = operatorOrganisationIdParamsSchema
  .extend({ userId: z.uuid('expects a user id (a UUID)') })
  .strict();

export const operatorMemberRolesSchema = z.object({ roles: organisationRolesSchema }).strict();

/** A member as the operator reads it: the shape the organisation's own administrators read. */
export const operatorOrganisationMemberSchema = organisationMemberSchema;
export type OperatorOrganisationMember = z.infer<typeof operatorOrganisationMemberSchema>;

/** GET /operator/organisations/{id}. */
export const operatorOrganisationDetailSchema = z.object({
  id: z.uuid(),
  accountNumber: z.string(),
  siteId: z.string(),
  name: z.string(),
  createdAt: timestamp,
  memberCount: z.number().int().nonnegative(),
  members: z.array(operatorOrganisationMemberSchema),
  /** Invitations neither used, revoked nor expired, newest first. */
  invitations: z.array(organisationInvitationSchema),
  /** Join requests waiting for an administrator, oldest first. */
  joinRequests: z.array(organisationJoinRequestSchema),
  /**
   * The discount in force, else the one that ended last, else the next; `state` is null for a uap
   * discount that has not started. `spent` (uap only) is what the orders that took it total before
   * discount within its dates, the amount its spending limit is counted against.
   */
  discount: z
    .object({
      scheme: z.enum(DISCOUNT_SCHEMES),
      percent: z.number().min(0).max(100),
      startsOn: z.iso.date(),
      endsOn: z.iso.date(),
      state: z.enum(DISCOUNT_STATES).nullable(),
      spendingLimit: operatorMoneySchema.nullable(),
      spent: operatorMoneySchema.nullable(),
    })
    .nullable(),
});
export type OperatorOrganisationDetail = z.infer<typeof operatorOrganisationDetailSchema>;
