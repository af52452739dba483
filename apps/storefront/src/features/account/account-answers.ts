import type { CustomerProfile, InvoiceList } from '@store/contracts/commerce';
import type { AccountSummary, QualificationStanding } from '@store/contracts/commerce-account-summary';

/**
 * The answers of our own customer routes, checked in the browser by plain functions that keep the
 * commerce contract's shapes: the contract's zod schemas would ship the whole schema library to the
 * account page for three small objects the server has already checked. Each returns a fresh object
 * of the contract's fields only, or undefined when the answer does not keep the contract.
 */

type Fields = Record<string, unknown>;

/** The pattern zod's uuid() checks: a version 1 to 8 UUID, or the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const COUNTRY = /^[A-Z]{2}$/;

/** Every standing, so that a standing added to the contract fails the type check here. */
const STANDINGS: Record<QualificationStanding, true> = {
  approved: true,
  pending: true,
  expired: true,
  none: true,
};

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isStandingOf = (value: unknown): value is QualificationStanding =>
  typeof value === 'string' && Object.hasOwn(STANDINGS, value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** GET /api/customer/profile. */
export function parseAccountProfile(value: unknown): CustomerProfile | undefined {
  if (!isFields(value)) return undefined;
  const { id, firstName, lastName, email, registrationCountryIso } = value;
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string')
    return undefined;
  if (typeof registrationCountryIso !== 'string' || !COUNTRY.test(registrationCountryIso)) return undefined;
  return { id, firstName, lastName, email, registrationCountryIso };
}

/** The totals of GET /api/customer/invoice-totals. */
export function parseInvoiceTotals(value: unknown): InvoiceList['totals'] | undefined {
  if (!isFields(value)) return undefined;
  const { currency, open, overdue, openCount, overdueCount } = value;
  if (typeof currency !== 'string') return undefined;
  if (!isCount(open) || !isCount(overdue) || !isCount(openCount) || !isCount(overdueCount)) return undefined;
  return { currency, open, overdue, openCount, overdueCount };
}

function parseActiveOrganisation(value: unknown): AccountSummary['activeOrganisation'] | null {
  if (value === undefined) return undefined;
  if (!isFields(value)) return null;
  const { id, name, accountNumber } = value;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (typeof name !== 'string' || typeof accountNumber !== 'string') return null;
  return { id, name, accountNumber };
}

/** GET /api/customer/account-summary. */
export function parseAccountSummary(value: unknown): AccountSummary | undefined {
  if (!isFields(value) || !isCount(value.openOrders) || !isFields(value.qualification)) return undefined;
  const { standing, levels, expiresOn, pending } = value.qualification;
  if (!isStandingOf(standing) || !isStrings(levels) || !isCount(pending)) return undefined;
  if (expiresOn !== undefined && typeof expiresOn !== 'string') return undefined;
  const activeOrganisation = parseActiveOrganisation(value.activeOrganisation);
  if (activeOrganisation === null) return undefined;
  return {
    openOrders: value.openOrders,
    qualification: { standing, levels, pending, ...(expiresOn === undefined ? {} : { expiresOn }) },
    ...(activeOrganisation ? { activeOrganisation } : {}),
  };
}
