import type { StoreId } from '@store/locales';

/**
 * Days from an invoice's issue to its due date, per store. Net 30 everywhere: it is what schools,
 * universities and clinics' accounts departments expect, it is the default of the UK's late payment
 * law and of the EU's late payment directive for business buyers, and it fits the month-end closing
 * Japanese buyers pay on.
 */
export const PAYMENT_TERMS_DAYS: Readonly<Record<StoreId, number>> = {
  usassessments: 30,
  caassessments: 30,
  ukassessments: 30,
  nlassessments: 30,
  esassessments: 30,
  auassessments: 30,
  nzassessments: 30,
  sgassessments: 30,
  asiaassessments: 30,
};

export function paymentTermsOf(siteId: string): number {
  const days = Object.entries(PAYMENT_TERMS_DAYS).find(([store]) => store === siteId)?.[1];
  if (days === undefined) throw new RangeError(`Store ${siteId} has no payment terms.`);
  return days;
}

/** The due date, YYYY-MM-DD: the issue day in UTC plus the terms. */
export function dueOn(issuedAt: Date, days: number): string {
  const day = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth(), issuedAt.getUTCDate());
  return new Date(day + days * 86_400_000).toISOString().slice(0, 10);
}
