import { randomBytes } from 'node:crypto';

/**
 * The API objects the sandbox keeps, in the shapes of Stripe's API v1 (its OpenAPI description and
 * the `stripe` package's types): the fields the store reads carry real values, the rest the
 * value Stripe gives an object of this kind that never used the feature (null, false, empty).
 */

export type Metadata = Record<string, string>;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe's ids: a prefix naming the kind, then random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += BASE62[byte % BASE62.length];
  return id;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  address: Address | null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: {
    address: Address;
    email: string | null;
    name: string | null;
    phone: string | null;
    tax_id: null;
  };
  card: CardDetails & {
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' };
    country: string;
    display_brand: string;
    fingerprint: string;
    funding: 'credit';
    generated_from: null;
    networks: { available: string[]; preferred: null };
    regulated_status: 'unregulated';
    three_d_secure_usage: { supported: true };
    wallet: null;
  };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
}

/** The `error` member of an API error answer, also a PaymentIntent's last_payment_error. */
export interface ApiErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: PaymentIntent;
  setup_intent?: SetupIntent;
  payment_method?: PaymentMethod;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: ApiErrorBody | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { return_url: string | null; url: string };
  } | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: ['card'];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  shipping: null;
  source: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  application: null;
  automatic_payment_methods: null;
  cancellation_reason: null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: null;
  flow_directions: null;
  last_setup_error: ApiErrorBody | null;
  latest_attempt: null;
  livemode: false;
  mandate: null;
  metadata: Metadata;
  next_action: null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: ['card'];
  single_use_mandate: null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  usage: 'off_session';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: PaymentMethod['billing_details'];
  captured: true;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: false;
  failure_code: null;
  failure_message: null;
  livemode: false;
  metadata: Metadata;
  outcome: {
    network_status: 'approved_by_network';
    reason: null;
    risk_level: 'normal';
    seller_message: 'Payment complete.';
    type: 'authorized';
  };
  paid: true;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { card: CardDetails; type: 'card' };
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  destination_details: { card: { type: 'refund' }; type: 'card' };
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: {
    id: string;
    object: 'price';
    active: false;
    currency: string;
    product: string;
    type: 'one_time';
    unit_amount: number;
  };
  quantity: number;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number | null;
  amount_total: number | null;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string | null;
  custom_fields: [];
  custom_text: {
    after_submit: null;
    shipping_address: null;
    submit: null;
    terms_of_service_acceptance: null;
  };
  customer: string | null;
  customer_creation: 'if_required' | null;
  customer_details: {
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  invoice_creation: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment' | 'setup';
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: 'always' | null;
  payment_method_options: Record<string, never>;
  payment_method_types: ['card'];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  phone_number_collection: { enabled: false };
  recovered_from: null;
  setup_intent: string | null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: CheckoutSessionStatus;
  submit_type: null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number } | null;
  ui_mode: 'hosted';
  url: string | null;
}

export type ApiObject =
  Customer | PaymentMethod | PaymentIntent | SetupIntent | Charge | Refund | CheckoutSession;

export type ObjectKind = ApiObject['object'];
export type ObjectOf<K extends ObjectKind> = Extract<ApiObject, { object: K }>;

/** What the sandbox keeps beside an object and never shows through the API. */
export interface PrivateData {
  /** A Checkout Session's hosted-form token (CSRF). */
  formToken?: string;
  /** A Checkout Session's line items, shown when `line_items` is expanded. */
  lineItems?: LineItem[];
  /** A Checkout Session's `payment_intent_data`, applied to the PaymentIntent made at payment. */
  paymentIntentData?: { metadata: Metadata; setup_future_usage: 'off_session' | 'on_session' | null };
  /** A card's test behaviour that outlives its number (4000 0027 6000 3184 asks for 3-D Secure every time). */
  alwaysAuthenticate?: boolean;
  /** A saved card whose charges are all declined (4000 0000 0000 0341). */
  declinesCharges?: boolean;
}

/** The prefix of each kind's ids: an id names the kind of object it expands to. */
export const ID_PREFIXES: Record<string, ObjectKind> = {
  cus_: 'customer',
  pm_: 'payment_method',
  pi_: 'payment_intent',
  seti_: 'setup_intent',
  ch_: 'charge',
  re_: 'refund',
  cs_test_: 'checkout.session',
};

export function kindOfId(id: string): ObjectKind | undefined {
  for (const [prefix, kind] of Object.entries(ID_PREFIXES)) if (id.startsWith(prefix)) return kind;
  return undefined;
}

/** A list object of API v1. */
export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export function listOf<T>(data: T[], hasMore: boolean, url: string): ListObject<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export const emptyAddress = (): Address => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
});
