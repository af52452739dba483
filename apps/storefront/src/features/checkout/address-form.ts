import { addressInputSchema, type AddressInput } from '@store/contracts/commerce';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { format } from '../../i18n/format.ts';
import { ADDRESS_FIELDS, type AddressErrors, type AddressField } from './address-fields.ts';
import type { CountryRules } from './address-rules.ts';
import type { CheckoutMessages } from './messages.ts';

/**
 * The new-address form checked before it reaches commerce, so every mistake is named at its field in
 * the customer's language: required fields, lengths, the country's postcode format and its states,
 * provinces or prefectures. Commerce checks the same address again (contract and tax table).
 */

type TextField = Exclude<AddressField, 'region'>;

const MAX_LENGTH: Record<TextField, number> = {
  fullName: 120,
  organisation: 120,
  line1: 120,
  line2: 120,
  line3: 120,
  city: 80,
  postcode: 16,
  phone: 24,
};

const REQUIRED: readonly TextField[] = ['fullName', 'line1', 'city', 'postcode'];

export type AddressCheck = { ok: true; address: AddressInput } | { ok: false; errors: AddressErrors };

const valueOf = (fields: Record<string, unknown>, name: AddressField): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function checkAddress(
  fields: Record<string, unknown>,
  rules: CountryRules,
  countryName: string,
  messages: CheckoutMessages['address'],
): AddressCheck {
  const errors: AddressErrors = {};
  const values: Record<AddressField, string> = {
    fullName: valueOf(fields, 'fullName'),
    organisation: valueOf(fields, 'organisation'),
    line1: valueOf(fields, 'line1'),
    line2: valueOf(fields, 'line2'),
    line3: valueOf(fields, 'line3'),
    city: valueOf(fields, 'city'),
    region: valueOf(fields, 'region'),
    postcode: valueOf(fields, 'postcode'),
    phone: valueOf(fields, 'phone'),
  };

  for (const name of Object.keys(MAX_LENGTH) as TextField[]) {
    const value = values[name];
    if (value === '') {
      if (REQUIRED.includes(name)) errors[name] = format(messages.required, { field: messages[name] });
    } else if (value.length > MAX_LENGTH[name]) {
      errors[name] = format(messages.tooLong, { max: MAX_LENGTH[name] });
    }
  }

  if (!errors.postcode && values.postcode !== '') {
    const known = postcodeValidatorExistsForCountry(rules.country);
    if (known && !postcodeValidator(values.postcode, rules.country)) {
      errors.postcode = format(messages.postcodeInvalid, {
        country: countryName,
        example: rules.postcodeExample,
      });
    }
  }

  const regions = rules.regions;
  if (!regions || values.region === '') {
    if (regions?.required) errors.region = messages.regionRequired;
  } else if (!regions.list.some((region) => region.code === values.region)) {
    errors.region = messages.regionRequired;
  }

  const input = {
    fullName: values.fullName,
    line1: values.line1,
    city: values.city,
    postcode: values.postcode.toUpperCase(),
    country: rules.country,
    ...(values.organisation ? { organisation: values.organisation } : {}),
    ...(values.line2 ? { line2: values.line2 } : {}),
    ...(values.line3 ? { line3: values.line3 } : {}),
    ...(regions && values.region ? { region: values.region } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
  };
  const parsed = addressInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = ADDRESS_FIELDS.find((name) => name === issue.path[0]);
      if (!field || errors[field]) continue;
      errors[field] =
        field === 'phone'
          ? format(messages.phoneInvalid, { example: rules.phoneExample })
          : messages.plainText;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, address: parsed.data };
}
