import { allCountries } from 'country-region-data';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type {
  AddressInput,
  AddressIssueCode,
  AddressValidationInput,
  AddressVerdict,
} from '@store/contracts/commerce';

/**
 * The address doctor (docs/checkout.md, "The address doctor"): an address written the way its
 * country's post writes it, checked against maintained data with no call to an outside service.
 * Postcodes are upper-cased and spaced as GB, CA, NL, US (ZIP+4) and JP write them, then checked
 * with `postcode-validator`; a region is the code of one of the country's subdivisions in
 * `country-region-data`, found from its code or its full name; a city typed all in small or all in
 * capital letters gets capitals at the start of its words.
 */

type Issue = AddressVerdict['issues'][number];

const COUNTRY_REGIONS = new Map<string, { name: string; code: string }[]>(
  allCountries.map(([, code, regions]) => [code, regions.map(([name, short]) => ({ name, code: short }))]),
);

/** Where the post needs the subdivision on the envelope: the states, provinces and prefectures. */
const REGION_NEEDED = new Set(['US', 'CA', 'AU', 'JP']);

const compact = (postcode: string) => postcode.toUpperCase().replace(/[\s-]+/g, '');

/** The country's written form of a postcode, from its letters and digits alone; others are only upper-cased. */
const POSTCODE_FORMS: Record<string, (letters: string) => string | undefined> = {
  // The inward code is always the last three characters.
  GB: (p) => (p.length >= 5 && p.length <= 7 ? `${p.slice(0, -3)} ${p.slice(-3)}` : undefined),
  CA: (p) => (p.length === 6 ? `${p.slice(0, 3)} ${p.slice(3)}` : undefined),
  NL: (p) => (p.length === 6 ? `${p.slice(0, 4)} ${p.slice(4)}` : undefined),
  US: (p) => (/^\d{9}$/.test(p) ? `${p.slice(0, 5)}-${p.slice(5)}` : undefined),
  JP: (p) => (/^\d{7}$/.test(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : undefined),
};

export function normalisePostcode(postcode: string, country: string): string {
  const plain = postcode.toUpperCase().replace(/\s+/g, ' ');
  return POSTCODE_FORMS[country]?.(compact(postcode)) ?? plain;
}

function postcodeFits(postcode: string, country: string): boolean {
  return !postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country);
}

/** Compared without case, accents or repeated spaces: "québec" is "Quebec". */
const plainName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function regionCode(region: string, country: string): string | undefined {
  const regions = COUNTRY_REGIONS.get(country) ?? [];
  const wanted = plainName(region);
  return (
    regions.find((r) => r.code.toLowerCase() === wanted) ?? regions.find((r) => plainName(r.name) === wanted)
  )?.code;
}

/** Only a city typed in one case is rewritten: a mixed one ("McAllen", "'s-Hertogenbosch") is the customer's. */
export function capitaliseCity(city: string): string {
  const spaced = city.replace(/\s+/g, ' ');
  const oneCase = spaced === spaced.toLowerCase() || spaced === spaced.toUpperCase();
  if (!oneCase) return spaced;
  return spaced.toLowerCase().replace(/(^|[\s'-])(\p{Ll})/gu, (_, start: string, letter: string) => {
    return `${start}${letter.toUpperCase()}`;
  });
}

const issue = (field: Issue['field'], code: AddressIssueCode): Issue => ({ field, code });

export function doctorAddress(input: AddressValidationInput): AddressVerdict {
  const { country } = input;
  if (!COUNTRY_REGIONS.has(country))
    return { verdict: 'invalid', issues: [issue('country', 'country-unknown')] };

  const issues: Issue[] = [];
  const postcode = normalisePostcode(input.postcode, country);
  if (!postcodeFits(postcode, country)) issues.push(issue('postcode', 'postcode-format'));

  const region = input.region === undefined ? undefined : regionCode(input.region, country);
  if (input.region === undefined && REGION_NEEDED.has(country))
    issues.push(issue('region', 'region-missing'));
  if (input.region !== undefined && region === undefined) issues.push(issue('region', 'region-unknown'));
  if (issues.length > 0) return { verdict: 'invalid', issues };

  const suggestion: AddressInput = {
    ...input,
    city: capitaliseCity(input.city),
    postcode,
    ...(region === undefined ? {} : { region }),
  };
  const same =
    suggestion.city === input.city &&
    suggestion.postcode === input.postcode &&
    suggestion.region === input.region;
  return same ? { verdict: 'ok', issues: [] } : { verdict: 'suggest', suggestion, issues: [] };
}
