import { z } from 'zod';
import {
  addressDefaultsInputSchema,
  addressInputSchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  addressUpdateSchema,
  addressValidationInputSchema,
  addressVerdictSchema,
  addToCartSchema,
  batchAddResultSchema,
  batchAddSchema,
  cartQuerySchema,
  cardSetupRequestSchema,
  cardSetupStartedSchema,
  cartSchema,
  catalogProductPatchSchema,
  catalogVersionSchema,
  categorySchema,
  checkoutDefaultsInputSchema,
  checkoutDefaultsSchema,
  checkoutPriceRequestSchema,
  checkoutPriceSchema,
  createCartSchema,
  customerCartRequestSchema,
  customerCartSchema,
  customerProfileSchema,
  deliveryMethodsQuerySchema,
  deliveryMethodsSchema,
  expressCheckoutQuerySchema,
  expressCheckoutSchema,
  expressOrderSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoicePaymentParamsSchema,
  invoicePaymentRequestSchema,
  invoicePaymentSchema,
  invoicePaymentStartedSchema,
  invoicePdfQuerySchema,
  invoiceSchema,
  localeQuerySchema,
  logoutRequestSchema,
  logoutResultSchema,
  orderEmailChangeSchema,
  orderEmailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  paymentCardListSchema,
  paymentCardParamsSchema,
  paymentOptionsSchema,
  orderStatusLookupSchema,
  orderStatusViewSchema,
  paymentRetryResultSchema,
  paymentRetrySchema,
  placedOrderSchema,
  placeOrderSchema,
  reorderRequestSchema,
  reorderResultSchema,
  qualificationListSchema,
  qualificationSchema,
  qualificationSubmissionSchema,
  productSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  programCodeSchema,
  suggestQuerySchema,
  suggestResultSchema,
  updateCartEntrySchema,
  userParamsSchema,
  userQuerySchema,
} from '@store/contracts/commerce';
import {
  duplicateSavedCartSchema,
  importSavedCartSchema,
  restoreSavedCartSchema,
  SAVED_CART_CSV_MAX_BYTES,
  SAVED_CART_MAX_LINES,
  SAVED_CARTS_MAX,
  saveCartSchema,
  savedCartDeletedSchema,
  savedCartImportResultSchema,
  savedCartListSchema,
  savedCartParamsSchema,
  savedCartPatchSchema,
  savedCartRestoreResultSchema,
  savedCartSchema,
} from '@store/contracts/commerce-saved-carts';
import { QUALIFICATION_DOCUMENT_MAX_BYTES } from '@store/contracts/qualification-schemes';

/**
 * Every operation of the service in one table: the routes take their schemas from it and the
 * OpenAPI document and the reference page are built from it, so the three cannot drift apart.
 */

export type OperationTag =
  | 'Catalogue'
  | 'Carts'
  | 'Catalogue administration'
  | 'Customers'
  | 'Addresses'
  | 'Address book'
  | 'Orders'
  | 'Order lifecycle'
  | 'Order status'
  | 'Express checkout'
  | 'Payment cards'
  | 'Address validation'
  | 'Qualifications'
  | 'Invoices'
  | 'Invoice payments'
  | 'Invoice documents'
  | 'Saved carts';

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify syntax (`:code`); the OpenAPI document shows `{code}`. */
  path: string;
  tag: OperationTag;
  summary: string;
  /** NO_PARAMS when the path has none. */
  params: z.ZodType;
  /** NO_QUERY when the operation reads none. */
  query: z.ZodType;
  /** NO_BODY when the operation reads none; `.optional()` when it may be left out (POST /carts). */
  body: z.ZodType;
  /** Needs a server-to-server x-access-token. */
  serverToken?: boolean;
  /** Reads the customer's access token (Authorization: Bearer); `optional` when it may be absent. */
  customerToken?: 'required' | 'optional';
  /** Needs step-up (requirements §4): a 401 with WWW-Authenticate advices until retried with a completed x-txid. */
  stepUp?: boolean;
  /** Needs an Idempotency-Key header: a repeated call answers as the first did. */
  idempotencyKey?: boolean;
  /** The largest body in bytes, where it is not the service's JSON limit (an upload). */
  bodyLimit?: number;
  /**
   * `revalidate`: an ETag over the body and `private, no-cache`, so the catalogue is revalidated on
   * every use rather than trusted stale; `no-store`: a cart or a customer's answer, never stored.
   */
  caching: 'revalidate' | 'no-store';
  /**
   * `file`: the answer is a document of this media type, not JSON; its schema is fileAnswerSchema
   * (the bytes and the name to save them under), sent as an attachment that is never stored.
   */
  success: { status: 200 | 201; description: string; schema: z.ZodType; file?: 'application/pdf' };
  /** Problem statuses beyond the ones every call may answer (400, 401, 413, 415); 401 here replaces the common text. */
  problems: Partial<Record<401 | 403 | 404 | 409 | 413 | 422 | 429 | 503, string>>;
}

/** Fastify gives a path without parameters an empty object. */
export const NO_PARAMS = z.object({}).strict();
/** A query the operation does not read is ignored, as it always was. */
export const NO_QUERY = z.object({});
/** A body the operation does not read is ignored. */
export const NO_BODY = z.unknown().transform(() => undefined);

