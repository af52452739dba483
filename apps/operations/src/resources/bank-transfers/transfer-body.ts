import { z } from 'zod';
import { minorFactor } from '../screen-kit/money-format.ts';

/** What the form holds: amounts in major units, as a person reads them on a bank statement. */
const formSchema = z.object({
  reference: z.string(),
  receivedOn: z.string(),
  currency: z.string(),
  allocations: z.array(z.object({ invoiceId: z.string(), amount: z.number() })),
});

/** The operator API's body: amounts in minor units of the transfer's currency. */
export function transferBody(values: unknown) {
  const form = formSchema.parse(values);
  const factor = minorFactor(form.currency);
  return {
    ...form,
    reference: form.reference.trim(),
    allocations: form.allocations.map(({ invoiceId, amount }) => ({
      invoiceId,
      amount: Math.round(amount * factor),
    })),
  };
}
