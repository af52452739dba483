import { AU, CA, ES, JP, US } from 'country-region-data';
import { localeInfo, type Locale, type StoreId } from '@store/locales';

/**
 * What an address needs in each store's country: the country is the store's own (the tax table
 * delivers nowhere else, docs/tax.md); states, provinces and prefectures come from the maintained
 * `country-region-data` list; postcodes are checked with `postcode-validator` (address-form.ts).
 */

export interface Region {
  code: string;
  name: string;
}

export interface CountryRules {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Where addresses carry a subdivision: its list, and whether it is needed (US and Canadian tax by it). */
  regions?: { list: readonly Region[]; required: boolean };
  postcodeExample: string;
  phoneExample: string;
}

type RegionData = readonly [string, string, readonly (readonly [string, string])[]];

const regionsOf = (data: RegionData): Region[] => data[2].map(([name, code]) => ({ code, name }));

/** en-ca and fr-ca share the Canadian store, ja-jp is the Japanese store of the Asian site. */
const RULES: Record<StoreId, CountryRules> = {
  usassessments: {
    country: 'US',
    regions: { list: regionsOf(US), required: true },
    postcodeExample: '97201',
    phoneExample: '+1 503 555 0100',
  },
  caassessments: {
    country: 'CA',
    regions: { list: regionsOf(CA), required: true },
    postcodeExample: 'K1A 0B1',
    phoneExample: '+1 613 555 0100',
  },
  ukassessments: { country: 'GB', postcodeExample: 'SW1A 1AA', phoneExample: '+44 20 7946 0000' },
  auassessments: {
    country: 'AU',
    regions: { list: regionsOf(AU), required: true },
    postcodeExample: '2000',
    phoneExample: '+61 2 5550 1234',
  },
  nzassessments: { country: 'NZ', postcodeExample: '6011', phoneExample: '+64 4 555 0123' },
  sgassessments: { country: 'SG', postcodeExample: '238823', phoneExample: '+65 6555 0100' },
  asiaassessments: {
    country: 'JP',
    regions: { list: regionsOf(JP), required: true },
    postcodeExample: '100-0001',
    phoneExample: '+81 3 5555 0100',
  },
  nlassessments: { country: 'NL', postcodeExample: '1012 AB', phoneExample: '+31 20 555 0100' },
  // The Canary Islands, Ceuta and Melilla are outside the Spanish store's VAT area: the province tells.
  esassessments: {
    country: 'ES',
    regions: { list: regionsOf(ES), required: false },
    postcodeExample: '28013',
    phoneExample: '+34 910 555 010',
  },
};

export function countryRules(locale: Locale): CountryRules {
  return RULES[localeInfo(locale).storeId];
}
