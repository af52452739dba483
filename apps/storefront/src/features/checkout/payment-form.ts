import type { PaymentOptions, PaymentType, TaxExemptionInput } from '@store/contracts/commerce';
import { isPlainText } from '@store/contracts/plain-text';
import type { Region } from './address-rules.ts';
import type { CheckoutMessages } from './messages.ts';

/**
 * The payment step's form without React: which payment types the store offers this order (from
 * commerce's payment options), and the customer's choice checked before the review prices it, each
 * mistake named at its field in the locale. Commerce checks everything again when it prices and
 * places (the VAT number's checksum, the PO threshold, the flags); its 422s come back to these
 * fields through `paymentFieldOf`.
 */

export interface PaymentChoice {
  type: PaymentType;
  purchaseOrderNumber?: string;
  vatNumber?: string;
  taxExemption?: TaxExemptionInput;
}

export const CARD: PaymentChoice = { type: 'card' };

export const PAYMENT_FIELDS = [
  'paymentType',
  'purchaseOrderNumber',
  'vatNumber',
  'taxCertificate',
  'taxJurisdiction',
  'taxExpiresOn',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentErrors = Partial<Record<PaymentField, string>>;

/** What the store takes when commerce's payment options cannot be read: a card, nothing else. */
export const CARD_ONLY: PaymentOptions = {
  currency: '',
  options: [{ type: 'card', offered: true }],
  vatNumbers: false,
  taxExemption: false,
  line3: false,
  recaptcha: false,
};

export type Availability = { available: true } | { available: false; minimumTotal: number };

/** The types shown on the payment step, in the contract's order: offered ones only. */
export function offeredTypes(options: PaymentOptions): PaymentOptions['options'] {
  return options.options.filter((option) => option.offered);
}

/** A type with a minimum total is shown below it, but cannot be chosen (requirements §9, PO threshold). */
export function availability(
  option: PaymentOptions['options'][number],
  total: number | undefined,
): Availability {
  if (option.minimumTotal === undefined || total === undefined || total >= option.minimumTotal) {
    return { available: true };
  }
  return { available: false, minimumTotal: option.minimumTotal };
}

const PO_NUMBER_MAX = 35;
const CERTIFICATE_MAX = 40;
/** A VAT number as written on an invoice: the country prefix, then letters and digits. */
const VAT_NUMBER = /^[A-Z]{2}[A-Z0-9]{2,18}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const valueOf = (fields: Record<string, unknown>, name: PaymentField): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Spaces, dots and dashes are how people group a VAT number; the number itself has none. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export type PaymentCheck = { ok: true; choice: PaymentChoice } | { ok: false; errors: PaymentErrors };

export function checkPaymentForm(
  fields: Record<string, unknown>,
  context: {
    options: PaymentOptions;
    /** The order's total as commerce priced it, for a type with a minimum; undefined while unknown. */
    total: number | undefined;
    regions: readonly Region[];
    /** YYYY-MM-DD: a certificate must not have expired by then. */
    today: string;
    exempt: boolean;
  },
  messages: CheckoutMessages['payment'],
): PaymentCheck {
  const errors: PaymentErrors = {};
  const chosen = offeredTypes(context.options).find(
    (option) => option.type === valueOf(fields, 'paymentType'),
  );
  if (!chosen) errors.paymentType = messages.chooseOne;
  else if (!availability(chosen, context.total).available) errors.paymentType = messages.notAvailable;
  const choice: PaymentChoice = { type: chosen?.type ?? 'card' };

  if (choice.type === 'purchase-order') {
    const number = valueOf(fields, 'purchaseOrderNumber');
    if (number === '') errors.purchaseOrderNumber = messages.poNumberRequired;
    else if (number.length > PO_NUMBER_MAX || !isPlainText(number)) {
      errors.purchaseOrderNumber = messages.poNumberInvalid;
    } else choice.purchaseOrderNumber = number;
  }

  if (context.options.vatNumbers) {
    const vat = normaliseVatNumber(valueOf(fields, 'vatNumber'));
    if (vat !== '' && !VAT_NUMBER.test(vat)) errors.vatNumber = messages.vatInvalid;
    else if (vat !== '') choice.vatNumber = vat;
  }

  if (context.options.taxExemption && context.exempt) {
    const certificate = valueOf(fields, 'taxCertificate');
    const jurisdiction = valueOf(fields, 'taxJurisdiction');
    const expiresOn = valueOf(fields, 'taxExpiresOn');
    if (certificate === '') errors.taxCertificate = messages.certificateRequired;
    else if (certificate.length > CERTIFICATE_MAX || !isPlainText(certificate)) {
      errors.taxCertificate = messages.certificateInvalid;
    }
    if (!context.regions.some((region) => region.code === jurisdiction)) {
      errors.taxJurisdiction = messages.jurisdictionRequired;
    }
    if (!DAY.test(expiresOn) || Number.isNaN(Date.parse(expiresOn))) {
      errors.taxExpiresOn = messages.expiryRequired;
    } else if (expiresOn < context.today) errors.taxExpiresOn = messages.expired;
    if (!errors.taxCertificate && !errors.taxJurisdiction && !errors.taxExpiresOn) {
      choice.taxExemption = { certificate, jurisdiction, expiresOn };
    }
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, choice };
}

/** The choice as the fields of a price or place request (the server actions read them back). */
export function paymentEntries(choice: PaymentChoice): [PaymentField, string][] {
  const entries: [PaymentField, string][] = [['paymentType', choice.type]];
  if (choice.purchaseOrderNumber) entries.push(['purchaseOrderNumber', choice.purchaseOrderNumber]);
  if (choice.vatNumber) entries.push(['vatNumber', choice.vatNumber]);
  if (choice.taxExemption) {
    entries.push(
      ['taxCertificate', choice.taxExemption.certificate],
      ['taxJurisdiction', choice.taxExemption.jurisdiction],
      ['taxExpiresOn', choice.taxExemption.expiresOn],
    );
  }
  return entries;
}

/** The payment step's field a request path of commerce's 422 names, if it is one of them. */
export function paymentFieldOf(path: string): PaymentField | undefined {
  if (path === 'body.paymentType') return 'paymentType';
  if (path === 'body.purchaseOrderNumber') return 'purchaseOrderNumber';
  if (path === 'body.vatNumber') return 'vatNumber';
  if (path === 'body.taxExemption.jurisdiction') return 'taxJurisdiction';
  if (path === 'body.taxExemption.expiresOn') return 'taxExpiresOn';
  if (path.startsWith('body.taxExemption')) return 'taxCertificate';
  return undefined;
}
