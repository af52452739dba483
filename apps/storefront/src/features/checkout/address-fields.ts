/**
 * The fields of an address form, apart from the checks of address-form.ts: the forms in the browser
 * need the names only, and the checks bring the postcode table and the commerce contract with them.
 */

export const ADDRESS_FIELDS = [
  'fullName',
  'organisation',
  'line1',
  'line2',
  'line3',
  'city',
  'region',
  'postcode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressErrors = Partial<Record<AddressField, string>>;
