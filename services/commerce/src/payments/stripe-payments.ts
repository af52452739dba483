import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { paymentProvider, type Env } from '@store/config';
import type { Order, SavedCard } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';

/**
 * The card payment provider, through the official `stripe` SDK: the embedded payment sandbox by
 * default, Stripe itself once STRIPE_SECRET_KEY is set (services/commerce/README.md, Payments).
 * Customers pay on the provider's hosted page (a Checkout Session); the order is paid when the
 * signed webhook says so.
 */

/**
 * The secret the payment webhook's signatures are checked with: STRIPE_WEBHOOK_SECRET, else one
 * derived from the platform key, which the platform gives the embedded sandbox to sign with.
 */
export function paymentWebhookSecret(env: Env): string | undefined {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (!env.COMMERCE_API_KEY) return undefined;
  return `whsec_${createHmac('sha256', env.COMMERCE_API_KEY).update('payment-webhook').digest('base64url')}`;
}

/** The hosted page's language: Stripe's locale codes, of which English has only en and en-GB. */
const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-GB': 'en-GB',
  'fr-CA': 'fr-CA',
  'ja-JP': 'ja',
  'zh-SG': 'zh',
  'nl-NL': 'nl',
  'es-ES': 'es',
};

export interface CheckoutRequest {
  order: Order;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  /** A later attempt at paying the order (its Idempotency-Key): a new session rather than the first one again. */
  attempt?: string;
  /** The customer's provider Customer: the card paid with is saved to it for express checkout. */
  customer?: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

export interface InvoiceCheckoutRequest {
  paymentId: string;
  receiptNumber: string;
  currency: string;
  /** The amount paid of each invoice, in the currency's minor unit. */
  lines: readonly { invoiceNumber: string; amount: number }[];
  email: string;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
}

export interface CardSetupCheckoutRequest {
  customerId: string;
  /** The store's currency, the one the card is saved for. */
  currency: string;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** What charging a saved card did: charged (paid once its webhook comes), or declined with the provider's reason. */
export type OffSessionCharge =
  | { kind: 'charged'; paymentIntentId: string }
  | { kind: 'declined'; paymentIntentId: string | undefined; reason: string };

const PROVIDER_DOWN =
  'The payment provider cannot be reached; your order is kept. Send the same request with the same Idempotency-Key again to go on to payment.';

const INVOICE_PROVIDER_DOWN =
  'The payment provider cannot be reached; your payment is kept for a few minutes. Send the same request with the same Idempotency-Key again to go on to payment.';

const CARD_SETUP_DOWN = 'The payment provider cannot be reached to open the card page; try again shortly.';

/** How long an invoice payment's hosted page stays open (createInvoiceCheckout). */
const INVOICE_PAGE_LIFETIME_SECONDS = 60 * 60;

/** A provider that cannot be reached is a 503 to retry; one that refuses is a 409 the store must look at. */
function providerProblem(error: unknown, what: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const unreachable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError;
  return unreachable
    ? new ProblemError(
        503,
        `The payment provider cannot be reached to ${what}; send the request again shortly.`,
      )
    : new ProblemError(
        409,
        `The payment provider would not ${what} (${error.code ?? error.type}); contact the store.`,
      );
}

export class StripePayments {
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;

