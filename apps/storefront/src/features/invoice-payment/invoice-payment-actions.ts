'use server';

import {
  INVOICE_PAYMENT_METHODS,
  INVOICE_PAYMENT_PLACEHOLDER,
  invoiceIdSchema,
  type Invoice,
  type InvoicePaymentRequest,
  type InvoicePaymentStarted,
} from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { paymentPageAddress } from '../../clients/payment-page.ts';
import { serverSystemUrls } from '../../config/server-env.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { isKeyInUse } from '../checkout/checkout-refusals.ts';
import { storeOrigin } from '../checkout/store-origin.ts';
import { customerAccess, type CustomerAccess } from '../orders/orders-access.ts';
import { invoicePaymentMessages } from './messages.ts';
import { checkSelection, heldAllocations, refusalOf, type CheckedSelection } from './payment-problems.ts';
import {
  formDataValues,
  paymentSelection,
  selectionQuery,
  type SelectedInvoice,
} from './payment-selection.ts';
import { problemTexts } from './problem-words.ts';

/**
 * Paying invoices, as server actions (Next checks each action's Origin, the store's CSRF protection),
 * acting with the customer's token the server holds (ADR 16): `reauthorize` asks the page for a new
 * one and sends the same form again. The amounts are checked here to word what is wrong before the
 * customer leaves the store; commerce checks them again and alone decides what is charged.
 */

export type PayState =
  | { status: 'idle' }
  | {
      status: 'refused';
      message: string;
      /** The problems of each invoice, worded, by invoice id. */
      invoices?: Record<string, string[]>;
      /**
       * The key the next Pay sends: the same while commerce has not seen it, a new one once commerce
       * has refused a request with it (a key stands for one request).
       */
      idempotencyKey?: string;
      reauthorize?: true;
    };

export type CancelState =
  { status: 'idle' } | { status: 'cancelled' } | { status: 'error'; message: string; reauthorize?: true };

const payInput = z.object({
  locale: z.enum(LOCALES),
  invoiceId: invoiceIdSchema,
  idempotencyKey: z.uuid(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
});

const cancelInput = z.object({ locale: z.enum(LOCALES), paymentId: z.uuid() });

/** A repeated request whose first is still running is answered once that one is done. */
const KEY_IN_USE_RETRIES = 4;
const KEY_IN_USE_WAIT_MS = 750;

async function readInvoices(
  locale: Locale,
  access: CustomerAccess,
  selection: readonly SelectedInvoice[],
): Promise<Invoice[] | undefined> {
  const invoices = await Promise.all(
    selection.map(({ invoiceId }) =>
      onCart(commerce().invoice(locale, access.userId, access.accessToken, invoiceId)),
    ),
  );
  return invoices.every((invoice) => invoice !== undefined) ? invoices : undefined;
}

async function startOnce(
  locale: Locale,
  access: CustomerAccess,
  key: string,
  request: InvoicePaymentRequest,
): Promise<InvoicePaymentStarted> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await onCart(
        commerce().startInvoicePayment(locale, access.userId, access.accessToken, key, request),
      );
    } catch (error) {
      const inUse = error instanceof CommerceProblem && isKeyInUse(error.problem);
      if (!inUse || attempt >= KEY_IN_USE_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_WAIT_MS));
    }
  }
}

function refusedBy(checked: CheckedSelection, locale: Locale): PayState {
  const m = invoicePaymentMessages(locale);
  return {
    status: 'refused',
    message: checked.mixedCurrencies ? m.problems.mixedCurrencies : m.payment.fix,
    invoices: problemTexts(checked, locale, m.problems),
  };
}

/**
 * Commerce refused: the invoices are read again, so that the page names what changed (paid meanwhile,
 * less left to pay); what reading them does not explain is worded from the problem itself. A key
 * commerce has seen is not sent with another request again.
 */
