import { operatorQuoteSchema } from '@store/contracts/commerce-quotes';
import { DateInput, NumberInput, required, TextInput, TopToolbar } from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';

const ANSWERABLE = new Set(['submitted', 'offered']);

const optionalText = z
  .string()
  .nullish()
  .transform((text) => text?.trim() || undefined);
const offerSchema = z.object({
  prices: z.record(z.string(), z.number().nonnegative()),
  expiresOn: z.string(),
  terms: optionalText,
  message: optionalText,
});
const messageSchema = z.object({ body: z.string() });
const rejectionSchema = z.object({ message: optionalText });

/** Three weeks from today, the usual life of an offer, as the expiry's first guess. */
function inThreeWeeks(): string {
  return new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Make or revise an offer (a unit price per line, expiry, terms, message), message the customer, reject. */
export function QuoteActions() {
  const quote = useDetailRecord(operatorQuoteSchema);
  const mayAnswer = useMayUse('order-manager');
  const { run, pending } = useOperatorAction();
  if (!quote || !mayAnswer) return <TopToolbar />;
  const path = `quotes/${quote.id}`;
  const answerable = ANSWERABLE.has(quote.status);
  const prices = Object.fromEntries(
    quote.lines.map((line) => [`p${line.position}`, (line.offeredUnitPrice ?? line.listUnitPrice).value]),
  );
  return (
    <TopToolbar>
      {answerable ? (
        <ActionDialog
          label={quote.status === 'offered' ? 'ops.quotes.revise' : 'ops.quotes.offer'}
          submitLabel="ops.quotes.sendOffer"
          defaultValues={{ prices, expiresOn: quote.expiresOn ?? inThreeWeeks(), terms: quote.terms }}
          pending={pending}
          onSubmit={async (values) => {
            const offer = offerSchema.parse(values);
            const body = {
              lines: quote.lines.map((line) => ({
                position: line.position,
                unitPrice: offer.prices[`p${line.position}`] ?? line.listUnitPrice.value,
              })),
              expiresOn: offer.expiresOn,
              ...(offer.terms ? { terms: offer.terms } : {}),
              ...(offer.message ? { message: offer.message } : {}),
            };
            return Boolean(await run(`${path}/offer`, { body }, 'ops.quotes.offered'));
          }}
        >
          {quote.lines.map((line) => (
            <NumberInput
              key={line.position}
              source={`prices.p${line.position}`}
              label={`${line.itemCode} · ${line.name} × ${line.quantity}`}
              min={0}
              step={0.01}
              validate={required()}
              fullWidth
            />
          ))}
          <DateInput source="expiresOn" label="ops.quotes.expiresOn" validate={required()} />
          <TextInput source="terms" label="ops.quotes.terms" multiline fullWidth />
          <TextInput source="message" label="ops.quotes.message" multiline fullWidth />
        </ActionDialog>
      ) : null}
      <ActionDialog
        label="ops.quotes.sendMessage"
        pending={pending}
        onSubmit={async (values) => {
          const body = messageSchema.parse(values);
          return Boolean(await run(`${path}/messages`, { body }, 'ops.quotes.messageSent'));
        }}
      >
        <TextInput source="body" label="ops.quotes.message" multiline fullWidth validate={required()} />
      </ActionDialog>
      {answerable ? (
        <ActionDialog
          label="ops.quotes.reject"
          color="error"
          pending={pending}
          onSubmit={async (values) => {
            const { message } = rejectionSchema.parse(values);
            const body = message ? { message } : {};
            return Boolean(await run(`${path}/rejection`, { body }, 'ops.quotes.rejected'));
          }}
        >
          <TextInput source="message" label="ops.quotes.message" multiline fullWidth />
        </ActionDialog>
      ) : null}
    </TopToolbar>
  );
}