/** What the handler of an operation that answers a file returns. */
export const fileAnswerSchema = z.object({
  bytes: z.instanceof(Buffer),
  filename: z.string().regex(/^[\w.-]+$/, 'expects a file name of letters, digits, dots and dashes'),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export const cartIdParams = z.object({ cartId: z.uuid('expects a cart id (a UUID)') }).strict();
export const entryParams = cartIdParams
  .extend({ entryNumber: z.coerce.number().int().min(0, 'expects an entry number (0 or more)').max(100000) })
  .strict();
export const productParams = z.object({ code: programCodeSchema }).strict();

const CUSTOMER_401 =
  'The platform key is missing or wrong, or the access token is missing, invalid, expired or revoked.';
const OPTIONAL_TOKEN_401 =
  'The platform key is missing or wrong, or an access token was sent and is invalid, expired or revoked.';
/** A customer's cart answers as unknown to anyone but its customer (ADR 16). */
const CART_404 =
  'The site has no cart with this id that the caller may reach: a customer’s cart needs that customer’s access token.';
const IDENTITY_503 = 'The identity provider cannot be reached or did not answer in time; try again shortly.';
const OTHER_CUSTOMER_403 = 'The access token belongs to another customer.';
const SAVED_CART_404 =
  'The customer has no saved cart with this id on this site (another customer’s or another site’s reads the same).';

const TABLE = [
  {
    id: 'searchProducts',
    method: 'GET',
    path: '/products',
    tag: 'Catalogue',
    summary:
      'Search products with filters, sorting, paging and facet counts (results page, categories, Product A-Z).',
    params: NO_PARAMS,
    query: productSearchQuerySchema,
    body: NO_BODY,
    caching: 'revalidate',
    success: {
      status: 200,
      description: 'One page of results and facet counts.',
      schema: productSearchResultSchema,
    },
    problems: {},
  },
  {
    id: 'suggestProducts',
    method: 'GET',
    path: '/products/suggest',
    tag: 'Catalogue',
    summary: 'Products and categories matching what the visitor has typed so far (header auto-suggest).',
    params: NO_PARAMS,
    query: suggestQuerySchema,
    body: NO_BODY,
    caching: 'revalidate',
    success: { status: 200, description: 'Suggestions, best first.', schema: suggestResultSchema },
    problems: {},
  },
  {
    id: 'getProduct',
    method: 'GET',
    path: '/products/:code',
    tag: 'Catalogue',
    summary: 'One product (program) with its sellable items, prices in the site currency and tiers.',
    params: productParams,
    query: localeQuerySchema,
    body: NO_BODY,
    caching: 'revalidate',
    success: { status: 200, description: 'The product.', schema: productSchema },
    problems: { 404: 'The site does not sell a product with this code.' },
  },
  {
    id: 'listCategories',
    method: 'GET',
    path: '/categories',
    tag: 'Catalogue',
    summary: 'The mega-menu categories with the number of products the site sells in each.',
    params: NO_PARAMS,
    query: localeQuerySchema,
    body: NO_BODY,
    caching: 'revalidate',
    success: { status: 200, description: 'Every category.', schema: z.array(categorySchema) },
    problems: {},
  },
  {
    id: 'getCatalogVersion',
    method: 'GET',
    path: '/catalog/version',
    tag: 'Catalogue',
    summary: 'The catalogue version; it changes whenever the catalogue does.',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    caching: 'revalidate',
    success: { status: 200, description: 'The current version.', schema: catalogVersionSchema },
    problems: {},
  },
  {
    id: 'patchCatalogProduct',
    method: 'PATCH',
    path: '/catalog/products/:code',
    tag: 'Catalogue administration',
    summary:
      'Change a product’s texts (in the locale’s language) or prices (in the site’s currency); bumps the catalogue version.',
    params: productParams,
    query: NO_QUERY,
    body: catalogProductPatchSchema,
    serverToken: true,
    caching: 'no-store',
    success: { status: 200, description: 'The product as changed.', schema: productSchema },
    problems: {
      403: 'The x-access-token is not a catalogue-write token.',
      404: 'There is no product with this code.',
      422: 'A price names an item the product does not have.',
    },
  },
  {
    id: 'createCart',
    method: 'POST',
    path: '/carts',
    tag: 'Carts',
    summary: 'Create an anonymous cart for the site.',
    params: NO_PARAMS,
    query: cartQuerySchema,
    body: createCartSchema.optional(),
    customerToken: 'optional',
    caching: 'no-store',
    success: { status: 201, description: 'The new, empty cart.', schema: cartSchema },
    problems: { 401: OPTIONAL_TOKEN_401, 503: IDENTITY_503 },
  },
  {
    id: 'getCart',
    method: 'GET',
    path: '/carts/:cartId',
    tag: 'Carts',
    summary: 'A cart with its entries and totals (tiered prices applied).',
    params: cartIdParams,
    query: cartQuerySchema,
    body: NO_BODY,
    customerToken: 'optional',
    caching: 'no-store',
    success: { status: 200, description: 'The cart.', schema: cartSchema },
    problems: { 401: OPTIONAL_TOKEN_401, 503: IDENTITY_503, 404: CART_404 },
  },
  {
    id: 'addCartEntry',
    method: 'POST',
    path: '/carts/:cartId/entries',
    tag: 'Carts',
    summary: 'Add a quantity of an item; it adds to an entry of the same item if there is one.',
    params: cartIdParams,
    query: cartQuerySchema,
    body: addToCartSchema,
    customerToken: 'optional',
    caching: 'no-store',
    success: { status: 200, description: 'The cart after the change.', schema: cartSchema },
    problems: {
      401: OPTIONAL_TOKEN_401,
      503: IDENTITY_503,
      404: `${CART_404} Or an unknown item (lineError unknown-item).`,
      409: 'The item is out of stock (lineError out-of-stock).',
      422: 'Not sold on this site, or the quantity is outside the item’s limits (lineError and limit).',
    },
  },
  {
    id: 'addCartEntries',
    method: 'POST',
    path: '/carts/:cartId/entries/batch',
    tag: 'Carts',
    summary:
      'Quick order: rows checked one by one; every good row is added in one change, each bad row reported with its reason and limit. `row` is the row’s index in the request.',
    params: cartIdParams,
    query: cartQuerySchema,
    body: batchAddSchema,
    customerToken: 'optional',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The cart and the outcome of each row.',
      schema: batchAddResultSchema,
    },
    problems: { 401: OPTIONAL_TOKEN_401, 503: IDENTITY_503, 404: CART_404 },
  },
  {
    id: 'updateCartEntry',
    method: 'PATCH',
    path: '/carts/:cartId/entries/:entryNumber',
    tag: 'Carts',
    summary: 'Set the quantity of an entry.',
    params: entryParams,
    query: cartQuerySchema,
    body: updateCartEntrySchema,
    customerToken: 'optional',
    caching: 'no-store',
    success: { status: 200, description: 'The cart after the change.', schema: cartSchema },
    problems: {
      401: OPTIONAL_TOKEN_401,
      503: IDENTITY_503,
      404: `${CART_404} Or an unknown entry.`,
      409: 'The item is out of stock.',
      422: 'The quantity is outside the item’s limits (lineError and limit).',
    },
  },
  {
    id: 'removeCartEntry',
    method: 'DELETE',
    path: '/carts/:cartId/entries/:entryNumber',
    tag: 'Carts',
    summary: 'Remove an entry.',
    params: entryParams,
    query: cartQuerySchema,
    body: NO_BODY,
    customerToken: 'optional',
    caching: 'no-store',
    success: { status: 200, description: 'The cart after the change.', schema: cartSchema },
    problems: { 401: OPTIONAL_TOKEN_401, 503: IDENTITY_503, 404: `${CART_404} Or an unknown entry.` },
  },
  {
    id: 'restoreCustomerCart',
    method: 'POST',
    path: '/users/:userId/carts/current',
    tag: 'Carts',
    summary:
      'The signed-in customer’s cart on the site, created when they have none. `anonymousCartId` names the cart the visitor filled before signing in: its entries are added to the customer’s (a sum over an item’s maximum is cut to the maximum, an item the site no longer sells is left out, both listed in `adjustments`) and it is deleted. A cart that is unknown, already merged, on another site or a customer’s is left alone, so the call can be repeated.',
    params: userParamsSchema,
    query: cartQuerySchema,
    body: customerCartRequestSchema.optional(),
    customerToken: 'required',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The customer’s cart, whether a cart was merged, and what the merge changed.',
      schema: customerCartSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: 'The access token belongs to another customer.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'getUser',
    method: 'GET',
    path: '/users/:userId',
    tag: 'Customers',
    summary:
      'The signed-in customer’s profile (requirements §7, "GET user profile"); `userId` is the identity provider’s user id of the token’s customer. `locale` and `routingRegion`, when sent, must be the site’s.',
    params: userParamsSchema,
    query: userQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s profile.', schema: customerProfileSchema },
    problems: {
      401: CUSTOMER_401,
      403: 'The access token belongs to another customer.',
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'getCurrentCustomer',
    method: 'GET',
    path: '/store/customer/current',
    tag: 'Customers',
    summary:
      'The session check (requirements §7): the profile of the token’s customer while the token is valid; a 401 tells the storefront to log out.',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s profile.', schema: customerProfileSchema },
    problems: {
      401: CUSTOMER_401,
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/logout',
    tag: 'Customers',
    summary:
      'Ends the customer’s commerce session (the token is looked up again at the identity provider on its next use) and answers where to send the customer. Idempotent: without a token it answers the same.',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: logoutRequestSchema,
    customerToken: 'optional',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The address to send the customer to.',
      schema: logoutResultSchema,
    },
    problems: {},
  },
  {
    id: 'getOrderEmail',
    method: 'GET',
    path: '/users/:userId/order-email',
    tag: 'Customers',
    summary:
      'Where the customer’s order confirmations and invoices go: the address they set, else their sign-in email (`usesSignInEmail`).',
    params: userParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The order confirmation email.', schema: orderEmailSchema },
    problems: {
      401: CUSTOMER_401,
      403: 'The access token belongs to another customer.',
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'changeOrderEmail',
    method: 'PUT',
    path: '/users/:userId/order-email',
    tag: 'Customers',
    summary:
      'Change where order confirmations and invoices go. Needs step-up (requirements §4): without a completed transaction the answer is 401 with `WWW-Authenticate: SSOADVICE …advices="…"` (a TransactionConditionAdvice); after the StepUp tree, the call retried with `x-txid` consumes the transaction and is written. A transaction lets one call through.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: orderEmailChangeSchema,
    customerToken: 'required',
    stepUp: true,
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The order confirmation email as changed.',
      schema: orderEmailSchema,
    },
    problems: {
      401: `${CUSTOMER_401} Or step-up is needed: no x-txid, or one that is unknown, not completed by this customer, expired or already used; WWW-Authenticate carries a fresh advice.`,
      403: 'The access token belongs to another customer.',
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'listAddresses',
    method: 'GET',
    path: '/users/:userId/addresses',
    tag: 'Addresses',
    summary: 'The customer’s address book, newest first.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s addresses.', schema: addressListSchema },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'addAddress',
    method: 'POST',
    path: '/users/:userId/addresses',
    tag: 'Addresses',
    summary:
      'Add an address to the customer’s address book. Its country, and its state or province where the store taxes by them, must be a place the site delivers to (the tax table, docs/tax.md).',
    params: userParamsSchema,
    query: NO_QUERY,
    body: addressInputSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 201, description: 'The address as stored, with its id.', schema: addressSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      422: 'The site does not deliver to this country or region, or the region is missing where tax needs it (`taxRefusal`).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'updateAddress',
    method: 'PATCH',
    path: '/users/:userId/addresses/:addressId',
    tag: 'Address book',
    summary:
      'Change an address of the customer’s address book: the fields sent replace the stored ones, `null` clears an optional field. The address is checked as a new one is (the third line with the line3 address field flag; country and region against the site’s tax table). Orders placed with it keep the address they were placed with.',
    params: addressParamsSchema,
    query: NO_QUERY,
    body: addressUpdateSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The address as changed.', schema: addressSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer’s address book has no address with this id (another customer’s address is unknown here).',
      422: 'The site does not deliver to this country or region, or the region is missing where tax needs it (`taxRefusal`); or a third line where the store’s addresses have two.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/users/:userId/addresses/:addressId',
    tag: 'Address book',
    summary:
      'Remove an address from the customer’s address book. An order placed with it keeps its copy of the address; a removed default leaves the book without that default until the customer chooses another.',
    params: addressParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The address book without the address.', schema: addressListSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer’s address book has no address with this id (another customer’s address is unknown here).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'setDefaultAddress',
    method: 'POST',
    path: '/users/:userId/addresses/:addressId/defaults',
    tag: 'Address book',
    summary:
      'Make the address the default delivery address (`delivery: true`: checkout offers it first, express checkout delivers to it), the default billing address (`billing: true`), or both. The previous default loses its mark in the same transaction: the book has at most one of each.',
    params: addressParamsSchema,
    query: NO_QUERY,
    body: addressDefaultsInputSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The address book with its defaults.', schema: addressListSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer’s address book has no address with this id (another customer’s address is unknown here).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'validateAddress',
    method: 'POST',
    path: '/addresses/validations',
    tag: 'Address validation',
    summary:
      'The address doctor: the address written as its country’s post writes it, checked against maintained data (no outside service is called). The postcode is upper-cased and spaced as GB, CA and NL write it, a nine-digit US ZIP becomes ZIP+4 (`97201-1234`), and it is checked against the country’s format; the region may be typed as a subdivision’s code or full name (`Ontario` is `ON`) and must be one of the country’s; a city typed in one case gets capitals. `ok`: nothing to change; `suggest`: `suggestion` is the rewritten address, a valid addAddress body; `invalid`: `issues`, each at its field. Needs the site context only, no customer token: it reads and stores nothing. The storefront asks it when the address doctor flag is on.',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: addressValidationInputSchema,
    caching: 'no-store',
    success: { status: 200, description: 'The verdict on the address.', schema: addressVerdictSchema },
    problems: {},
  },
  {
    id: 'listDeliveryMethods',
    method: 'GET',
    path: '/delivery-methods',
    tag: 'Orders',
    summary:
      'The site’s delivery methods with their prices in its currency (minor units); with `subtotal`, what each costs an order of that value (standard is free from `freeFrom`). An order of digital items only has no delivery.',
    params: NO_PARAMS,
    query: deliveryMethodsQuerySchema,
    body: NO_BODY,
    caching: 'revalidate',
    success: { status: 200, description: 'The delivery methods.', schema: deliveryMethodsSchema },
    problems: {},
  },
  {
    id: 'priceCheckout',
    method: 'POST',
    path: '/users/:userId/checkout/price',
    tag: 'Orders',
    summary:
      'What placing the customer’s cart with this address and delivery method would charge: each line with its unit price and tax, the delivery, the tax by component and the totals, worked out by the code that places orders, with the same refusals: the qualification gate, a VAT number or tax exemption certificate (which change the tax: reverse charge, exempt), and, when `paymentType` is sent, whether the store takes it for this order. Nothing is written; the amounts hold only until the cart, the catalogue or a rate changes, and placing prices everything again.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: checkoutPriceRequestSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The order as it would be priced now.',
      schema: checkoutPriceSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: `${CART_404} Or an item the catalogue no longer has (lineError unknown-item).`,
      409: 'The cart is empty, or an item is out of stock (lineError).',
      422: 'The address is not the customer’s or cannot be delivered to or taxed (`taxRefusal`); the delivery method does not fit the cart; a line is outside its limits (lineError) or above the customer’s qualification; the VAT number is not taken here or not valid, or the exemption certificate is not taken here, expired or of another country; or the payment type is not offered for this order (the PO threshold), or a purchase order has no number. Each names its field in `errors`.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'placeOrder',
    method: 'POST',
    path: '/users/:userId/orders',
    tag: 'Orders',
    summary:
      'Place an order from the customer’s cart. The server prices every line, the delivery and the tax from its own data (the body names only the cart, address, delivery method, payment type and return addresses) and empties the cart in the same transaction, so two placements of one cart make one order. What the store takes follows its flags, read by commerce (listPaymentOptions answers them): card, always: the answer’s `redirectUrl` is the payment provider’s hosted page, and the order stays awaiting payment until the provider’s signed webhook says it is paid; purchase order, with `purchaseOrderNumber` (from the PO threshold up with that flag; in the Spanish store only with the Spanish PO flag): processing, payment on account; bank transfer (its flag): awaiting payment, with the reference and the store’s bank account in `payments[].bankTransfer`. A VAT number (VAT flag; GB, NL, ES stores) is checked and printed on the order; a tax exemption certificate (US, CA) charges no tax and puts the order in tax review for an operator. With the OFAC flag the buyer’s and delivery names are screened; a match holds the order for review (no `redirectUrl`) without saying why. With the checkout reCAPTCHA flag (listPaymentOptions’ `recaptcha`) the body carries a passed reCAPTCHA in `recaptchaToken`, checked by the local verifier; a repeat of a placement that made its order needs none. The return addresses are checked for every payment type and used for a card only. The same Idempotency-Key and body give the same answer for 24 hours.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: placeOrderSchema,
    customerToken: 'required',
    idempotencyKey: true,
    caching: 'no-store',
    success: {
      status: 201,
      description: 'The order as placed and where to pay for it.',
      schema: placedOrderSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: `${CART_404} Or an item the catalogue no longer has (lineError unknown-item).`,
      409: 'The cart is empty (it may just have been ordered), an item is out of stock (lineError), or the first request with this Idempotency-Key is still running.',
      422: 'This Idempotency-Key was used with another body; the address is not the customer’s or cannot be delivered to or taxed (`taxRefusal`); the delivery method does not fit the cart; a line is outside its limits (lineError) or above the customer’s qualification; the payment type is not offered (the message lists those that are) or below the PO threshold, a purchase order has no number or another type has one; the VAT number is not taken here or not valid; or the exemption certificate is not taken here, expired or of another country; or, with the checkout reCAPTCHA flag, `recaptchaToken` is missing or does not pass. Each names its field in `errors`.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached: the order is kept, and the same request with the same key goes on to payment.`,
    },
  },
  {
    id: 'listPaymentOptions',
    method: 'GET',
    path: '/users/:userId/payment-options',
    tag: 'Orders',
    summary:
      'What checkout takes in the customer’s store now, from the flags and tables placing an order checks: each payment type and whether it is offered (a purchase order’s `minimumTotal`, in minor units, with the PO threshold flag), whether a VAT number is taken (`vatNumbers`), a tax exemption certificate (`taxExemption`), a third address line (`line3`), and whether placing needs a passed reCAPTCHA (`recaptcha`).',
    params: userParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The store’s payment options.', schema: paymentOptionsSchema },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'listOrders',
    method: 'GET',
    path: '/users/:userId/orders',
    tag: 'Orders',
    summary:
      'The customer’s orders on the site, most recent first, a page of `limit` (at most and by default 100) at a time: `status` keeps those in one order state, `q` those whose order number, purchase order number, or an item’s code or name contains the text; `nextCursor`, when present, is the `cursor` of the next page.',
    params: userParamsSchema,
    query: orderListQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s orders.', schema: orderListSchema },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'getOrder',
    method: 'GET',
    path: '/users/:userId/orders/:orderNumber',
    tag: 'Orders',
    summary:
      'One of the customer’s orders: lines, address, delivery, taxes, payments and the dated history of its states.',
    params: orderParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The order.', schema: orderSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no order with this number on this site (another customer’s or another site’s order reads the same).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'reorder',
    method: 'POST',
    path: '/users/:userId/orders/:orderNumber/reorder',
    tag: 'Order lifecycle',
    summary:
      'Put the order’s lines into the customer’s cart again, at today’s prices, limits and availability: each adds to what the cart holds, a sum over the item’s maximum is cut to it, and an item the store no longer sells is left out. The answer names what was added and each line that could not go in as ordered (`adjustments`, with `reason` a lineError); the cart flags lines above the customer’s qualification as it always does.',
    params: orderParamsSchema,
    query: NO_QUERY,
    body: reorderRequestSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'What went into the cart.', schema: reorderResultSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no order with this number on this site, or the cart is not the customer’s cart on this site.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'cancelOrder',
    method: 'POST',
    path: '/users/:userId/orders/:orderNumber/cancel',
    tag: 'Order lifecycle',
    summary:
      'Cancel an order before anything of it has shipped or been fulfilled. A card order’s payment page is closed so it can no longer be paid; a paid card order is refunded in full through the payment provider (payment status refunded). Idempotent by state: an order already cancelled answers as it is, and one whose refund did not go through is refunded by the next call.',
    params: orderParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The cancelled order.', schema: orderSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no order with this number on this site (another customer’s or another site’s order reads the same).',
      409: 'The order has already shipped or been fulfilled (ask the store for a return), it was paid by bank transfer (the store refunds it), its card payment is just being confirmed (try again in a minute), or the payment provider refused the refund.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached: send the request again.`,
    },
  },
  {
    id: 'lookUpOrderStatus',
    method: 'POST',
    path: '/orders/status-lookups',
    tag: 'Order status',
    summary:
      'Anyone’s order status (no customer token): the order number and either the email the order was placed with or its delivery postcode (case and spaces ignored). Answers the order’s states, items and tracking, never its addresses, prices or payment. An order that does not exist and details that do not match answer the same 404. Limited per client address (10 lookups in 10 minutes, the address as X-Forwarded-For from a trusted proxy gives it) and per order number (5 failed lookups in an hour).',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: orderStatusLookupSchema,
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The order’s status, items and tracking.',
      schema: orderStatusViewSchema,
    },
    problems: {
      404: 'No order of this site has this number with this email or postcode (a missing order and details that do not match read the same).',
      429: 'Too many lookups from this address, or too many failed ones for this order number; the Retry-After header says how many seconds to wait.',
    },
  },
  {
    id: 'retryOrderPayment',
    method: 'POST',
    path: '/users/:userId/orders/:orderNumber/payment',
    tag: 'Order status',
    summary:
      'Pay again for the customer’s unpaid card order (awaiting payment, or a failed attempt): the open payment page is expired first, then a new one is opened for the same order; the answer’s `redirectUrl` is that page. The same Idempotency-Key and body give the same answer for 24 hours.',
    params: orderParamsSchema,
    query: NO_QUERY,
    body: paymentRetrySchema,
    customerToken: 'required',
    idempotencyKey: true,
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The order and its new payment page.',
      schema: paymentRetryResultSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no order with this number on this site.',
      409: 'The order is not an unpaid card order (it is paid, cancelled, or paid another way), or the first request with this Idempotency-Key is still running.',
      422: 'This Idempotency-Key was used with another body.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached; the same request with the same key goes on.`,
    },
  },
  {
    id: 'abandonOrder',
    method: 'POST',
    path: '/users/:userId/orders/:orderNumber/abandon',
    tag: 'Order status',
    summary:
      'The customer gives up paying for their unpaid card order: its open payment page is expired (so it can no longer be paid), the order is cancelled, and its lines go back into the customer’s cart. Repeating it answers the cancelled order.',
    params: orderParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The cancelled order.', schema: orderSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no order with this number on this site.',
      409: 'The order is not an unpaid card order (it is paid, or paid another way).',
      503: `${IDENTITY_503} Or the payment provider cannot be reached.`,
    },
  },
  {
    id: 'listQualifications',
    method: 'GET',
    path: '/users/:userId/qualifications',
    tag: 'Qualifications',
    summary:
      'The customer’s qualification records on the site, newest first, each with its status (pending, approved, rejected, expired), and `heldLevels`: the levels of the site’s scheme the customer holds (approved and unexpired), which the qualification gate compares products with.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The customer’s records and held levels.',
      schema: qualificationListSchema,
    },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'submitQualification',
    method: 'POST',
    path: '/users/:userId/qualifications',
    tag: 'Qualifications',
    summary:
      'Submit a qualification for review: its type, the level of the site’s scheme it supports, details, and the document (`document.data`, base64) as a PDF, PNG or JPEG of at most 5 MB, its type read from its first bytes. It stays pending until an operator approves or rejects it (the operator API, services/commerce/README.md).',
    params: userParamsSchema,
    query: NO_QUERY,
    body: qualificationSubmissionSchema,
    customerToken: 'required',
    bodyLimit: Math.ceil(QUALIFICATION_DOCUMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
    caching: 'no-store',
    success: { status: 201, description: 'The submission, pending.', schema: qualificationSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'Commerce has no record of this customer and the token’s claims cannot create one (no email or profile scope).',
      413: 'The body is larger than a 5 MB document in base64.',
      422: 'The level is not one of the site’s scheme that needs evidence, or the document is larger than 5 MB or not a PDF, PNG or JPEG (`documentProblem`: too-large, unsupported-type).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'getExpressCheckout',
    method: 'GET',
    path: '/users/:userId/express-checkout',
    tag: 'Express checkout',
    summary:
      'What express checkout would place the cart with: the customer’s defaults (the default address, else the latest one; the default delivery method, else standard; `chosen` when the customer set them), the delivery method that fits the cart (`none` when nothing in it is delivered) and the saved cards (brand, last four digits and expiry only), newest first.',
    params: userParamsSchema,
    query: expressCheckoutQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The express checkout’s choices.', schema: expressCheckoutSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: CART_404,
      503: `${IDENTITY_503} Or the payment provider cannot be reached to list the saved cards.`,
    },
  },
  {
    id: 'setCheckoutDefaults',
    method: 'PUT',
    path: '/users/:userId/checkout-defaults',
    tag: 'Express checkout',
    summary:
      'Sets the address (one of the customer’s address book, which becomes its one default) and the delivery method express checkout uses.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: checkoutDefaultsInputSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s defaults.', schema: checkoutDefaultsSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      422: 'The address is not in the customer’s address book.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'placeExpressOrder',
    method: 'POST',
    path: '/users/:userId/express-orders',
    tag: 'Express checkout',
    summary:
      'Place the cart in one step with the customer’s defaults (getExpressCheckout), through placeOrder’s pricing, qualification gate, payment rules and idempotency. Paid with a saved card (`cardId`): the order’s total is charged off-session and the order is paid when the provider’s signed webhook says so; a decline answers the order with its payment failed and the reason in `payments[].failure` (`authentication_required`: the card asks for 3-D Secure, which express checkout cannot do; the customer pays from the full checkout). Or with a purchase order (`purchaseOrderNumber`), where the store offers it. The same Idempotency-Key and body give the same answer for 24 hours.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: expressOrderSchema,
    customerToken: 'required',
    idempotencyKey: true,
    caching: 'no-store',
    success: { status: 201, description: 'The order as placed.', schema: placedOrderSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: CART_404,
      409: 'The cart is empty (it may just have been ordered), an item is out of stock (lineError), or the first request with this Idempotency-Key is still running.',
      422: 'The customer has no address (`expressRefusal` no-address), names no saved card or one that is not theirs (`cardId`), or placeOrder refuses the order (qualification, payment type, a line’s limits, …); or this Idempotency-Key was used with another body.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached: the order is kept, and the same request with the same key goes on to payment.`,
    },
  },
  {
    id: 'listPaymentCards',
    method: 'GET',
    path: '/users/:userId/payment-cards',
    tag: 'Payment cards',
    summary:
      'The cards the customer saved with the payment provider, the default first (the one express checkout pays with), then newest first, one per card: brand, last four digits, expiry and whether it is the default, never more.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s saved cards.', schema: paymentCardListSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      503: `${IDENTITY_503} Or the payment provider cannot be reached to list the saved cards.`,
    },
  },
  {
    id: 'startCardSetup',
    method: 'POST',
    path: '/users/:userId/payment-cards/setups',
    tag: 'Payment cards',
    summary:
      'Opens the payment provider’s hosted page that saves a card to the customer without charging it (the customer’s provider Customer is made on first need); `redirectUrl` is where the customer goes. The page returns to `successUrl` once the card is saved, or to `cancelUrl`, both on the store’s own origins. The same Idempotency-Key and body give the same page for 24 hours.',
    params: userParamsSchema,
    query: NO_QUERY,
    body: cardSetupRequestSchema,
    customerToken: 'required',
    idempotencyKey: true,
    caching: 'no-store',
    success: {
      status: 201,
      description: 'The hosted page to send the customer to.',
      schema: cardSetupStartedSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      409: 'The first request with this Idempotency-Key is still running, or the payment provider refused the page.',
      422: 'This Idempotency-Key was used with another body.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached; send the same request again shortly.`,
    },
  },
  {
    id: 'removePaymentCard',
    method: 'DELETE',
    path: '/users/:userId/payment-cards/:cardId',
    tag: 'Payment cards',
    summary:
      'Removes a saved card: the provider detaches it (every copy of it, when it was saved twice) and it can pay no more. Answers the cards left.',
    params: paymentCardParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s saved cards now.', schema: paymentCardListSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no saved card with this id (another customer’s card reads as none).',
      409: 'The payment provider refused to remove the card.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached.`,
    },
  },
  {
    id: 'setDefaultPaymentCard',
    method: 'POST',
    path: '/users/:userId/payment-cards/:cardId/default',
    tag: 'Payment cards',
    summary:
      'Makes a saved card the customer’s default (the provider Customer’s `invoice_settings.default_payment_method`), which express checkout pays with first. Answers the cards.',
    params: paymentCardParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s saved cards now.', schema: paymentCardListSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no saved card with this id (another customer’s card reads as none).',
      409: 'The payment provider refused to make the card the default.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached.`,
    },
  },
  {
    id: 'listInvoices',
    method: 'GET',
    path: '/users/:userId/invoices',
    tag: 'Invoices',
    summary:
      'The customer’s invoices and credit notes on the site, newest first unless `sort` says otherwise, a page of `limit` (at most and by default 100) at a time: `status` keeps those in one status as shown (`open` leaves out the overdue ones), `from` and `to` those issued between two days (inclusive, UTC), `order` those of one order, `minTotal` and `maxTotal` those whose total lies between two amounts in minor units; `nextCursor`, when present, is the `cursor` of the next page. `totals` sums what is open and overdue over all the customer’s invoices on the site, whatever the filters; `overdue` and `payable` are worked out by the server.',
    params: userParamsSchema,
    query: invoiceListQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s invoices.', schema: invoiceListSchema },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'getInvoice',
    method: 'GET',
    path: '/users/:userId/invoices/:invoiceId',
    tag: 'Invoices',
    summary:
      'One of the customer’s invoices or credit notes by its id: seller and buyer, lines, taxes and totals, what is paid, credited and left to pay, its credit notes, the payments made on it, and the bank details and reference a transfer of it quotes.',
    params: invoiceParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The invoice.', schema: invoiceSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no invoice with this id on this site (another customer’s or another site’s invoice reads the same).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'startInvoicePayment',
    method: 'POST',
    path: '/users/:userId/invoice-payments',
    tag: 'Invoice payments',
    summary:
      'Pay one or several of the customer’s invoices, part of one allowed: the body names each invoice and the amount paid of it in minor units, which the server checks under the invoices’ locks (each the customer’s on this site, not cancelled or credited, not paid in full, the amount at most what is payable now, one currency) before anything else. The payment is pending and holds its amounts until it is paid, fails or is cancelled, so two payments never cover one amount. `card`: `redirectUrl` is the payment provider’s hosted page, and the provider’s signed webhook settles the payment; `bank-transfer`: the answer’s `bankTransfer` is the store’s account and the reference to quote (the receipt number), and the payment is settled when the store records the transfer received. In the return addresses, `{PAYMENT_ID}` is replaced by the payment’s id. The same Idempotency-Key and body answer the same payment (a pending card payment its open page again).',
    params: userParamsSchema,
    query: NO_QUERY,
    body: invoicePaymentRequestSchema,
    customerToken: 'required',
    idempotencyKey: true,
    caching: 'no-store',
    success: {
      status: 201,
      description: 'The pending payment and, for a card, where to pay it.',
      schema: invoicePaymentStartedSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no invoice with one of these ids on this site (another customer’s or another site’s reads the same).',
      409: 'An invoice is already paid in full, cancelled or credited, or is a credit note; or the first request with this Idempotency-Key is still running.',
      422: 'An amount is more than what can be paid of its invoice now (the message says the most, and what a payment in progress holds), the invoices are in more than one currency, or this Idempotency-Key was used with another body.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached: the payment is kept pending for a few minutes, and the same request with the same key goes on to payment.`,
    },
  },
  {
    id: 'getInvoicePayment',
    method: 'GET',
    path: '/users/:userId/invoice-payments/:paymentId',
    tag: 'Invoice payments',
    summary:
      'One of the customer’s invoice payments: its receipt number, status, amount, its split over invoices with each invoice’s balance now, the last failed card attempt’s code, the bank details of a transfer, and where the receipt was sent once paid.',
    params: invoicePaymentParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The payment.', schema: invoicePaymentSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no invoice payment with this id on this site.',
      503: IDENTITY_503,
    },
  },
  {
    id: 'cancelInvoicePayment',
    method: 'POST',
    path: '/users/:userId/invoice-payments/:paymentId/cancel',
    tag: 'Invoice payments',
    summary:
      'Give up a pending invoice payment: its hosted page is closed first, so it can no longer be paid, and the payment is cancelled, releasing the amounts it held. A payment already cancelled or failed is answered as it is.',
    params: invoicePaymentParamsSchema,
    query: NO_QUERY,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The payment, cancelled.', schema: invoicePaymentSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no invoice payment with this id on this site.',
      409: 'The payment is paid, or has just been paid on its page and is being confirmed.',
      503: `${IDENTITY_503} Or the payment provider cannot be reached to close the page; try again shortly.`,
    },
  },
  {
    id: 'getInvoicePdf',
    method: 'GET',
    path: '/users/:userId/invoices/:invoiceId/pdf',
    tag: 'Invoice documents',
    summary:
      'One of the customer’s invoices or credit notes as the printed PDF (docs/invoice-documents.md): seller and buyer, number, dates, order and purchase order numbers, lines, tax by component, totals, what is paid and left to pay, payment terms and the bank transfer details, in the language, number and date formats of `locale` (one of the site’s; by default the invoice’s own), on US Letter in the North American stores and A4 elsewhere. Sent as an attachment named after the invoice number.',
    params: invoiceParamsSchema,
    query: invoicePdfQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The invoice as a PDF document.',
      schema: fileAnswerSchema,
      file: 'application/pdf',
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The customer has no invoice with this id on this site (another customer’s or another site’s invoice reads the same).',
      503: IDENTITY_503,
    },
  },
  {
    id: 'listSavedCarts',
    method: 'GET',
    path: '/users/:userId/saved-carts',
    tag: 'Saved carts',
    summary:
      'The customer’s saved carts on the site, most recently changed first (docs/saved-carts.md): name, description, number of lines and items, and the subtotal of the lines the site still sells at today’s prices.',
    params: userParamsSchema,
    query: cartQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The customer’s saved carts.', schema: savedCartListSchema },
    problems: { 401: CUSTOMER_401, 403: OTHER_CUSTOMER_403, 503: IDENTITY_503 },
  },
  {
    id: 'saveCart',
    method: 'POST',
    path: '/users/:userId/saved-carts',
    tag: 'Saved carts',
    summary:
      'Keep a copy of the customer’s own cart on the site under a name, each line with the unit price it has now; the cart stays as it is. A refusal of the cart’s contents or of a limit carries `savedCartProblem` (`empty-cart`, `saved-carts-limit`, `lines-limit`) and `limit`.',
    params: userParamsSchema,
    query: cartQuerySchema,
    body: saveCartSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 201, description: 'The saved cart.', schema: savedCartSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: 'The cart is not the customer’s cart on this site.',
      422: `The cart is empty, has more than ${SAVED_CART_MAX_LINES} lines, or the customer already has ${SAVED_CARTS_MAX} saved carts on the site.`,
      503: IDENTITY_503,
    },
  },
  {
    id: 'importSavedCart',
    method: 'POST',
    path: '/users/:userId/saved-carts/imports',
    tag: 'Saved carts',
    summary:
      'Make a saved cart from a CSV file’s text (`code,quantity` per row; the header is optional; commas or semicolons; quoted fields; a byte order mark and blank rows are ignored). Each row is checked as quick order checks a row; `rejected` lists the rows left out with their line number in the file and why (a line error, `malformed-row` or `duplicate`). Lines are saved at today’s unit prices.',
    params: userParamsSchema,
    query: cartQuerySchema,
    body: importSavedCartSchema,
    customerToken: 'required',
    caching: 'no-store',
    bodyLimit: 4 * SAVED_CART_CSV_MAX_BYTES,
    success: {
      status: 201,
      description: 'The saved cart and the rows that were left out.',
      schema: savedCartImportResultSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      422: `No row can be saved (\`savedCartProblem\` no-good-rows; each refused row in \`errors\` and \`rejected\`), more than ${SAVED_CART_MAX_LINES} lines, or ${SAVED_CARTS_MAX} saved carts already.`,
      503: IDENTITY_503,
    },
  },
  {
    id: 'getSavedCart',
    method: 'GET',
    path: '/users/:userId/saved-carts/:savedCartId',
    tag: 'Saved carts',
    summary:
      'One of the customer’s saved carts: each line named in the catalogue language of `locale`, with its unit price when saved and today’s at its quantity; `available` is false (and name and price absent) when the site no longer sells the item.',
    params: savedCartParamsSchema,
    query: cartQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The saved cart.', schema: savedCartSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: SAVED_CART_404,
      503: IDENTITY_503,
    },
  },
  {
    id: 'updateSavedCart',
    method: 'PATCH',
    path: '/users/:userId/saved-carts/:savedCartId',
    tag: 'Saved carts',
    summary: 'Rename a saved cart or change its description (`null` removes it).',
    params: savedCartParamsSchema,
    query: cartQuerySchema,
    body: savedCartPatchSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The saved cart as changed.', schema: savedCartSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: SAVED_CART_404,
      503: IDENTITY_503,
    },
  },
  {
    id: 'duplicateSavedCart',
    method: 'POST',
    path: '/users/:userId/saved-carts/:savedCartId/duplicates',
    tag: 'Saved carts',
    summary:
      'A copy of a saved cart with the same lines and saved prices, named `name`; without one it is named after the original with “ (copy)”, in English, so a storefront should send the name in the customer’s language.',
    params: savedCartParamsSchema,
    query: cartQuerySchema,
    body: duplicateSavedCartSchema.optional(),
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 201, description: 'The copy.', schema: savedCartSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: SAVED_CART_404,
      422: `The customer already has ${SAVED_CARTS_MAX} saved carts on the site (\`savedCartProblem\` saved-carts-limit).`,
      503: IDENTITY_503,
    },
  },
  {
    id: 'deleteSavedCart',
    method: 'DELETE',
    path: '/users/:userId/saved-carts/:savedCartId',
    tag: 'Saved carts',
    summary: 'Delete one of the customer’s saved carts.',
    params: savedCartParamsSchema,
    query: cartQuerySchema,
    body: NO_BODY,
    customerToken: 'required',
    caching: 'no-store',
    success: { status: 200, description: 'The saved cart is gone.', schema: savedCartDeletedSchema },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: SAVED_CART_404,
      503: IDENTITY_503,
    },
  },
  {
    id: 'restoreSavedCart',
    method: 'POST',
    path: '/users/:userId/saved-carts/:savedCartId/restorations',
    tag: 'Saved carts',
    summary:
      'Put a saved cart’s lines into the customer’s own cart, in one change: `replace` empties the cart first, `merge` adds to its quantities. As a signed-in merge does, a sum over an item’s maximum is cut to it and an item the site no longer sells is left out. `changes` lists, line by line, a unit price that differs from the saved one (`price`, from and to), an item left out (`unavailable`), a quantity cut (`quantity`, asked and kept) and a level the customer does not hold (`qualification`: the line is restored and checkout’s gate applies).',
    params: savedCartParamsSchema,
    query: cartQuerySchema,
    body: restoreSavedCartSchema,
    customerToken: 'required',
    caching: 'no-store',
    success: {
      status: 200,
      description: 'The customer’s cart after the change, and what differs from the saved cart.',
      schema: savedCartRestoreResultSchema,
    },
    problems: {
      401: CUSTOMER_401,
      403: OTHER_CUSTOMER_403,
      404: `${SAVED_CART_404} Or the cart is not the customer’s cart on this site.`,
      503: IDENTITY_503,
    },
  },
] as const satisfies readonly Operation[];

export const OPERATIONS: readonly Operation[] = TABLE;

export type OperationId = (typeof TABLE)[number]['id'];

/** The table entry of one operation, with its literal schema types, from which its handler's types follow. */
export type OperationOf<Id extends OperationId> = Extract<(typeof TABLE)[number], { id: Id }>;

export function operation<Id extends OperationId>(id: Id): OperationOf<Id> {
  const found = TABLE.find((o): o is OperationOf<Id> => o.id === id);
  if (!found) throw new Error(`unknown operation ${id}`);
  return found;
}
