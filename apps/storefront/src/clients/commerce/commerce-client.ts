import { accountSummarySchema, type AccountSummary } from '@store/contracts/commerce-account-summary';
import { randomUUID } from 'node:crypto';
import {
  addressListSchema,
  addressSchema,
  addressVerdictSchema,
  batchAddResultSchema,
  cardSetupStartedSchema,
  cartSchema,
  catalogEntriesSchema,
  catalogVersionSchema,
  categorySchema,
  checkoutPriceSchema,
  COMMERCE_BASE_PATH,
  COMMERCE_HEADERS,
  customerCartSchema,
  customerProfileSchema,
  deliveryMethodsSchema,
  checkoutDefaultsSchema,
  expressCheckoutSchema,
  invoiceListSchema,
  invoicePaymentSchema,
  invoicePaymentStartedSchema,
  invoiceSchema,
  logoutResultSchema,
  orderEmailSchema,
  orderListSchema,
  orderSchema,
  orderStatusViewSchema,
  paymentCardListSchema,
  paymentOptionsSchema,
  paymentRetryResultSchema,
  placedOrderSchema,
  problemSchema,
  qualificationRefusalLineSchema,
  productSchema,
  qualificationListSchema,
  qualificationSchema,
  productSearchResultSchema,
  reorderResultSchema,
  suggestResultSchema,
  type Address,
  type AddressDefaultsInput,
  type AddressInput,
  type AddressUpdate,
  type AddressValidationInput,
  type AddressVerdict,
  type BatchAddResult,
  type CardSetupRequest,
  type CardSetupStarted,
  type Cart,
  type CatalogEntries,
  type Category,
  type CheckoutPrice,
  type CheckoutPriceRequest,
  type CustomerCart,
  type CustomerProfile,
  type DeliveryMethods,
  type CheckoutDefaults,
  type CheckoutDefaultsInput,
  type ExpressCheckout,
  type ExpressOrder,
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePayment,
  type InvoicePaymentRequest,
  type InvoicePaymentStarted,
  type LogoutResult,
  type Order,
  type OrderEmail,
  type OrderList,
  type OrderStatusLookup,
  type OrderStatusView,
  type OrderSummary,
  type PaymentCardList,
  type PaymentOptions,
  type PaymentRetry,
  type PaymentRetryResult,
  type PlacedOrder,
  type PlaceOrder,
  type Product,
  type Qualification,
  type QualificationList,
  type QualificationSubmission,
  type ProductSearchQuery,
  type ProductSearchResult,
  type ReorderResult,
  type SuggestResult,
} from '@store/contracts/commerce';
import {
  savedCartDeletedSchema,
  savedCartImportRejectionSchema,
  savedCartImportResultSchema,
  savedCartListSchema,
  savedCartRestoreResultSchema,
  savedCartSchema,
  type ImportSavedCart,
  type RestoreSavedCart,
  type SaveCart,
  type SavedCart,
  type SavedCartImportResult,
  type SavedCartPatch,
  type SavedCartRestoreResult,
  type SavedCartSummary,
} from '@store/contracts/commerce-saved-carts';
import {
  quoteAcceptanceSchema,
  quoteListSchema,
  quoteSchema,
  type Quote,
  type QuoteAcceptance,
  type QuoteSummary,
  type RequestQuote,
} from '@store/contracts/commerce-quotes';
import {
  activeAccountSwitchedSchema,
  type ActiveAccountSwitched,
  type SavedCartSharing,
  type SwitchActiveAccount,
} from '@store/contracts/commerce-accounts';
import {
  invitationPreviewSchema,
  joinDecisionResultSchema,
  organisationDetailSchema,
  organisationInvitationSchema,
  organisationMemberSchema,
  organisationMembershipSchema,
  organisationOverviewSchema,
  organisationRemovalSchema,
  ownJoinRequestSchema,
  type InvitationPreview,
  type InvitationRequest,
  type JoinDecisionRequest,
  type JoinDecisionResult,
  type JoinRequest,
  type OrganisationDetail,
  type OrganisationInvitation,
  type OrganisationMember,
  type OrganisationMembership,
  type OrganisationOverview,
  type OwnJoinRequest,
} from '@store/contracts/commerce-organisations';
import {
  merchandisingSchema,
  type Merchandising,
  type MerchandisingQuery,
} from '@store/contracts/commerce-merchandising';
import { qualifiedUsersSchema, type QualifiedUsers } from '@store/contracts/commerce-org-buying';
import {
  marketingStateSchema,
  preferencesSchema,
  type MarketingStateAnswer,
  type Preferences,
  type PreferencesChange,
} from '@store/contracts/commerce-preferences';
import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import { PRODUCT_IMAGE_MEDIA_TYPES } from '@store/contracts/product-images';
import { DEFAULT_LOCALE, localeInfo, type Locale } from '@store/locales';
import { z } from 'zod';

/**
 * THE client of the store headless API (requirements §7): the only code that knows its address, its headers
 * and its timeouts. Every answer is parsed with the contract's schemas; a problem answer becomes a
 * CommerceProblem, anything else that goes wrong a CommerceUnavailable. Server-only: it carries the
 * platform key, which must never reach a browser.
 */

