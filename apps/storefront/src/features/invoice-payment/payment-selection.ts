import { INVOICE_PAYMENT_MAX_INVOICES, invoiceIdSchema } from '@store/contracts/commerce';
import { amountField } from '../invoices/invoice-amounts.ts';

/**
 * Which invoices a payment covers and how much of each, from the address or the payment form: the
 * invoice list sends `invoice=<id>` once per invoice and `amount-<id>=<major units>` beside each. With
 * no `invoice`, the page's own invoice is paid in full.
 */

export interface SelectedInvoice {
  invoiceId: string;
  /** As typed; absent means all that is payable. */
  amount?: string;
}

/** Every value of a field: a search parameter or a form field may come once, several times or not at all. */
export type FieldValues = (name: string) => string[];

export function paymentSelection(pageInvoiceId: string, values: FieldValues): SelectedInvoice[] {
  const ids = [...new Set(values('invoice').filter((id) => invoiceIdSchema.safeParse(id).success))].slice(
    0,
    INVOICE_PAYMENT_MAX_INVOICES,
  );
  return (ids.length > 0 ? ids : [pageInvoiceId]).map((invoiceId) => {
    const amount = values(amountField(invoiceId))[0]?.trim();
    return amount ? { invoiceId, amount } : { invoiceId };
  });
}

export type SearchParams = Record<string, string | string[] | undefined>;

export const searchParamValues =
  (params: SearchParams): FieldValues =>
  (name) => {
    const value = params[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };

export const formDataValues =
  (formData: FormData): FieldValues =>
  (name) =>
    formData.getAll(name).filter((value): value is string => typeof value === 'string');

/** The address of the payment page that pays these invoices with these amounts again. */
export function selectionQuery(selection: readonly SelectedInvoice[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const { invoiceId } of selection) query.append('invoice', invoiceId);
  for (const { invoiceId, amount } of selection) if (amount) query.set(amountField(invoiceId), amount);
  return query;
}
