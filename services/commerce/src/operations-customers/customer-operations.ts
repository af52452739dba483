import {
  operatorOrganisationParamsSchema,
  organisationDiscountInputSchema,
  organisationDiscountSchema,
} from '@store/contracts/commerce-org-buying';
import {
  operatorOrganisationRequestSchema,
  operatorOrganisationSchema,
} from '@store/contracts/commerce-organisations';
import {
  operatorCustomerDetailSchema,
  operatorCustomerListSchema,
  operatorCustomerParamsSchema,
  operatorCustomerQuerySchema,
  operatorMemberParamsSchema,
  operatorMemberRolesSchema,
  operatorOrganisationDetailSchema,
  operatorOrganisationIdParamsSchema,
  operatorOrganisationListQuerySchema,
  operatorOrganisationListSchema,
  operatorOrganisationMemberSchema,
} from '@store/contracts/operator-customers';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_CONTENT,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { customerDetail, listCustomers } from './customer-directory.ts';
import {
  createOrganisationAsStaff,
  removeDiscountAsStaff,
  setDiscountAsStaff,
} from './organisation-changes.ts';
import { listOrganisations, organisationDetail, setMemberRolesAsStaff } from './organisation-directory.ts';

/** Customers and organisation accounts in the operator API. */

const CUSTOMER_READERS = ['support-agent', 'order-manager', 'finance'] as const;
const ORGANISATION_READERS = ['support-agent', 'finance'] as const;
const UNKNOWN_ORGANISATION = { 404: 'There is no organisation with that id.' };

export const listCustomersOperation = operatorOperation({
  id: 'listCustomers',
  method: 'GET',
  path: '/customers',
  summary: 'Find customers',
  description:
    'Customers newest first by default. `q` matches part of a name or an email, or is an order number (its customer); `siteId` keeps those with a cart, an order, a qualification or an organisation on that store. The assisted service’s customer search.',
  roles: CUSTOMER_READERS,
  params: OPERATOR_NO_PARAMS,
  query: operatorCustomerQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of customers.', schema: operatorCustomerListSchema },
});

export const readCustomer = operatorOperation({
  id: 'readCustomer',
  method: 'GET',
  path: '/customers/:userId',
  summary: 'Read a customer',
  description:
    'The profile, the stores the customer uses, their 20 latest orders, qualifications, organisations with their roles, and invoices still owing. Never a password or a card: commerce holds neither.',
  roles: CUSTOMER_READERS,
  params: operatorCustomerParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The customer.', schema: operatorCustomerDetailSchema },
  problems: { 404: 'There is no customer with that id.' },
});

export const listOrganisationsOperation = operatorOperation({
  id: 'listOperatorOrganisations',
  method: 'GET',
  path: '/organisations',
  summary: 'List organisations',
  description:
    'Organisation accounts by name by default; `q` matches part of the name or of the account number.',
  roles: ORGANISATION_READERS,
  params: OPERATOR_NO_PARAMS,
  query: operatorOrganisationListQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of organisations.', schema: operatorOrganisationListSchema },
});

export const readOrganisation = operatorOperation({
  id: 'readOperatorOrganisation',
  method: 'GET',
  path: '/organisations/:id',
  summary: 'Read an organisation',
  description:
    'Its members with their roles, the invitations and join requests waiting, and its discount with its state and, for the uap scheme, what its orders have spent of the limit.',
  roles: ORGANISATION_READERS,
  params: operatorOrganisationIdParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The organisation.', schema: operatorOrganisationDetailSchema },
  problems: UNKNOWN_ORGANISATION,
});

export const createOrganisationOperation = operatorOperation({
  id: 'createOrganisation',
  method: 'POST',
  path: '/organisations',
  summary: 'Make an organisation',
  description:
    'An organisation on a store with a new account number; the customer named becomes its administrator with every role. The customer must have signed in to the store once.',
  roles: [],
  params: OPERATOR_NO_PARAMS,
  query: OPERATOR_NO_QUERY,
  body: operatorOrganisationRequestSchema,
  success: { status: 201, description: 'The organisation.', schema: operatorOrganisationSchema },
  problems: { 404: 'There is no customer with that id.', 409: 'No free account number was found.' },
});

export const setMemberRolesOperation = operatorOperation({
  id: 'setMemberRolesAsStaff',
  method: 'PUT',
  path: '/organisations/:id/members/:userId',
  summary: 'Set a member’s roles',
  description: 'Replaces the member’s roles. An organisation keeps one administrator at least.',
  roles: [],
  params: operatorMemberParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorMemberRolesSchema,
  success: { status: 200, description: 'The member.', schema: operatorOrganisationMemberSchema },
  problems: {
    404: 'There is no organisation, or no such member of it.',
    409: 'The member is the last administrator.',
  },
});

export const setDiscountOperation = operatorOperation({
  id: 'setOrganisationDiscount',
  method: 'PUT',
  path: '/organisations/:organisationId/discount',
  summary: 'Set an organisation’s discount',
  description:
    'Replaces the organisation’s discount: a scheme (uap with a spending limit, or old), a percentage and the days it runs, both included.',
  roles: ['finance'],
  params: operatorOrganisationParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: organisationDiscountInputSchema,
  success: { status: 200, description: 'The discount.', schema: organisationDiscountSchema },
  problems: UNKNOWN_ORGANISATION,
});

export const removeDiscountOperation = operatorOperation({
  id: 'removeOrganisationDiscount',
  method: 'DELETE',
  path: '/organisations/:organisationId/discount',
  summary: 'Remove an organisation’s discount',
  roles: ['finance'],
  params: operatorOrganisationParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 204, description: 'Removed.', schema: OPERATOR_NO_CONTENT },
  problems: UNKNOWN_ORGANISATION,
});

export const customerOperations: OperatorRouteGroup = {
  operations: [
    listCustomersOperation,
    readCustomer,
    listOrganisationsOperation,
    readOrganisation,
    createOrganisationOperation,
    setMemberRolesOperation,
    setDiscountOperation,
    removeDiscountOperation,
  ],
  register(route, deps) {
    const db = deps.database.db;
    route(listCustomersOperation, async ({ query }) => listCustomers(db, query));
    route(readCustomer, async ({ params }) => customerDetail(db, params.userId));
    route(listOrganisationsOperation, async ({ query }) => listOrganisations(db, query));
    route(readOrganisation, async ({ params }) => organisationDetail(db, params.id));
    route(createOrganisationOperation, async ({ body, staff, requestId }) =>
      createOrganisationAsStaff(db, body, { actor: staff, requestId }),
    );
    route(setMemberRolesOperation, async ({ params, body, staff, requestId }) =>
      setMemberRolesAsStaff(db, params.id, params.userId, body.roles, { actor: staff, requestId }),
    );
    route(setDiscountOperation, async ({ params, body, staff, requestId }) =>
      setDiscountAsStaff(db, params.organisationId, body, { actor: staff, requestId }),
    );
    route(removeDiscountOperation, async ({ params, staff, requestId }) => {
      await removeDiscountAsStaff(db, params.organisationId, { actor: staff, requestId });
      return undefined;
    });
  },
};