export interface CommerceClientConfig {
  /** Base URL of the commerce system, without COMMERCE_BASE_PATH. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * A problem as the storefront reads it: the contract's members, and those of the qualification
 * gate's 422 (the lines above the customer's level and the levels they hold), which checkout words.
 */
const commerceProblemSchema = problemSchema.extend({
  qualificationRequired: z.array(qualificationRefusalLineSchema).optional(),
  heldLevels: z.array(z.string()).optional(),
  /** Why a saved-cart call was refused (empty-cart, saved-carts-limit, lines-limit, no-good-rows). */
  savedCartProblem: z.string().optional(),
  /** An import with no good row: each row refused, and why. */
  rejected: z.array(savedCartImportRejectionSchema).optional(),
});
export type CommerceProblemBody = z.infer<typeof commerceProblemSchema>;

/** The service answered with application/problem+json (a 4xx the visitor can act on, or a 5xx). */
export class CommerceProblem extends Error {
  override name = 'CommerceProblem';
  readonly problem: CommerceProblemBody;
  /** A 401 that asks for step-up carries its advices here (requirements §4), for the browser's HTTP client. */
  readonly wwwAuthenticate: string | undefined;
  constructor(problem: CommerceProblemBody, wwwAuthenticate?: string) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.problem = problem;
    this.wwwAuthenticate = wwwAuthenticate;
  }
  get status() {
    return this.problem.status;
  }
}

/** No usable answer: timeout, network failure, or a body that breaks the contract. */
export class CommerceUnavailable extends Error {
  override name = 'CommerceUnavailable';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** The customer's access token, for the customer calls (requirements §7 "Commerce and session"). */
  bearer?: string;
  /** Extra request headers, such as the step-up transaction id (x-txid). */
  headers?: Record<string, string>;
}

