import { z } from 'zod';
import { LOCALES } from '@store/locales';
import {
  AGE_BANDS,
  CATEGORY_IDS,
  DELIVERY_KINDS,
  FORMATS,
  LINE_ERROR_CODES,
  QUALIFICATION_LEVELS,
  QUICK_ORDER_MAX_ROWS,
  SORT_OPTIONS,
} from './commerce-constants.ts';
import { MERGE_BANNER_KINDS } from './commerce-organisation-roles.ts';
import { discountStateSchema } from './commerce-org-buying.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';
import { productImageVersionSchema } from './product-images.ts';

export * from './commerce-constants.ts';
export * from './commerce-orders.ts';
export * from './commerce-invoices.ts';
export * from './commerce-qualifications.ts';

/**
 * The store headless API (requirements §7, "Store headless API"), under COMMERCE_BASE_PATH. The commerce
 * service validates requests and responses with these schemas and publishes them in its OpenAPI
 * document; the storefront's commerce client parses every answer with them.
 *
 * Every call carries the headers of COMMERCE_HEADERS. Catalogue reads take `locale` (one of the
 * site's locales: caassessments serves en-ca and fr-ca) for names and descriptions; prices are
 * always in the site's currency.
 */

const localeSchema = z.enum(LOCALES);

/** A product (program) code such as A100123; a sellable item's code adds its format, e.g. A100123-KIT. */
export const programCodeSchema = z
  .string()
  .regex(/^[A-Z][0-9]{6}$/, 'expects a program code such as A100123');
export const itemCodeSchema = z
  .string()
  .regex(/^[A-Z][0-9]{6}-[A-Z0-9]{2,8}$/, 'expects an item code such as A100123-KIT');
/** A UPC-A barcode number: twelve digits, the last a check digit. */
export const upcSchema = z
  .string()
  .regex(/^[0-9]{12}$/, 'expects a UPC of twelve digits such as 407350000009');

/** Amounts in the currency's major unit, rounded to its minor digits (JPY has none). */
export const moneySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  value: z.number().nonnegative(),
});
export type Money = z.infer<typeof moneySchema>;

/** From minQuantity on, each unit costs price. */
export const priceTierSchema = z.object({
  minQuantity: z.number().int().positive(),
  price: moneySchema,
});

export const ageRangeSchema = z.object({
  /** In months, so that "2:6" (two years six months) is exact. */
  minMonths: z.number().int().nonnegative(),
  maxMonths: z.number().int().positive(),
});

export const sellableItemSchema = z.object({
  code: itemCodeSchema,
  format: z.enum(FORMATS),
  name: z.string().min(1),
  digital: z.boolean(),
  price: moneySchema,
  /** Tiers beyond the base price, ascending by minQuantity; empty when the price is flat. */
  tiers: z.array(priceTierSchema),
  minOrderQuantity: z.number().int().positive(),
  maxOrderQuantity: z.number().int().positive(),
  inStock: z.boolean(),
  /** The UPC-A barcode number of a physical item; the storefront shows it only with the upc flag (requirements §9). */
  upc: upcSchema.optional(),
});
export type SellableItem = z.infer<typeof sellableItemSchema>;

/**
 * One of a product's images (requirements §9, product imagery): `version` names its bytes, so its
 * address changes when an operator replaces it; `format` is the format it shows, null for an image
 * that stands for every format (an operator's upload). The first is the product's main image.
 */