async function refusedByCommerce(
  locale: Locale,
  access: CustomerAccess,
  selection: readonly SelectedInvoice[],
  problem: CommerceProblem,
): Promise<PayState> {
  const m = invoicePaymentMessages(locale);
  const fresh = { idempotencyKey: randomUUID() };
  const refusal = refusalOf(problem.problem);
  if (refusal === 'sessionEnded' || refusal === 'busy')
    return { status: 'refused', message: m.refusals[refusal] };
  const invoices = await readInvoices(locale, access, selection);
  if (!invoices) return { status: 'refused', message: m.refusals.unknownInvoice, ...fresh };
  const checked = checkSelection(selection, invoices);
  if (!checked.allocations) return { ...refusedBy(checked, locale), ...fresh };
  return { status: 'refused', message: m.refusals[refusal], ...fresh };
}

/** Starts the payment and sends the browser to the provider's page (card) or the transfer's instructions. */
export async function payInvoices(_previous: PayState, formData: FormData): Promise<PayState> {
  const input = payInput.safeParse(Object.fromEntries(formData));
  if (!input.success) {
    return { status: 'refused', message: invoicePaymentMessages('en-us').refusals.generic };
  }
  const state = await startPayment(input.data, formData);
  return state.status === 'refused' && !state.idempotencyKey
    ? { ...state, idempotencyKey: input.data.idempotencyKey }
    : state;
}

async function startPayment(
  { locale, invoiceId, idempotencyKey, method }: z.infer<typeof payInput>,
  formData: FormData,
): Promise<PayState> {
  const m = invoicePaymentMessages(locale);
  const selection = paymentSelection(invoiceId, formDataValues(formData));
  // The confirmation and the way back are addressed by an invoice the payment covers.
  const first = selection[0]?.invoiceId ?? invoiceId;
  let destination: string;
  let access: CustomerAccess | undefined;
  try {
    access = await customerAccess(locale);
    const invoices = await readInvoices(locale, access, selection);
    if (!invoices) return { status: 'refused', message: m.refusals.unknownInvoice };
    const checked = checkSelection(selection, invoices);
    const allocations = checked.allocations ?? heldAllocations(selection, checked);
    if (!allocations) return refusedBy(checked, locale);
    const origin = await storeOrigin();
    const paths = storePaths(locale);
    const started = await startOnce(locale, access, idempotencyKey, {
      method,
      allocations,
      locale,
      successUrl: `${origin}${paths.invoicePaymentConfirmation(first, INVOICE_PAYMENT_PLACEHOLDER)}`,
      cancelUrl: `${origin}${paths.invoicePayment(first)}?${selectionQuery(selection)}&cancelled=${INVOICE_PAYMENT_PLACEHOLDER}`,
    });
    const page = started.redirectUrl
      ? paymentPageAddress(started.redirectUrl, serverSystemUrls().payments)
      : paths.invoicePaymentConfirmation(first, started.payment.id);
    // Absolute, so the browser loads the provider's page rather than looking for a page of the store.
    destination = new URL(page, origin).href;
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'refused', message: m.refusals.sessionEnded, reauthorize: true };
    }
    if (error instanceof CommerceProblem && error.status < 500 && access) {
      try {
        return await refusedByCommerce(locale, access, selection, error);
      } catch (again) {
        logger.warn(
          { err: again, locale },
          'invoice payment: the invoices could not be read after a refusal',
        );
        return { status: 'refused', message: m.refusals[refusalOf(error.problem)] };
      }
    }
    logger.warn({ err: error, locale }, 'invoice payment: starting a payment failed');
    return { status: 'refused', message: m.refusals.generic };
  }
  redirect(destination);
}

/** Gives up a payment in progress (or one the customer left the provider's page without making). */
export async function cancelInvoicePayment(_previous: CancelState, formData: FormData): Promise<CancelState> {
  const input = cancelInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: invoicePaymentMessages('en-us').refusals.generic };
  const { locale, paymentId } = input.data;
  const m = invoicePaymentMessages(locale);
  try {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().cancelInvoicePayment(locale, userId, accessToken, paymentId));
    return { status: 'cancelled' };
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'error', message: m.refusals.sessionEnded, reauthorize: true };
    }
    // Paid or gone meanwhile: the page, read again, shows the payment as it is now.
    if (error instanceof CommerceProblem && (error.status === 404 || error.status === 409)) {
      return { status: 'cancelled' };
    }
    logger.warn({ err: error, locale }, 'invoice payment: cancelling a payment failed');
    return { status: 'error', message: m.refusals.generic };
  }
}