function queryString(query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list (a filter with several values) is the parameter repeated.
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' ? one !== '' : typeof one === 'number') params.append(key, String(one));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * How a cart is reached: by its id, with its customer's access token when the cart is a customer's
 * (commerce answers such a cart to no one else, ADR 16).
 */
export interface CartRef {
  id: string;
  accessToken?: string;
}

/** A printed document: its bytes and the file name commerce gives it. */
export interface ProductImageFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface NamedPdf {
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
}

export function createCommerceClient(config: CommerceClientConfig) {
  const fetchImpl = config.fetchImpl ?? fetch;

  /** The headers of requirements §7, the site and region taken from the locale table. */
  function headers(locale: Locale): Record<string, string> {
    const info = localeInfo(locale);
    return {
      'Content-Type': 'application/json',
      Accept: 'application/json, application/problem+json',
      'Cache-Control': 'no-cache',
      [COMMERCE_HEADERS.siteId]: info.storeId,
      [COMMERCE_HEADERS.apiKey]: config.apiKey,
      [COMMERCE_HEADERS.requestId]: randomUUID(),
      [COMMERCE_HEADERS.routingRegion]: info.routingRegion,
    };
  }

  /** The service's answer when it is a success; a problem becomes a CommerceProblem. */
  async function answer(
    locale: Locale,
    method: Method,
    path: string,
    options: CallOptions,
  ): Promise<Response> {
    const url = `${config.baseUrl}${COMMERCE_BASE_PATH}${path}${queryString(options.query)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          ...headers(locale),
          ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new CommerceUnavailable(`commerce ${method} ${path} failed: ${String(error)}`, { cause: error });
    }
    if (!response.ok) {
      const problem = commerceProblemSchema.safeParse(await readJson(response));
      if (problem.success) {
        throw new CommerceProblem(problem.data, response.headers.get('www-authenticate') ?? undefined);
      }
      throw new CommerceUnavailable(
        `commerce ${method} ${path} answered ${response.status} without a problem`,
      );
    }
    return response;
  }

  async function call<S extends z.ZodType>(
    locale: Locale,
    method: Method,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.infer<S>> {
    const body = await readJson(await answer(locale, method, path, options));
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new CommerceUnavailable(`commerce ${method} ${path}: the answer breaks the contract`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /** A 404 problem means "no such thing"; the caller gets undefined. */
  async function orUndefined<T>(promise: Promise<T>): Promise<T | undefined> {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof CommerceProblem && error.status === 404) return undefined;
      throw error;
    }
  }

  /** A PDF commerce prints in the locale's language, with its file name; undefined for a 404. */
  async function namedPdf(locale: Locale, path: string, accessToken: string): Promise<NamedPdf | undefined> {
    const response = await orUndefined(
      answer(locale, 'GET', path, {
        query: { locale },
        bearer: accessToken,
        headers: { Accept: 'application/pdf, application/problem+json' },
      }),
    );
    if (!response) return undefined;
    const filename = /filename="([\w.-]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    if (response.headers.get('content-type') !== 'application/pdf' || !filename) {
      throw new CommerceUnavailable(`commerce GET ${path}: the answer is not a named PDF`);
    }
    return { bytes: new Uint8Array(await response.arrayBuffer()), filename };
  }

  // Cart calls name the locale: the entries' names come in its language (en-ca and fr-ca share a cart).
  const cartPath = (cartId: string) => `/carts/${encodeURIComponent(cartId)}`;
  const organisationPath = (userId: string, organisationId: string) =>
    `/users/${encodeURIComponent(userId)}/organisations/${encodeURIComponent(organisationId)}`;
  const invitationPath = (userId: string, token: string) =>
    `/users/${encodeURIComponent(userId)}/organisation-invitations/${encodeURIComponent(token)}`;

  return {
    /** The token's own profile; commerce answers 403 when userId is not the token's user. */
    customerProfile(locale: Locale, userId: string, accessToken: string): Promise<CustomerProfile> {
      const { routingRegion } = localeInfo(locale);
      return call(locale, 'GET', `/users/${encodeURIComponent(userId)}`, customerProfileSchema, {
        query: { locale, routingRegion },
        bearer: accessToken,
      });
    },
    /** The session check: the profile while the token is valid, a 401 CommerceProblem otherwise. */
    currentCustomer(locale: Locale, accessToken: string): Promise<CustomerProfile> {
      return call(locale, 'GET', '/store/customer/current', customerProfileSchema, { bearer: accessToken });
    },
    /** Where the customer's order confirmations go; commerce answers 403 for another user's id. */
    orderEmail(locale: Locale, userId: string, accessToken: string): Promise<OrderEmail> {
      return call(locale, 'GET', `/users/${encodeURIComponent(userId)}/order-email`, orderEmailSchema, {
        bearer: accessToken,
      });
    },
    /**
     * Changes it; needs step-up: a 401 CommerceProblem carries the challenge in wwwAuthenticate
     * until the call comes with the id of a transaction the customer completed.
     */
    changeOrderEmail(
      locale: Locale,
      userId: string,
      accessToken: string,
      email: string,
      transactionId?: string,
    ): Promise<OrderEmail> {
      return call(locale, 'PUT', `/users/${encodeURIComponent(userId)}/order-email`, orderEmailSchema, {
        body: { email },
        bearer: accessToken,
        ...(transactionId ? { headers: { [TRANSACTION_ID_HEADER]: transactionId } } : {}),
      });
    },
    /** Language, order and invoice emails, marketing emails (docs/preferences.md). */
    preferences(locale: Locale, userId: string, accessToken: string): Promise<Preferences> {
      const path = `/users/${encodeURIComponent(userId)}/preferences`;
      return call(locale, 'GET', path, preferencesSchema, { bearer: accessToken });
    },
    /** A change of the invoice email needs step-up, as changeOrderEmail does; the language does not. */
    changePreferences(
      locale: Locale,
      userId: string,
      accessToken: string,
      change: PreferencesChange,
      transactionId?: string,
    ): Promise<Preferences> {
      const path = `/users/${encodeURIComponent(userId)}/preferences`;
      return call(locale, 'PATCH', path, preferencesSchema, {
        body: change,
        bearer: accessToken,
        ...(transactionId ? { headers: { [TRANSACTION_ID_HEADER]: transactionId } } : {}),
      });
    },
    /** Asks for marketing emails: pending until the link mailed in the locale's language is opened. */
    subscribeMarketing(locale: Locale, userId: string, accessToken: string): Promise<MarketingStateAnswer> {
      const path = `/users/${encodeURIComponent(userId)}/marketing-subscription`;
      return call(locale, 'POST', path, marketingStateSchema, { query: { locale }, bearer: accessToken });
    },
    unsubscribeMarketing(locale: Locale, userId: string, accessToken: string): Promise<MarketingStateAnswer> {
      const path = `/users/${encodeURIComponent(userId)}/marketing-subscription`;
      return call(locale, 'DELETE', path, marketingStateSchema, { bearer: accessToken });
    },
    /** The mailed link's token is the proof: no sign-in. An unknown or expired one is a 410 CommerceProblem. */
    confirmMarketing(locale: Locale, token: string): Promise<MarketingStateAnswer> {
      return call(locale, 'POST', '/marketing-confirmations', marketingStateSchema, { body: { token } });
    },
    /** The my-account overview's figures: orders under way, qualification standing, active organisation. */
    accountSummary(locale: Locale, userId: string, accessToken: string): Promise<AccountSummary> {
      const path = `/users/${encodeURIComponent(userId)}/account-summary`;
      return call(locale, 'GET', path, accountSummarySchema, { bearer: accessToken });
    },
    /** The customer's qualification records on the locale's site and the levels they hold there. */
    qualifications(locale: Locale, userId: string, accessToken: string): Promise<QualificationList> {
      return call(
        locale,
        'GET',
        `/users/${encodeURIComponent(userId)}/qualifications`,
        qualificationListSchema,
        { bearer: accessToken },
      );
    },
    /** Submits one for review; a refused document is a 422 CommerceProblem with `documentProblem`. */
    submitQualification(
      locale: Locale,
      userId: string,
      accessToken: string,
      submission: QualificationSubmission,
    ): Promise<Qualification> {
      return call(
        locale,
        'POST',
        `/users/${encodeURIComponent(userId)}/qualifications`,
        qualificationSchema,
        { body: submission, bearer: accessToken },
      );
    },
    /**
     * The customer's cart on the locale's site, with the anonymous cart merged into it when one is
     * named; commerce answers 403 for another user's id.
     */
    customerCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      anonymousCartId?: string,
    ): Promise<CustomerCart> {
      return call(locale, 'POST', `/users/${encodeURIComponent(userId)}/carts/current`, customerCartSchema, {
        body: anonymousCartId ? { anonymousCartId } : {},
        query: { locale },
        bearer: accessToken,
      });
    },
    /** The customer's address book, newest first. */
    async addresses(locale: Locale, userId: string, accessToken: string): Promise<Address[]> {
      const path = `/users/${encodeURIComponent(userId)}/addresses`;
      return (await call(locale, 'GET', path, addressListSchema, { bearer: accessToken })).addresses;
    },
    /** Adds an address; a place the store cannot deliver to or tax is a 422 with `taxRefusal`. */
    addAddress(locale: Locale, userId: string, accessToken: string, address: AddressInput): Promise<Address> {
      return call(locale, 'POST', `/users/${encodeURIComponent(userId)}/addresses`, addressSchema, {
        body: address,
        bearer: accessToken,
      });
    },
    /** Changes an address of the book (null clears a field); checked as a new one, 404 when not the customer's. */
    updateAddress(
      locale: Locale,
      userId: string,
      accessToken: string,
      addressId: string,
      update: AddressUpdate,
    ): Promise<Address> {
      const path = `/users/${encodeURIComponent(userId)}/addresses/${encodeURIComponent(addressId)}`;
      return call(locale, 'PATCH', path, addressSchema, { body: update, bearer: accessToken });
    },
    /** Removes an address from the book; the book without it. Orders keep their copy. */
    async deleteAddress(
      locale: Locale,
      userId: string,
      accessToken: string,
      addressId: string,
    ): Promise<Address[]> {
      const path = `/users/${encodeURIComponent(userId)}/addresses/${encodeURIComponent(addressId)}`;
      return (await call(locale, 'DELETE', path, addressListSchema, { bearer: accessToken })).addresses;
    },
    /** Makes the address the default delivery and/or billing address; the book with its defaults. */
    async setDefaultAddress(
      locale: Locale,
      userId: string,
      accessToken: string,
      addressId: string,
      defaults: AddressDefaultsInput,
    ): Promise<Address[]> {
      const path = `/users/${encodeURIComponent(userId)}/addresses/${encodeURIComponent(addressId)}/defaults`;
      return (await call(locale, 'POST', path, addressListSchema, { body: defaults, bearer: accessToken }))
        .addresses;
    },
    /** The address doctor's verdict on an address as typed: ok, a suggestion, or its issues. */
    validateAddress(locale: Locale, address: AddressValidationInput): Promise<AddressVerdict> {
      return call(locale, 'POST', '/addresses/validations', addressVerdictSchema, { body: address });
    },
    /** The site's delivery methods and what each costs an order of `subtotal` (minor units). */
    deliveryMethods(locale: Locale, subtotal: number): Promise<DeliveryMethods> {
      return call(locale, 'GET', '/delivery-methods', deliveryMethodsSchema, { query: { subtotal } });
    },
    /** What placing the cart would charge, priced by commerce; nothing is written. */
    priceCheckout(
      locale: Locale,
      userId: string,
      accessToken: string,
      request: CheckoutPriceRequest,
    ): Promise<CheckoutPrice> {
      return call(
        locale,
        'POST',
        `/users/${encodeURIComponent(userId)}/checkout/price`,
        checkoutPriceSchema,
        {
          body: request,
          bearer: accessToken,
        },
      );
    },
    /** Whom the cart's order may be placed for: an organisation's qualified users, each eligible or not. */
    qualifiedUsers(
      locale: Locale,
      userId: string,
      accessToken: string,
      cartId: string,
    ): Promise<QualifiedUsers> {
      const path = `/users/${encodeURIComponent(userId)}/carts/${encodeURIComponent(cartId)}/qualified-users`;
      return call(locale, 'GET', path, qualifiedUsersSchema, { bearer: accessToken });
    },
    /** Places the order; the same key and body answer the first answer again (requirements §7). */
    placeOrder(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      order: PlaceOrder,
    ): Promise<PlacedOrder> {
      return call(locale, 'POST', `/users/${encodeURIComponent(userId)}/orders`, placedOrderSchema, {
        body: order,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** What express checkout would place the cart with: the customer's defaults and saved cards. */
    expressCheckout(
      locale: Locale,
      userId: string,
      accessToken: string,
      cartId: string,
    ): Promise<ExpressCheckout> {
      const path = `/users/${encodeURIComponent(userId)}/express-checkout`;
      return call(locale, 'GET', path, expressCheckoutSchema, { query: { cartId }, bearer: accessToken });
    },
    /** Makes the address and delivery method the customer's express checkout defaults. */
    setCheckoutDefaults(
      locale: Locale,
      userId: string,
      accessToken: string,
      defaults: CheckoutDefaultsInput,
    ): Promise<CheckoutDefaults> {
      const path = `/users/${encodeURIComponent(userId)}/checkout-defaults`;
      return call(locale, 'PUT', path, checkoutDefaultsSchema, { body: defaults, bearer: accessToken });
    },
    /** Places the cart with the customer's defaults, paid with a saved card or a purchase order. */
    placeExpressOrder(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      order: ExpressOrder,
    ): Promise<PlacedOrder> {
      const path = `/users/${encodeURIComponent(userId)}/express-orders`;
      return call(locale, 'POST', path, placedOrderSchema, {
        body: order,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** The cards the customer saved with the payment provider, the default first. */
    paymentCards(locale: Locale, userId: string, accessToken: string): Promise<PaymentCardList> {
      const path = `/users/${encodeURIComponent(userId)}/payment-cards`;
      return call(locale, 'GET', path, paymentCardListSchema, { bearer: accessToken });
    },
    /** The provider's hosted page that saves a card; the same key answers the same page. */
    startCardSetup(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      setup: CardSetupRequest,
    ): Promise<CardSetupStarted> {
      const path = `/users/${encodeURIComponent(userId)}/payment-cards/setups`;
      return call(locale, 'POST', path, cardSetupStartedSchema, {
        body: setup,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** Removes a saved card; a card that is not the customer's is a 404 CommerceProblem. */
    removePaymentCard(
      locale: Locale,
      userId: string,
      accessToken: string,
      cardId: string,
    ): Promise<PaymentCardList> {
      const path = `/users/${encodeURIComponent(userId)}/payment-cards/${encodeURIComponent(cardId)}`;
      return call(locale, 'DELETE', path, paymentCardListSchema, { bearer: accessToken });
    },
    /** Makes a saved card the default, which express checkout pays with first. */
    setDefaultPaymentCard(
      locale: Locale,
      userId: string,
      accessToken: string,
      cardId: string,
    ): Promise<PaymentCardList> {
      const path = `/users/${encodeURIComponent(userId)}/payment-cards/${encodeURIComponent(cardId)}/default`;
      return call(locale, 'POST', path, paymentCardListSchema, { bearer: accessToken });
    },
    /** The payment types, VAT number, tax exemption and address lines placement accepts in the store now. */
    paymentOptions(locale: Locale, userId: string, accessToken: string): Promise<PaymentOptions> {
      const path = `/users/${encodeURIComponent(userId)}/payment-options`;
      return call(locale, 'GET', path, paymentOptionsSchema, { bearer: accessToken });
    },
    /** One of the customer's orders; undefined when they have none of that number on this site. */
    order(
      locale: Locale,
      userId: string,
      accessToken: string,
      orderNumber: string,
    ): Promise<Order | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderNumber)}`;
      return orUndefined(call(locale, 'GET', path, orderSchema, { bearer: accessToken }));
    },
    /** The customer's orders on the locale's site, most recent first. */
    async orders(locale: Locale, userId: string, accessToken: string): Promise<OrderSummary[]> {
      const path = `/users/${encodeURIComponent(userId)}/orders`;
      return (await call(locale, 'GET', path, orderListSchema, { bearer: accessToken })).orders;
    },
    /**
     * Anyone's order status by number and email or postcode; undefined when no order matches. The
     * visitor's X-Forwarded-For is passed on: commerce limits lookups per client address.
     */
    lookUpOrderStatus(
      locale: Locale,
      lookup: OrderStatusLookup,
      forwardedFor: string | undefined,
    ): Promise<OrderStatusView | undefined> {
      return orUndefined(
        call(locale, 'POST', '/orders/status-lookups', orderStatusViewSchema, {
          body: lookup,
          ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
        }),
      );
    },
    /** A new payment page for the customer's unpaid card order; the same key answers the same page. */
    retryOrderPayment(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      orderNumber: string,
      retry: PaymentRetry,
    ): Promise<PaymentRetryResult> {
      const path = `/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderNumber)}/payment`;
      return call(locale, 'POST', path, paymentRetryResultSchema, {
        body: retry,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** Gives up paying for the unpaid card order: commerce cancels it and puts its lines back in the cart. */
    abandonOrder(locale: Locale, userId: string, accessToken: string, orderNumber: string): Promise<Order> {
      const path = `/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderNumber)}/abandon`;
      return call(locale, 'POST', path, orderSchema, { bearer: accessToken });
    },
    /** A page of the customer's orders, newest first: `q` searches them, `cursor` is the page before's nextCursor. */
    orderHistory(
      locale: Locale,
      userId: string,
      accessToken: string,
      query: { q?: string; cursor?: string; limit?: number },
    ): Promise<OrderList> {
      const path = `/users/${encodeURIComponent(userId)}/orders`;
      return call(locale, 'GET', path, orderListSchema, { query, bearer: accessToken });
    },
    /** Puts the order's lines into the customer's cart at today's prices; answers what went in and what changed. */
    reorder(
      locale: Locale,
      userId: string,
      accessToken: string,
      orderNumber: string,
      cartId: string,
    ): Promise<ReorderResult> {
      const path = `/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderNumber)}/reorder`;
      return call(locale, 'POST', path, reorderResultSchema, { body: { cartId }, bearer: accessToken });
    },
    /** Cancels the order before it ships (a paid card order is refunded); a 409 CommerceProblem when it cannot be. */
    cancelOrder(locale: Locale, userId: string, accessToken: string, orderNumber: string): Promise<Order> {
      const path = `/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderNumber)}/cancel`;
      return call(locale, 'POST', path, orderSchema, { bearer: accessToken });
    },
    /** A page of the customer's invoices on the locale's site, with the open and overdue totals of them all. */
    invoices(
      locale: Locale,
      userId: string,
      accessToken: string,
      query: InvoiceListQuery,
    ): Promise<InvoiceList> {
      const path = `/users/${encodeURIComponent(userId)}/invoices`;
      return call(locale, 'GET', path, invoiceListSchema, { query, bearer: accessToken });
    },
    /** One of the customer's invoices; undefined for an unknown id, another customer's or another site's. */
    invoice(
      locale: Locale,
      userId: string,
      accessToken: string,
      invoiceId: string,
    ): Promise<Invoice | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/invoices/${encodeURIComponent(invoiceId)}`;
      return orUndefined(call(locale, 'GET', path, invoiceSchema, { bearer: accessToken }));
    },
    /**
     * One of the customer's invoices as its printed PDF in the locale's language, with the file name
     * commerce gives it; undefined for an unknown id, another customer's or another site's.
     */
    invoicePdf(
      locale: Locale,
      userId: string,
      accessToken: string,
      invoiceId: string,
    ): Promise<NamedPdf | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
      return namedPdf(locale, path, accessToken);
    },
    /**
     * Starts paying invoices: a card payment answers the provider's page to send the customer to, a
     * bank transfer its instructions; the same key and request answer the same payment again.
     */
    startInvoicePayment(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      request: InvoicePaymentRequest,
    ): Promise<InvoicePaymentStarted> {
      const path = `/users/${encodeURIComponent(userId)}/invoice-payments`;
      return call(locale, 'POST', path, invoicePaymentStartedSchema, {
        body: request,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** One of the customer's invoice payments; undefined for an unknown id or anyone else's. */
    invoicePayment(
      locale: Locale,
      userId: string,
      accessToken: string,
      paymentId: string,
    ): Promise<InvoicePayment | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/invoice-payments/${encodeURIComponent(paymentId)}`;
      return orUndefined(call(locale, 'GET', path, invoicePaymentSchema, { bearer: accessToken }));
    },
    /** Gives up a payment still in progress, so its amounts are payable again; a 409 once it is paid. */
    cancelInvoicePayment(
      locale: Locale,
      userId: string,
      accessToken: string,
      paymentId: string,
    ): Promise<InvoicePayment> {
      const path = `/users/${encodeURIComponent(userId)}/invoice-payments/${encodeURIComponent(paymentId)}/cancel`;
      return call(locale, 'POST', path, invoicePaymentSchema, { bearer: accessToken });
    },
    /** The customer's saved carts on the locale's site, with today's subtotals. */
    async savedCarts(locale: Locale, userId: string, accessToken: string): Promise<SavedCartSummary[]> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts`;
      const list = await call(locale, 'GET', path, savedCartListSchema, {
        query: { locale },
        bearer: accessToken,
      });
      return list.savedCarts;
    },
    /** One saved cart with its lines; undefined for an unknown id, another customer's or another site's. */
    savedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      savedCartId: string,
    ): Promise<SavedCart | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}`;
      return orUndefined(
        call(locale, 'GET', path, savedCartSchema, { query: { locale }, bearer: accessToken }),
      );
    },
    /** Keeps a copy of the customer's cart under a name; the same key answers the same saved cart. */
    saveCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      save: SaveCart,
    ): Promise<SavedCart> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts`;
      return call(locale, 'POST', path, savedCartSchema, {
        body: save,
        query: { locale },
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** A saved cart made from CSV rows, with the rows that could not be taken and why. */
    importSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      upload: ImportSavedCart,
    ): Promise<SavedCartImportResult> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/imports`;
      return call(locale, 'POST', path, savedCartImportResultSchema, {
        body: upload,
        query: { locale },
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** Renames or describes a saved cart. */
    updateSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      savedCartId: string,
      patch: SavedCartPatch,
    ): Promise<SavedCart> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}`;
      return call(locale, 'PATCH', path, savedCartSchema, {
        body: patch,
        query: { locale },
        bearer: accessToken,
      });
    },
    /** A copy of a saved cart under the name given; the same key answers the same copy. */
    duplicateSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      savedCartId: string,
      copy: { name: string },
    ): Promise<SavedCart> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}/duplicates`;
      return call(locale, 'POST', path, savedCartSchema, {
        body: copy,
        query: { locale },
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    async deleteSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      savedCartId: string,
    ): Promise<void> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}`;
      await call(locale, 'DELETE', path, savedCartDeletedSchema, { bearer: accessToken });
    },
    /** Puts a saved cart's lines into the customer's cart (merged or replacing it); answers what changed. */
    restoreSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      savedCartId: string,
      restore: RestoreSavedCart,
    ): Promise<SavedCartRestoreResult> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}/restorations`;
      return call(locale, 'POST', path, savedCartRestoreResultSchema, {
        body: restore,
        query: { locale },
        bearer: accessToken,
      });
    },
    /** The customer's quotes on the locale's site (and those of the organisations they purchase for), newest first. */
    async quotes(locale: Locale, userId: string, accessToken: string): Promise<QuoteSummary[]> {
      const path = `/users/${encodeURIComponent(userId)}/quotes`;
      return (await call(locale, 'GET', path, quoteListSchema, { bearer: accessToken })).quotes;
    },
    /** One quote with its lines and messages; undefined for an unknown id or anyone else's. */
    quote(locale: Locale, userId: string, accessToken: string, quoteId: string): Promise<Quote | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/quotes/${encodeURIComponent(quoteId)}`;
      return orUndefined(call(locale, 'GET', path, quoteSchema, { bearer: accessToken }));
    },
    /** Asks for prices for the cart's lines; the same key answers the same quote. */
    requestQuote(
      locale: Locale,
      userId: string,
      accessToken: string,
      idempotencyKey: string,
      request: RequestQuote,
    ): Promise<Quote> {
      const path = `/users/${encodeURIComponent(userId)}/quotes`;
      return call(locale, 'POST', path, quoteSchema, {
        body: request,
        bearer: accessToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** The customer's message on a quote. */
    sendQuoteMessage(
      locale: Locale,
      userId: string,
      accessToken: string,
      quoteId: string,
      body: string,
    ): Promise<Quote> {
      const path = `/users/${encodeURIComponent(userId)}/quotes/${encodeURIComponent(quoteId)}/messages`;
      return call(locale, 'POST', path, quoteSchema, { body: { body }, bearer: accessToken });
    },
    /** Accepts the offer: the cart it answers holds the quote's lines at the offered prices. Safe to repeat. */
    acceptQuote(
      locale: Locale,
      userId: string,
      accessToken: string,
      quoteId: string,
    ): Promise<QuoteAcceptance> {
      const path = `/users/${encodeURIComponent(userId)}/quotes/${encodeURIComponent(quoteId)}/acceptance`;
      return call(locale, 'POST', path, quoteAcceptanceSchema, { bearer: accessToken });
    },
    /**
     * Rejects the offer, cancels the request, or asks again for an expired or rejected quote (the new
     * quote answers); a 409 CommerceProblem when the quote's state no longer allows it.
     */
    quoteTransition(
      locale: Locale,
      userId: string,
      accessToken: string,
      quoteId: string,
      transition: 'rejection' | 'cancellation' | 'requote',
    ): Promise<Quote> {
      const path = `/users/${encodeURIComponent(userId)}/quotes/${encodeURIComponent(quoteId)}/${transition}`;
      return call(locale, 'POST', path, quoteSchema, { bearer: accessToken });
    },
    /** The quote's offer as commerce prints it in the locale's language; undefined for anyone else's. */
    quotePdf(
      locale: Locale,
      userId: string,
      accessToken: string,
      quoteId: string,
    ): Promise<NamedPdf | undefined> {
      const path = `/users/${encodeURIComponent(userId)}/quotes/${encodeURIComponent(quoteId)}/pdf`;
      return namedPdf(locale, path, accessToken);
    },
    /** The customer's organisations on the locale's site, their pending join requests and invitations to them. */
    organisations(locale: Locale, userId: string, accessToken: string): Promise<OrganisationOverview> {
      const path = `/users/${encodeURIComponent(userId)}/organisations`;
      return call(locale, 'GET', path, organisationOverviewSchema, {
        query: { locale },
        bearer: accessToken,
      });
    },
    /** One of the customer's organisations with its members; undefined when they do not belong to it. */
    organisation(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
    ): Promise<OrganisationDetail | undefined> {
      const path = organisationPath(userId, organisationId);
      return orUndefined(
        call(locale, 'GET', path, organisationDetailSchema, { query: { locale }, bearer: accessToken }),
      );
    },
    /** Asks to join the organisation of an account number; 404 for an unknown number, 409 when a member or asked already. */
    requestToJoin(
      locale: Locale,
      userId: string,
      accessToken: string,
      request: JoinRequest,
    ): Promise<OwnJoinRequest> {
      const path = `/users/${encodeURIComponent(userId)}/organisation-join-requests`;
      return call(locale, 'POST', path, ownJoinRequestSchema, {
        body: request,
        query: { locale },
        bearer: accessToken,
      });
    },
    async withdrawJoinRequest(
      locale: Locale,
      userId: string,
      accessToken: string,
      requestId: string,
    ): Promise<void> {
      const path = `/users/${encodeURIComponent(userId)}/organisation-join-requests/${encodeURIComponent(requestId)}`;
      await call(locale, 'DELETE', path, organisationRemovalSchema, {
        query: { locale },
        bearer: accessToken,
      });
    },
    /** An administrator invites an email address; the mail goes out in the locale. */
    inviteMember(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
      invitation: InvitationRequest,
    ): Promise<OrganisationInvitation> {
      return call(
        locale,
        'POST',
        `${organisationPath(userId, organisationId)}/invitations`,
        organisationInvitationSchema,
        { body: invitation, query: { locale }, bearer: accessToken },
      );
    },
    async revokeInvitation(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
      invitationId: string,
    ): Promise<void> {
      const path = `${organisationPath(userId, organisationId)}/invitations/${encodeURIComponent(invitationId)}`;
      await call(locale, 'DELETE', path, organisationRemovalSchema, {
        query: { locale },
        bearer: accessToken,
      });
    },
    /** An administrator approves (with the roles given) or declines a request to join. */
    decideJoinRequest(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
      requestId: string,
      decision: JoinDecisionRequest,
    ): Promise<JoinDecisionResult> {
      const path = `${organisationPath(userId, organisationId)}/join-requests/${encodeURIComponent(requestId)}/decision`;
      return call(locale, 'POST', path, joinDecisionResultSchema, {
        body: decision,
        query: { locale },
        bearer: accessToken,
      });
    },
    /** An administrator sets a member's roles; 409 when that would leave no administrator. */
    setMemberRoles(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
      memberId: string,
      roles: OrganisationMember['roles'],
    ): Promise<OrganisationMember> {
      const path = `${organisationPath(userId, organisationId)}/members/${encodeURIComponent(memberId)}/roles`;
      return call(locale, 'PUT', path, organisationMemberSchema, {
        body: { roles },
        query: { locale },
        bearer: accessToken,
      });
    },
    /** Removes a member (an administrator), or the customer themself when memberId is theirs (leaving). */
    async removeMember(
      locale: Locale,
      userId: string,
      accessToken: string,
      organisationId: string,
      memberId: string,
    ): Promise<void> {
      const path = `${organisationPath(userId, organisationId)}/members/${encodeURIComponent(memberId)}`;
      await call(locale, 'DELETE', path, organisationRemovalSchema, {
        query: { locale },
        bearer: accessToken,
      });
    },
    /** What an invitation offers, by its mail token or its id; undefined for an unknown one. */
    invitation(
      locale: Locale,
      userId: string,
      accessToken: string,
      token: string,
    ): Promise<InvitationPreview | undefined> {
      return orUndefined(
        call(locale, 'GET', invitationPath(userId, token), invitationPreviewSchema, {
          query: { locale },
          bearer: accessToken,
        }),
      );
    },
    /** Accepts an invitation sent to the customer's email; 403 for another address, 410 once expired or revoked. */
    acceptInvitation(
      locale: Locale,
      userId: string,
      accessToken: string,
      token: string,
    ): Promise<OrganisationMembership> {
      return call(
        locale,
        'POST',
        `${invitationPath(userId, token)}/acceptance`,
        organisationMembershipSchema,
        {
          query: { locale },
          bearer: accessToken,
        },
      );
    },
    /** Shares a saved cart with one of the owner's organisations, or stops sharing it (null). */
    shareSavedCart(
      locale: Locale,
      userId: string,
      accessToken: string,
      savedCartId: string,
      sharing: SavedCartSharing,
    ): Promise<SavedCart> {
      const path = `/users/${encodeURIComponent(userId)}/saved-carts/${encodeURIComponent(savedCartId)}/sharing`;
      return call(locale, 'PUT', path, savedCartSchema, {
        body: sharing,
        query: { locale },
        bearer: accessToken,
      });
    },
    /**
     * Buys for the organisation (null: the personal account) from now on; the cart named is merged
     * into that account's cart, which the answer holds under a new id.
     */
    switchActiveAccount(
      locale: Locale,
      userId: string,
      accessToken: string,
      body: SwitchActiveAccount,
    ): Promise<ActiveAccountSwitched> {
      const path = `/users/${encodeURIComponent(userId)}/active-account`;
      return call(locale, 'PUT', path, activeAccountSwitchedSchema, {
        body,
        query: { locale },
        bearer: accessToken,
      });
    },
    /** Dismisses the cart's merge banner; answers the cart without it. */
    dismissMergeNotice(locale: Locale, ref: CartRef): Promise<Cart> {
      return call(locale, 'DELETE', `${cartPath(ref.id)}/merge-notice`, cartSchema, {
        query: { locale },
        bearer: ref.accessToken,
      });
    },
    /** POST /logout (requirements §7): ends the customer's commerce session; answers where to send them. */
    logout(locale: Locale, logoutUrl: string, accessToken: string): Promise<LogoutResult> {
      return call(locale, 'POST', '/logout', logoutResultSchema, {
        body: { logoutUrl, value: true },
        bearer: accessToken,
      });
    },
    searchProducts(query: ProductSearchQuery): Promise<ProductSearchResult> {
      const { locale, ...rest } = query;
      return call(locale, 'GET', '/products', productSearchResultSchema, { query: { locale, ...rest } });
    },
    suggest(locale: Locale, q: string, limit?: number): Promise<SuggestResult> {
      return call(locale, 'GET', '/products/suggest', suggestResultSchema, { query: { locale, q, limit } });
    },
    product(locale: Locale, code: string): Promise<Product | undefined> {
      return orUndefined(
        call(locale, 'GET', `/products/${encodeURIComponent(code)}`, productSchema, { query: { locale } }),
      );
    },
    /** One rendition of a product image (the same bytes for ever at its address); undefined for a 404. */
    async productImage(code: string, file: string): Promise<ProductImageFile | undefined> {
      const path = `/products/${encodeURIComponent(code)}/images/${encodeURIComponent(file)}`;
      // Images belong to no site: the default locale's site answers for every store.
      const response = await orUndefined(
        answer(DEFAULT_LOCALE, 'GET', path, {
          headers: { Accept: 'image/avif, image/webp, application/problem+json' },
        }),
      );
      if (!response) return undefined;
      const contentType = response.headers.get('content-type') ?? '';
      if (!Object.values(PRODUCT_IMAGE_MEDIA_TYPES).includes(contentType)) {
        throw new CommerceUnavailable(`commerce GET ${path}: the answer is not a product image`);
      }
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
    },
    categories(locale: Locale): Promise<Category[]> {
      return call(locale, 'GET', '/categories', z.array(categorySchema), { query: { locale } });
    },
    /** The home page's programs: the featured ones the site sells, new releases, popular per category. */
    merchandising(query: MerchandisingQuery): Promise<Merchandising> {
      const { locale, ...rest } = query;
      return call(locale, 'GET', '/merchandising', merchandisingSchema, { query: { locale, ...rest } });
    },
    async catalogVersion(locale: Locale): Promise<string> {
      return (await call(locale, 'GET', '/catalog/version', catalogVersionSchema)).version;
    },
    /** Every product the locale's site sells, with when each last changed (the sitemap). */
    catalogEntries(locale: Locale): Promise<CatalogEntries> {
      return call(locale, 'GET', '/catalog/entries', catalogEntriesSchema, { query: { locale } });
    },
    createCart(locale: Locale): Promise<Cart> {
      return call(locale, 'POST', '/carts', cartSchema, { body: {}, query: { locale } });
    },
    cart(locale: Locale, ref: CartRef): Promise<Cart | undefined> {
      return orUndefined(
        call(locale, 'GET', cartPath(ref.id), cartSchema, { query: { locale }, bearer: ref.accessToken }),
      );
    },
    addEntry(locale: Locale, ref: CartRef, itemCode: string, quantity: number): Promise<Cart> {
      return call(locale, 'POST', `${cartPath(ref.id)}/entries`, cartSchema, {
        body: { itemCode, quantity },
        query: { locale },
        bearer: ref.accessToken,
      });
    },
    updateEntry(locale: Locale, ref: CartRef, entryNumber: number, quantity: number): Promise<Cart> {
      return call(locale, 'PATCH', `${cartPath(ref.id)}/entries/${entryNumber}`, cartSchema, {
        body: { quantity },
        query: { locale },
        bearer: ref.accessToken,
      });
    },
    async removeEntry(locale: Locale, ref: CartRef, entryNumber: number): Promise<Cart> {
      const options = { query: { locale }, bearer: ref.accessToken };
      const cart = await call(
        locale,
        'DELETE',
        `${cartPath(ref.id)}/entries/${entryNumber}`,
        cartSchema.optional(),
        options,
      );
      // A service may answer 204 without the cart; the cart is then read again.
      return cart ?? call(locale, 'GET', cartPath(ref.id), cartSchema, options);
    },
    batchAdd(
      locale: Locale,
      ref: CartRef,
      rows: ReadonlyArray<{ code: string; quantity: unknown }>,
      options: { acceptUpc?: boolean } = {},
    ): Promise<BatchAddResult> {
      return call(locale, 'POST', `${cartPath(ref.id)}/entries/batch`, batchAddResultSchema, {
        body: { rows, ...(options.acceptUpc ? { acceptUpc: true } : {}) },
        query: { locale },
        bearer: ref.accessToken,
      });
    },
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
