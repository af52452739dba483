import type { TaxExemptionInput } from '@store/contracts/commerce';
import { ProblemError } from '@store/service-runtime';
import type { Site } from '../http/site-context.ts';
import { TAX_RATES } from '../tax/tax-rates.ts';

/**
 * A US or Canadian tax exemption certificate given at checkout (docs/checkout.md). The order is
 * charged no tax and waits in tax review until an operator accepts the certificate
 * (review-decisions.ts); here only what can be checked at once is: the store takes certificates, the
 * certificate has not expired, and it was issued by a state or province of the store's country.
 */

/** The states and provinces whose certificates the store takes: its tax table's rows that take them. */
function jurisdictionsOf(site: Site): string[] {
  return TAX_RATES.filter((r) => r.storeId === site.siteId && r.exemptionCertificates).flatMap((r) =>
    r.region === null ? [] : [r.region],
  );
}

export function takesTaxExemption(site: Site): boolean {
  return jurisdictionsOf(site).length > 0;
}

const refuse = (path: string, detail: string, message: string) =>
  new ProblemError(422, detail, { errors: [{ path, message }] });

/** The certificate, or the 422 of one this store cannot take; `today` is YYYY-MM-DD. */
export function checkTaxExemption(
  site: Site,
  exemption: TaxExemptionInput,
  today: string,
): TaxExemptionInput {
  const jurisdictions = jurisdictionsOf(site);
  if (jurisdictions.length === 0) {
    throw refuse(
      'body.taxExemption',
      'This store does not take tax exemption certificates (only the US and Canadian stores do): leave out taxExemption.',
      'expects no tax exemption in this store',
    );
  }
  if (exemption.expiresOn < today) {
    throw refuse(
      'body.taxExemption.expiresOn',
      `The exemption certificate expired on ${exemption.expiresOn}; give a current certificate, or order without the exemption.`,
      'expects a certificate that has not expired',
    );
  }
  if (!jurisdictions.includes(exemption.jurisdiction)) {
    throw refuse(
      'body.taxExemption.jurisdiction',
      `${exemption.jurisdiction} is not a state or province this store’s certificates come from; use the code of the issuing one (${jurisdictions.slice(0, 3).join(', ')}, …).`,
      'expects a state or province code of the store’s country',
    );
  }
  return exemption;
}
