import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The commerce service's tables, all in the `commerce` Postgres schema (one schema per service). */

export const commerce = pgSchema('commerce');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface StoredPriceList {
  price: number;
  tiers: { minQuantity: number; price: number }[];
}

/** generator (which generator and scale made the rows) and version (changes with every edit). */
export const catalogMeta = commerce.table('catalog_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const products = commerce.table('products', {
  code: text().primaryKey(),
  program: text().notNull(),
  qualification: text().notNull(),
  minMonths: integer('min_months').notNull(),
  maxMonths: integer('max_months').notNull(),
  adminMinutes: integer('admin_minutes').array().notNull(),
  categories: text().array().notNull(),
  stores: text().array().notNull(),
  popularity: integer().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** One row per product and catalogue language; tsv is filled by SQL (unaccent is not immutable). */
export const productTexts = commerce.table(
  'product_texts',
  {
    code: text()
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** The name and body as the text-search parser should see them (CJK: segmented with spaces). */
    searchName: text('search_name').notNull(),
    searchBody: text('search_body').notNull(),
    /** Lower-cased, unaccented name for trigram matching. */
    nameNorm: text('name_norm').notNull().default(''),
    tsv: tsvector(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.lang] }),
    index('product_texts_tsv_idx').using('gin', t.tsv),
    index('product_texts_name_trgm_idx').using('gin', sql`${t.nameNorm} gin_trgm_ops`),
  ],
);

/** The distinct words of product names per language: typo correction looks for similar words here. */
export const searchWords = commerce.table(
  'search_words',
  {
    lang: text().notNull(),
    word: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

export const items = commerce.table(
  'items',
  {
    code: text().primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().notNull(),
    format: text().notNull(),
    digital: boolean().notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    stock: integer().notNull(),
    prices: jsonb().$type<Record<string, StoredPriceList>>().notNull(),
  },
  (t) => [index('items_product_idx').on(t.productCode)],
);

/** A cart is anonymous until it is a customer's; a customer has at most one cart per site. */
export const carts = commerce.table(
  'carts',
  {
    id: uuid().primaryKey(),
    siteId: text('site_id').notNull(),
    currency: text().notNull(),
    /** The identity provider's user id of the customer whose cart this is; null while anonymous. */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_site_idx')
      .on(t.userId, t.siteId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** Entries keep the item code without a foreign key: a reseeded catalogue must not delete carts. */
export const cartEntries = commerce.table(
  'cart_entries',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    entryNumber: integer('entry_number').notNull(),
    itemCode: text('item_code').notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.entryNumber] }),
    unique('cart_entries_item').on(t.cartId, t.itemCode),
  ],
);

/**
 * Customers by the identity provider's user id (the `user_id` claim): the demo customers are
 * seeded with their fixed ids, others are created from userinfo at their first signed-in call.
 */
export const customers = commerce.table('customers', {
  id: uuid().primaryKey(),
  email: text().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  registrationCountry: text('registration_country').notNull(),
  /** Where order confirmations and invoices go; null: the sign-in email. Changed only after step-up. */
  orderEmail: text('order_email'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
