import { checkVAT, countries, type Country } from 'jsvat-next';
import type { StoreId } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import type { Site } from '../http/site-context.ts';
import { EU_REVERSE_CHARGE } from '../tax/tax-rates.ts';

/**
 * A business buyer's VAT number (the VAT flag; docs/checkout.md). Its format and check digits are
 * checked by jsvat-next against the countries whose numbers the store takes: the UK store a UK one
 * (GB, or XI for Northern Ireland), the EU stores any EU member state's, since a number of another
 * member state is what makes a cross-border sale reverse-charged (docs/tax.md).
 */

const isMemberState = (country: Country) => EU_REVERSE_CHARGE.memberStates.has(country.codes[0] ?? '');

const VAT_COUNTRIES: Partial<Record<StoreId, { countries: readonly Country[]; described: string }>> = {
  ukassessments: {
    countries: countries.filter((c) => c.codes[0] === 'GB'),
    described: 'UK VAT numbers (GB or XI)',
  },
  nlassessments: { countries: countries.filter(isMemberState), described: 'VAT numbers of EU member states' },
  esassessments: { countries: countries.filter(isMemberState), described: 'VAT numbers of EU member states' },
};

export function takesVatNumbers(site: Site, flags: Pick<CheckoutFlags, 'vat'>): boolean {
  return flags.vat && VAT_COUNTRIES[site.siteId] !== undefined;
}

export interface VatNumber {
  /** Without spaces or punctuation, upper case, with its prefix (NL818165423B01). */
  number: string;
  /** The ISO country of the number (GR for an EL number). */
  country: string;
}

const refuse = (detail: string, message: string) =>
  new ProblemError(422, detail, { errors: [{ path: 'body.vatNumber', message }] });

/** The number normalised, or the 422 of one this store does not take or that does not check out. */
export function checkVatNumber(site: Site, flags: Pick<CheckoutFlags, 'vat'>, given: string): VatNumber {
  const accepted = VAT_COUNTRIES[site.siteId];
  if (!flags.vat || accepted === undefined) {
    throw refuse(
      'This store does not take VAT numbers at checkout: leave out vatNumber.',
      'expects no VAT number in this store',
    );
  }
  const result = checkVAT(given, accepted.countries);
  if (!result.isValid || result.value === undefined || result.country === undefined) {
    throw refuse(
      result.isSupportedCountry
        ? `${given} is not a valid VAT number for its country; check the country prefix and digits.`
        : `${given} is not a VAT number this store takes: it takes ${accepted.described}, with their country prefix.`,
      'expects a valid VAT number with its country prefix',
    );
  }
  return { number: result.value, country: result.country.isoCode.short };
}
