import type { BankAccountField } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '@store/service-runtime';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import { SITES } from '../http/site-context.ts';
import { BANK_ACCOUNTS, bankTransferOf } from './bank-transfer.ts';
import { checkPaymentType, offeredPaymentTypes, PO_THRESHOLDS } from './payment-types.ts';
import { checkTaxExemption, takesTaxExemption } from './tax-exemption.ts';
import { checkVatNumber, takesVatNumbers } from './vat-numbers.ts';

/** The rules of payment-types.ts, bank-transfer.ts, vat-numbers.ts and tax-exemption.ts on their own. */

const OFF: CheckoutFlags = {
  'po-threshold': false,
  'spanish-po': false,
  'bank-transfer': false,
  vat: false,
  ofac: false,
  'line3-address-field': false,
  'checkout-recaptcha': false,
  'org-level-discount': false,
};
const site = (id: string) => SITES.get(id)!;

function problemOf(run: () => unknown): ProblemError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('payment types', () => {
  it('offer card always, purchase orders except in Spain without its flag, bank transfer with its flag', () => {
    expect(offeredPaymentTypes(site('usassessments'), OFF)).toEqual(['card', 'purchase-order']);
    expect(offeredPaymentTypes(site('esassessments'), OFF)).toEqual(['card']);
    expect(
      offeredPaymentTypes(site('esassessments'), { ...OFF, 'spanish-po': true, 'bank-transfer': true }),
    ).toEqual(['card', 'purchase-order', 'bank-transfer']);
  });

  it('take a purchase order at or above the threshold only, with the PO threshold flag', () => {
    const flags = { ...OFF, 'po-threshold': true };
    const po = { paymentType: 'purchase-order' as const, purchaseOrderNumber: 'PO-1' };
    expect(() => checkPaymentType(site('asiaassessments'), flags, po, 30_000)).not.toThrow();
    const below = problemOf(() => checkPaymentType(site('asiaassessments'), flags, po, 29_999));
    expect(below.message).toBe(
      'Purchase orders are taken for orders of ¥30,000 or more; this order comes to ¥29,999. Pay by card, or add to the order.',
    );
    expect(() => checkPaymentType(site('asiaassessments'), OFF, po, 1)).not.toThrow();
    expect(PO_THRESHOLDS.ukassessments).toBe(20_000);
  });
});

describe('bank accounts', () => {
  const ibanValid = (iban: string) => {
    const compact = iban.replaceAll(' ', '');
    const digits = [...(compact.slice(4) + compact.slice(0, 4))]
      .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
      .join('');
    return [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0) === 1;
  };
  const value = (store: keyof typeof BANK_ACCOUNTS, field: BankAccountField) =>
    BANK_ACCOUNTS[store].account.find((a) => a.field === field)?.value ?? '';

  it('have the region’s identifiers, in valid shape', () => {
    expect(ibanValid(value('nlassessments', 'iban'))).toBe(true);
    expect(ibanValid(value('esassessments', 'iban'))).toBe(true);
    const aba = [...value('usassessments', 'routingNumber')].map(Number);
    const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
    expect(aba.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 10).toBe(0);
    expect(value('ukassessments', 'sortCode')).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    expect(value('auassessments', 'bsb')).toMatch(/^\d{3}-\d{3}$/);
    expect(BANK_ACCOUNTS.asiaassessments.account.map((a) => a.field)).toEqual([
      'branchName',
      'accountType',
      'accountNumber',
    ]);
    expect(bankTransferOf('caassessments', 'CA-2026-000001')).toMatchObject({
      reference: 'CA-2026-000001',
      account: [{ field: 'transitNumber' }, { field: 'institutionNumber' }, { field: 'accountNumber' }],
    });
  });
});

describe('VAT numbers', () => {
  it('are taken with the VAT flag in the UK (UK numbers) and EU stores (EU numbers), normalised', () => {
    const vat = { vat: true };
    expect(takesVatNumbers(site('usassessments'), vat)).toBe(false);
    expect(takesVatNumbers(site('nlassessments'), { vat: false })).toBe(false);
    expect(checkVatNumber(site('nlassessments'), vat, 'nl 8181.65.423.B01')).toEqual({
      number: 'NL818165423B01',
      country: 'NL',
    });
    expect(checkVatNumber(site('esassessments'), vat, 'EL094259216')).toEqual({
      number: 'EL094259216',
      country: 'GR',
    });
    expect(checkVatNumber(site('ukassessments'), vat, 'XI980780684').country).toBe('GB');
    expect(problemOf(() => checkVatNumber(site('ukassessments'), vat, 'DE136695976')).message).toBe(
      'DE136695976 is not a VAT number this store takes: it takes UK VAT numbers (GB or XI), with their country prefix.',
    );
    expect(problemOf(() => checkVatNumber(site('nlassessments'), vat, 'DE136695977')).message).toMatch(
      /is not a valid VAT number for its country/,
    );
  });
});

describe('tax exemption certificates', () => {
  const certificate = { certificate: 'EX-1', jurisdiction: 'ON', expiresOn: '2030-01-01' };

  it('are taken in the US and Canadian stores, unexpired, from a state or province of the country', () => {
    expect(takesTaxExemption(site('caassessments'))).toBe(true);
    expect(takesTaxExemption(site('auassessments'))).toBe(false);
    expect(checkTaxExemption(site('caassessments'), certificate, '2030-01-01')).toEqual(certificate);
    expect(
      problemOf(() => checkTaxExemption(site('caassessments'), certificate, '2030-01-02')).extra['errors'],
    ).toEqual([
      { path: 'body.taxExemption.expiresOn', message: 'expects a certificate that has not expired' },
    ]);
    expect(() => checkTaxExemption(site('usassessments'), certificate, '2029-01-01')).toThrow(ProblemError);
    expect(() => checkTaxExemption(site('ukassessments'), certificate, '2029-01-01')).toThrow(ProblemError);
  });
});
