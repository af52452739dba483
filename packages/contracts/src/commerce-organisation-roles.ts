/**
 * The roles of a member of an organisation account (docs/organisations.md). A member holds one or
 * more: a purchaser orders for the organisation, a qualified user is whom an order may be placed
 * under, finance sees and pays the organisation's invoices, an administrator invites and removes
 * members and sets their roles.
 */
export const ORGANISATION_ROLES = ['purchaser', 'qualified-user', 'finance', 'administrator'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** The merge banners of SPEC 3: the account the cart's lines moved to when the account changed. */
export const MERGE_BANNER_KINDS = ['ORGANIZATION', 'PERSONAL'] as const;
export type MergeBannerKind = (typeof MERGE_BANNER_KINDS)[number];

/** The discount states of SPEC 3, of the organisation discount's two schemes (uap and the older old). */
export const DISCOUNT_STATES = [
  'UAP_APPLIED',
  'UAP_LIMIT_REACHED',
  'UAP_EXPIRED',
  'OLD_APPLIED',
  'OLD_EXPIRED',
  'OLD_NOT_STARTED',
] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];
