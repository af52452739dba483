import type { AddressInput, AddressVerdict } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';
import { ADDRESS_FIELDS, type AddressErrors } from './address-fields.ts';
import type { CountryRules } from './address-rules.ts';
import type { CheckoutMessages } from './messages.ts';

/**
 * The address doctor flag in checkout (docs/checkout.md, "The address doctor"): commerce's verdict on
 * a new address in the customer's words, and an address as the fields of the address form, so that
 * the suggestion or the address as typed is saved by the form's own action.
 */

/** The doctor's issues, each at its field, in the words the form uses for the same mistake. */
export function doctorErrors(
  issues: AddressVerdict['issues'],
  rules: CountryRules,
  countryName: string,
  messages: CheckoutMessages['address'],
): AddressErrors {
  const errors: AddressErrors = {};
  for (const { field } of issues) {
    if (field === 'postcode') {
      errors.postcode = format(messages.postcodeInvalid, {
        country: countryName,
        example: rules.postcodeExample,
      });
    }
    if (field === 'region') errors.region = messages.regionRequired;
  }
  return errors;
}

/** The summary above the fields: the form's own, or that the store does not deliver to the country. */
export function doctorMessage(
  issues: AddressVerdict['issues'],
  countryName: string,
  messages: CheckoutMessages['address'],
): string {
  return issues.some((issue) => issue.field === 'country')
    ? format(messages.outsideStore, { country: countryName })
    : messages.errorSummary;
}

/** The address as the form's named fields (the country is the store's, never a field). */
export function addressFormEntries(address: AddressInput): [string, string][] {
  return ADDRESS_FIELDS.flatMap((field) => {
    const value = address[field];
    return value ? [[field, value] as [string, string]] : [];
  });
}