export const productImageSchema = z.object({
  version: productImageVersionSchema,
  format: z.enum(FORMATS).nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSummarySchema = z.object({
  code: programCodeSchema,
  name: z.string().min(1),
  /** The program's short name (an acronym), the analytics entry's "program". */
  program: z.string().min(1),
  /** One or two sentences for result lists. */
  summary: z.string(),
  categories: z.array(z.enum(CATEGORY_IDS)),
  qualificationLevel: z.enum(QUALIFICATION_LEVELS),
  ageRange: ageRangeSchema,
  formats: z.array(z.enum(FORMATS)),
  /** The lowest base price among its items in the site's currency. */
  fromPrice: moneySchema,
  digital: z.boolean(),
  physical: z.boolean(),
  /** At least one for every product of the embedded catalogue. */
  images: z.array(productImageSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  items: z.array(sellableItemSchema).min(1),
  /** Every locale whose site sells this program (hreflang alternates). */
  availableLocales: z.array(localeSchema),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.enum(CATEGORY_IDS),
  name: z.string().min(1),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

/** Search text: q of search and suggest. */
const searchTextSchema = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(isPlainText, `q must be ${PLAIN_TEXT_RULE}`);

/**
 * A search filter: one value or several (a repeated query parameter), any of which a product may
 * have. Always a list once parsed, without repeats and in the facet's own order, so equal filters
 * are equal whatever order they were asked in.
 */
const filterSchema = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length * 2)])
    .transform((given) => {
      const asked = new Set<string>(Array.isArray(given) ? given : [given]);
      return values.filter((value): value is T[number] => asked.has(value));
    })
    .optional();

/** GET /products: search, category pages and Product A-Z share it. */
export const productSearchQuerySchema = z
  .object({
    locale: localeSchema,
    q: searchTextSchema(0, 200).optional(),
    category: filterSchema(CATEGORY_IDS),
    format: filterSchema(FORMATS),
    qualification: filterSchema(QUALIFICATION_LEVELS),
    age: filterSchema(AGE_BANDS),
    delivery: filterSchema(DELIVERY_KINDS),
    /** Only the product with an item of this exact UPC (the storefront sends it with the upc flag on). */
    upc: upcSchema.optional(),
    /** Product A-Z: names starting with this letter ('0' for digits). */
    letter: z
      .string()
      .regex(/^[A-Z0]$/)
      .optional(),
    sort: z.enum(SORT_OPTIONS).default('recommended'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

const facetValueSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });

export const productSearchResultSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  products: z.array(productSummarySchema),
  /**
   * Counts per value under the other active filters, for the filter panel: a value's count is how
   * many results there would be with it added to its facet's values (or alone, its facet unfiltered).
   */
  facets: z.object({
    category: z.array(facetValueSchema),
    format: z.array(facetValueSchema),
    qualification: z.array(facetValueSchema),
    age: z.array(facetValueSchema),
    delivery: z.array(facetValueSchema),
  }),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** GET /products/suggest: what the header's auto-suggest lists while typing. */
export const suggestQuerySchema = z
  .object({
    locale: localeSchema,
    q: searchTextSchema(1, 100),
    limit: z.coerce.number().int().min(1).max(10).default(6),
  })
  .strict();

export const suggestResultSchema = z.object({
  products: z.array(z.object({ code: programCodeSchema, name: z.string() })),
  categories: z.array(z.object({ id: z.enum(CATEGORY_IDS), name: z.string() })),
});
export type SuggestResult = z.infer<typeof suggestResultSchema>;

/** Catalogue reads that need only the locale: GET /products/{code}, GET /categories. */
export const localeQuerySchema = z.object({ locale: localeSchema }).strict();

/** GET /catalog/version: changes whenever the catalogue does; pages cached on it revalidate. */
export const catalogVersionSchema = z.object({ version: z.string().min(1) });

/** GET /catalog/entries: every product a site sells, with its categories and when it last changed (the sitemap). */
export const catalogEntriesSchema = z.object({
  products: z.array(
    z.object({
      code: programCodeSchema,
      categories: z.array(z.enum(CATEGORY_IDS)),
      updatedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type CatalogEntries = z.infer<typeof catalogEntriesSchema>;

export const cartEntrySchema = z.object({
  entryNumber: z.number().int().nonnegative(),
  productCode: programCodeSchema,
  itemCode: itemCodeSchema,
  name: z.string(),
  program: z.string(),
  format: z.enum(FORMATS),
  /** Delivered online (no shipping): the cart line's delivery estimate depends on it. */
  digital: z.boolean(),
  /** The product's level on the catalogue's scale; the store's scheme names it (qualification-schemes.ts). */
  qualificationLevel: z.enum(QUALIFICATION_LEVELS),
  quantity: z.number().int().positive(),
  /** Base unit price before tiers. */
  basePrice: moneySchema,
  /** Unit price at this quantity (the tier that applies). */
  unitPrice: moneySchema,
  totalPrice: moneySchema,
  minOrderQuantity: z.number().int().positive(),
  maxOrderQuantity: z.number().int().positive(),
  /** The product's images: the line's thumbnail is the cover of its format. */
  images: z.array(productImageSchema),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const cartSchema = z.object({
  id: z.uuid(),
  siteId: z.string(),
  currency: z.string(),
  entries: z.array(cartEntrySchema),
  totalItems: z.number().int().nonnegative(),
  subtotal: moneySchema,
  total: moneySchema,
  updatedAt: z.string(),
  /** The organisation the cart buys for (docs/organisations.md); absent: the personal account. */
  account: z.object({ organisationId: z.uuid(), name: z.string() }).optional(),
  /** What the last switch of the active account moved into this cart, until dismissed. */
  mergeNotice: z.lazy(() => cartMergeNoticeSchema).optional(),
  /** The organisation's discount and its state for this cart (org-level discount flag); absent: none. */
  discount: z.lazy(() => cartDiscountSchema).optional(),
  /** The accepted quote whose prices the lines show (docs/quotes.md); absent: catalogue prices. */
  quote: z.object({ id: z.uuid(), number: z.string() }).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * An organisation discount as the cart shows it (requirements §3's discount states). `amount` is
 * what it takes off the subtotal now (0 unless applied); a uap discount has a spending limit and
 * what remains of it before this cart.
 */
export const cartDiscountSchema = z.object({
  state: discountStateSchema,
  /** 1000 is 10 %. */
  basisPoints: z.number().int().min(0).max(10_000),
  amount: moneySchema,
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  spendingLimit: moneySchema.optional(),
  remaining: moneySchema.optional(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/** POST /carts/{cartId}/entries: the quantity is added to an entry of the same item, if any. */
export const addToCartSchema = z
  .object({ itemCode: itemCodeSchema, quantity: z.number().int().min(1).max(100000) })
  .strict();

/** PATCH /carts/{cartId}/entries/{entryNumber} */
export const updateCartEntrySchema = z.object({ quantity: z.number().int().min(1).max(100000) }).strict();

/** POST /carts/{cartId}/entries/batch: quick order. Rows are checked one by one; the good ones are added together. */
export const batchAddSchema = z
  .object({
    rows: z
      .array(z.object({ code: z.string().max(40), quantity: z.unknown() }).strict())
      .min(1)
      .max(QUICK_ORDER_MAX_ROWS),
    /** A row's code may be an item's UPC instead of its item code (the storefront sends it with the upc flag on). */
    acceptUpc: z.boolean().optional(),
  })
  .strict();

export const batchAddResultSchema = z.object({
  cart: cartSchema,
  /** One outcome per request row, in request order; `row` is the row's index (from 0) in the request. */
  rows: z.array(
    z.discriminatedUnion('status', [
      z.object({
        row: z.number().int(),
        status: z.literal('added'),
        itemCode: itemCodeSchema,
        quantity: z.number(),
      }),
      z.object({
        row: z.number().int(),
        status: z.literal('rejected'),
        code: z.string(),
        error: z.enum(LINE_ERROR_CODES),
        /** The limit that was crossed, for below-minimum and above-maximum. */
        limit: z.number().int().optional(),
        message: z.string(),
      }),
    ]),
  ),
});
export type BatchAddResult = z.infer<typeof batchAddResultSchema>;

/**
 * application/problem+json (RFC 9457). `errors` names each bad field; a cart line error carries
 * `lineError` and `limit` so the storefront can say "at most 10" in the visitor's language.
 */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  lineError: z.enum(LINE_ERROR_CODES).optional(),
  limit: z.number().int().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Cart calls may name the locale the entries' names are given in; the site's first locale otherwise. */
export const cartQuerySchema = z.object({ locale: localeSchema.optional() }).strict();

/** POST /carts: an anonymous cart for the site of x-site-id; the body may be empty or `{}`. */
export const createCartSchema = z.object({}).strict();

/**
 * PATCH /catalog/products/{code}: a server-to-server change to the catalogue (x-access-token).
 * Texts are changed in the locale's language, prices in its site's currency; the catalogue
 * version changes, so pages cached on it revalidate.
 */
export const catalogProductPatchSchema = z
  .object({
    locale: localeSchema,
    name: z.string().trim().min(1).max(200).optional(),
    summary: z.string().trim().min(1).max(1000).optional(),
    description: z.string().trim().min(1).max(5000).optional(),
    prices: z
      .array(z.object({ itemCode: itemCodeSchema, price: z.number().positive().max(10_000_000) }).strict())
      .min(1)
      .max(50)
      .optional(),
  })
  .strict()
  .refine((patch) => patch.name ?? patch.summary ?? patch.description ?? patch.prices, {
    message: 'expects at least one of name, summary, description or prices',
  });
export type CatalogProductPatch = z.infer<typeof catalogProductPatchSchema>;

/**
 * Customer calls (requirements §7, "Commerce and session") carry `Authorization: Bearer {access token}`
 * from the identity provider; the token's user is the customer.
 */
export const customerProfileSchema = z.object({
  /** The identity provider's user id (the `user_id` claim). */
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** ISO 3166 alpha-2 country the customer registered in; it picks the locale after sign-in. */
  registrationCountryIso: z.string().regex(/^[A-Z]{2}$/),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** GET /users/{userId}: the signed-in customer's own profile only. */
export const userParamsSchema = z.object({ userId: z.uuid('expects a user id (a UUID)') }).strict();

/** The storefront's shared service client sends the locale and routing region; both must be the site's. */
export const userQuerySchema = z
  .object({
    locale: localeSchema.optional(),
    routingRegion: z.enum(['US', 'CA', 'EU', 'AP'], 'expects US, CA, EU or AP').optional(),
  })
  .strict();

/**
 * POST /logout: the address the storefront will send the customer to and a true flag (requirements §7).
 * The address is a path on the store or an absolute address on one of the store's origins.
 */
export const logoutRequestSchema = z
  .object({
    logoutUrl: z.string().min(1, 'expects the logout address').max(2048, 'expects at most 2048 characters'),
    value: z.literal(true, 'expects true'),
  })
  .strict();
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const logoutResultSchema = z.object({ redirectUrl: z.string() });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/**
 * The customer's order confirmation email: where order confirmations and invoices go, separate
 * from the sign-in email. Until the customer sets one, it is the sign-in email
 * (`usesSignInEmail`). GET and PUT /users/{userId}/order-email, the token's own customer only.
 */
export const ORDER_EMAIL_MAX_LENGTH = 254;

export const orderEmailSchema = z.object({
  email: z.string(),
  usesSignInEmail: z.boolean(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;

/**
 * PUT /users/{userId}/order-email: changing it needs step-up (requirements §4). Without a consumed
 * transaction the answer is 401 with `WWW-Authenticate` carrying the advices; the call retried
 * with the completed transaction's id in TRANSACTION_ID_HEADER (`x-txid`) is written.
 */
export const orderEmailChangeSchema = z
  .object({
    email: z
      .string('expects the email address as text')
      .trim()
      .max(ORDER_EMAIL_MAX_LENGTH, `expects at most ${ORDER_EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email('expects an email address such as name@example.com')),
  })
  .strict();
export type OrderEmailChange = z.infer<typeof orderEmailChangeSchema>;

/**
 * POST /users/{userId}/carts/current: the signed-in customer's cart on the site, created when they
 * have none. An anonymous cart named here (the one the visitor filled before signing in) is merged
 * into it and deleted; a cart that is unknown, on another site or a customer's is left alone.
 */
export const customerCartRequestSchema = z
  .object({ anonymousCartId: z.uuid('expects anonymousCartId, a cart id (a UUID)').optional() })
  .strict();
export type CustomerCartRequest = z.infer<typeof customerCartRequestSchema>;

/**
 * What a merge could not carry over as it was: a sum cut to the item's maximum, or an item the
 * site can no longer sell. `kept` is what the customer's cart holds of the item after the merge.
 */
export const cartMergeAdjustmentSchema = z.object({
  itemCode: itemCodeSchema,
  requested: z.number().int().positive(),
  kept: z.number().int().nonnegative(),
  reason: z.enum(LINE_ERROR_CODES),
});
export type CartMergeAdjustment = z.infer<typeof cartMergeAdjustmentSchema>;

/**
 * The merge banner of requirements §3: switching the active account moved `lines` lines (`items`
 * items) from the account named `from` into this cart of the account named `to`; ORGANIZATION when
 * `to` is an organisation, PERSONAL when it is the customer's own account.
 */
export const cartMergeNoticeSchema = z.object({
  kind: z.enum(MERGE_BANNER_KINDS),
  from: z.string(),
  to: z.string(),
  lines: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  adjustments: z.array(cartMergeAdjustmentSchema),
});
export type CartMergeNotice = z.infer<typeof cartMergeNoticeSchema>;

export const customerCartSchema = z.object({
  cart: cartSchema,
  /** Whether an anonymous cart was merged in by this call. */
  merged: z.boolean(),
  adjustments: z.array(cartMergeAdjustmentSchema),
});
export type CustomerCart = z.infer<typeof customerCartSchema>;