  constructor(env: Env) {
    const { secretKey, apiUrl } = paymentProvider(env);
    const address = apiUrl === undefined ? undefined : new URL(apiUrl);
    this.#stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(address
        ? {
            host: address.hostname,
            protocol: address.protocol === 'https:' ? 'https' : 'http',
            ...(address.port ? { port: Number(address.port) } : {}),
          }
        : {}),
    });
    this.#webhookSecret = paymentWebhookSecret(env);
  }

  /**
   * A Checkout Session for the order's amount, line by line as the order has them, with delivery
   * and tax on lines of their own. Its idempotency key is derived from the order, so a retried
   * placement gets the same session and the customer can never be asked to pay twice.
   */
  async createCheckout({
    order,
    locale,
    successUrl,
    cancelUrl,
    attempt,
    customer,
  }: CheckoutRequest): Promise<Checkout> {
    const currency = order.currency.toLowerCase();
    const line = (name: string, unitAmount: number, quantity: number) => ({
      price_data: { currency, unit_amount: unitAmount, product_data: { name } },
      quantity,
    });
    const lineItems = [
      // A line that took an organisation discount is charged at its net, as one line of its quantity.
      ...order.lines.map((l) =>
        (l.discount ?? 0) > 0
          ? line(`${l.name} (${l.itemCode}) × ${l.quantity}`, l.net, 1)
          : line(`${l.name} (${l.itemCode})`, l.unitPrice, l.quantity),
      ),
      ...(order.totals.delivery > 0
        ? [line(`Delivery (${order.deliveryMethod})`, order.totals.delivery, 1)]
        : []),
      ...(order.totals.tax > 0 ? [line(`Tax (${order.taxes.jurisdiction})`, order.totals.tax, 1)] : []),
    ];
    const metadata = { orderId: order.id, orderNumber: order.number };
    try {
      const session = await this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          ...(customer === undefined ? { customer_email: order.email } : { customer }),
          client_reference_id: order.number,
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: STRIPE_LOCALES[localeInfo(locale).htmlLang] ?? 'en',
          metadata,
          payment_intent_data: {
            metadata,
            ...(customer === undefined ? {} : { setup_future_usage: 'off_session' as const }),
          },
        },
        { idempotencyKey: `order-${order.id}-checkout${attempt === undefined ? '' : `-${attempt}`}` },
      );
      if (!session.url) throw new ProblemError(503, PROVIDER_DOWN);
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) throw new ProblemError(503, PROVIDER_DOWN);
      throw error;
    }
  }

  /**
   * A Checkout Session for an invoice payment (docs/invoice-payments.md): a line per invoice with
   * the amount paid of it. Its idempotency key is derived from the payment, so a retried start gets
   * the same session and the customer is never asked to pay one payment twice. The page closes after
   * an hour (Stripe allows 30 minutes to 24 hours): until then the payment holds its amounts, and a
   * page left open in a closed tab should not keep the invoices from being paid for a day.
   */
  async createInvoiceCheckout({
    paymentId,
    receiptNumber,
    currency,
    lines,
    email,
    locale,
    successUrl,
    cancelUrl,
  }: InvoiceCheckoutRequest): Promise<Checkout> {
    const metadata = { invoicePaymentId: paymentId };
    try {
      const session = await this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lines.map(({ invoiceNumber, amount }) => ({
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amount,
              product_data: { name: `Invoice ${invoiceNumber}` },
            },
            quantity: 1,
          })),
          customer_email: email,
          client_reference_id: receiptNumber,
          expires_at: Math.floor(Date.now() / 1000) + INVOICE_PAGE_LIFETIME_SECONDS,
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: STRIPE_LOCALES[localeInfo(locale).htmlLang] ?? 'en',
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: `invoice-payment-${paymentId}-checkout` },
      );
      if (!session.url) throw new ProblemError(503, INVOICE_PROVIDER_DOWN);
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) throw new ProblemError(503, INVOICE_PROVIDER_DOWN);
      throw error;
    }
  }

  /**
   * A provider Customer for the store's customer, to hold their saved cards. The idempotency key is
   * the user's, so two first needs at once make one Customer.
   */
  async createCustomer(userId: string, email: string, name: string): Promise<string> {
    try {
      const created = await this.#stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return created.id;
    } catch (error) {
      throw providerProblem(error, 'keep your cards');
    }
  }

  /**
   * The Customer's saved cards, newest first, the one its `invoice_settings.default_payment_method`
   * names marked: what the store may show of them and no more.
   */
  async savedCards(customerId: string): Promise<SavedCard[]> {
    try {
      const [customer, list] = await Promise.all([
        this.#stripe.customers.retrieve(customerId),
        this.#stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      ]);
      const chosen = customer.deleted ? null : customer.invoice_settings.default_payment_method;
      const defaultId = typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
      return list.data.flatMap((method) =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.brand,
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                isDefault: method.id === defaultId,
              },
            ]
          : [],
      );
    } catch (error) {
      throw providerProblem(error, 'list your saved cards');
    }
  }

  /**
   * A Checkout Session in setup mode for the Customer: the provider's page saves a card to it
   * without charging anything (docs/express-checkout.md, "Managing cards"). The key names the
   * customer's request, so a retried start gets the same page.
   */
  async createCardSetup({
    customerId,
    currency,
    locale,
    successUrl,
    cancelUrl,
    idempotencyKey,
  }: CardSetupCheckoutRequest): Promise<Checkout> {
    try {
      const session = await this.#stripe.checkout.sessions.create(
        {
          mode: 'setup',
          customer: customerId,
          // Setup mode needs the currency the card is for when no payment method types are named.
          currency: currency.toLowerCase(),
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: STRIPE_LOCALES[localeInfo(locale).htmlLang] ?? 'en',
        },
        { idempotencyKey },
      );
      if (!session.url) throw new ProblemError(503, CARD_SETUP_DOWN);
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      throw providerProblem(error, 'open the card page');
    }
  }

  /** Removes a saved card: the PaymentMethod is detached from its Customer and can pay no more. */
  async detachCard(cardId: string): Promise<void> {
    try {
      await this.#stripe.paymentMethods.detach(cardId);
    } catch (error) {
      throw providerProblem(error, 'remove the card');
    }
  }

  /** Makes the saved card the Customer's default (`invoice_settings.default_payment_method`). */
  async setDefaultCard(customerId: string, cardId: string): Promise<void> {
    try {
      await this.#stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: cardId },
      });
    } catch (error) {
      throw providerProblem(error, 'make the card your default');
    }
  }

  /**
   * Charges the order's total to a saved card with no customer present (express checkout): a
   * PaymentIntent created and confirmed off-session, its idempotency key derived from the order so a
   * retried placement never charges twice. The order is paid when the signed webhook says so; a
   * decline answers its reason (`authentication_required` for a card that asks for 3-D Secure).
   */
  async chargeSavedCard(order: Order, customerId: string, cardId: string): Promise<OffSessionCharge> {
    const metadata = { orderId: order.id, orderNumber: order.number };
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: order.totals.total,
          currency: order.currency.toLowerCase(),
          customer: customerId,
          payment_method: cardId,
          off_session: true,
          confirm: true,
          description: `Order ${order.number}`,
          metadata,
        },
        { idempotencyKey: `order-${order.id}-off-session` },
      );
      return { kind: 'charged', paymentIntentId: intent.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          kind: 'declined',
          paymentIntentId: error.payment_intent?.id,
          reason: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
      throw providerProblem(error, 'charge the saved card');
    }
  }

  /**
   * Refunds all that a PaymentIntent took, or `amount` of it (minor units). The same idempotency key
   * answers the same refund, so a cancellation retried after a lost answer never refunds twice.
   */
  async refundPayment(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<string> {
    try {
      const refund = await this.#stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          reason: 'requested_by_customer',
          ...(amount === undefined ? {} : { amount }),
        },
        { idempotencyKey },
      );
      return refund.id;
    } catch (error) {
      throw providerProblem(error, 'refund the payment');
    }
  }

  /**
   * Makes a Checkout Session impossible to pay: an open one is expired. Answers `paid` when the
   * customer has already paid on it (its webhook may still be on its way), `closed` otherwise.
   */
  async closeCheckout(sessionId: string): Promise<'closed' | 'paid'> {
    try {
      const session = await this.#stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return 'paid';
      if (session.status === 'open') await this.#stripe.checkout.sessions.expire(sessionId);
      return 'closed';
    } catch (error) {
      throw providerProblem(error, 'close the payment page');
    }
  }

  /** A Checkout Session as the provider has it now: the reconciler's look at a payment whose webhook never came. */
  async checkoutSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    return this.#stripe.checkout.sessions.retrieve(sessionId);
  }

  /** The event of a webhook call, checked with the SDK's own verification: a forged or stale signature is a 400. */
  verifyEvent(payload: string, signature: string | undefined): Stripe.Event {
    if (!this.#webhookSecret) {
      throw new ProblemError(400, 'This service has no webhook signing secret (STRIPE_WEBHOOK_SECRET).');
    }
    if (!signature) throw new ProblemError(400, 'Send the event’s Stripe-Signature header.');
    try {
      return this.#stripe.webhooks.constructEvent(payload, signature, this.#webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new ProblemError(400, 'The Stripe-Signature does not match the event, or it is too old.');
      }
      throw error;
    }
  }
}
