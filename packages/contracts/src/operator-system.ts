import { z } from 'zod';
import { ALL_LOCALE_INFO, LOCALES } from '@store/locales';
import { FORMATS } from './commerce-constants.ts';
import { FLAG_NAMES } from './flag-catalogue.ts';
import { operatorListSchema, operatorMoneySchema, operatorPagingSchema } from './operator-lists.ts';

/**
 * The catalogue, feature-flag, mail and audit-log parts of the operator API (docs/operations.md):
 * price, availability and stock of an item per store, the flag service's values, the mail outbox,
 * and the audit log, which no operation changes.
 */

const siteIds = [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))];
const siteIdSchema = z.enum(siteIds, `expects a site: ${siteIds.join(', ')}`);
const timestamp = z.iso.datetime({ offset: true });
const freeText = z
  .string()
  .trim()
  .min(1, 'expects some text to search for')
  .max(200, 'expects at most 200 characters');
const sortOf = <const S extends readonly [string, ...string[]]>(fields: S, fallback: S[number]) =>
  z.enum(fields, `expects one of ${fields.join(', ')}`).default(fallback);

// Catalogue

export const OPERATOR_CATALOGUE_SORTS = ['id', 'productCode', 'name', 'price', 'stock'] as const;

/** GET /operator/catalogue/items: `q` is an item or product code or a product name. */
export const operatorCatalogueQuerySchema = operatorPagingSchema
  .extend({
    siteId: siteIdSchema,
    q: freeText.optional(),
    sort: sortOf(OPERATOR_CATALOGUE_SORTS, 'id'),
    order: z.enum(['asc', 'desc'], 'expects asc or desc').default('asc'),
  })
  .strict();
export type OperatorCatalogueQuery = z.output<typeof operatorCatalogueQuerySchema>;

export const operatorCatalogueParamsSchema = z
  .object({ code: z.string().trim().min(1, 'expects an item code').max(64) })
  .strict();

/** An item as one store sells it: its price list in the store's currency and whether the store offers it. */
export const operatorCatalogueItemSchema = z.object({
  /** The item code. */
  id: z.string(),
  productCode: z.string(),
  name: z.string(),
  format: z.enum(FORMATS),
  siteId: z.string(),
  price: operatorMoneySchema,
  tiers: z.array(z.object({ minQuantity: z.number().int(), price: operatorMoneySchema })),
  /** The product is sold in this store (its product page and search show it). */
  available: z.boolean(),
  stock: z.number().int(),
});
export type OperatorCatalogueItem = z.infer<typeof operatorCatalogueItemSchema>;
export const operatorCatalogueListSchema = operatorListSchema(operatorCatalogueItemSchema);

/**
 * PATCH /operator/catalogue/items/{code}. The price is the store's currency's price list, shared by
 * every store selling in that currency; availability is the product's, so all its items follow.
 */
export const operatorCatalogueChangeSchema = z
  .object({
    siteId: siteIdSchema,
    price: z.number().int('expects the price in minor units').positive('expects a price above 0').optional(),
    available: z.boolean('expects true or false').optional(),
    stock: z.number().int('expects a whole number').min(0, 'expects a stock of 0 or more').optional(),
  })
  .strict()
  .refine(
    (change) => change.price !== undefined || change.available !== undefined || change.stock !== undefined,
    {
      message: 'expects at least one of price, available and stock',
    },
  );
export type OperatorCatalogueChange = z.output<typeof operatorCatalogueChangeSchema>;

// Feature flags

export const operatorFlagParamsSchema = z
  .object({ key: z.enum(FLAG_NAMES, `expects a flag: ${FLAG_NAMES.join(', ')}`) })
  .strict();

export const operatorFlagSchema = z.object({
  /** The flag's key. */
  id: z.enum(FLAG_NAMES),
  type: z.enum(['boolean', 'object']),
  /** What the flag service answers for a context without attributes; its default when it does not answer. */
  value: z.unknown(),
  defaultValue: z.unknown(),
  /** OFREP's reason: STATIC (the file's value), DEFAULT, TARGETING_MATCH, or ERROR when unreachable. */
  reason: z.string(),
});
export type OperatorFlag = z.infer<typeof operatorFlagSchema>;
export const operatorFlagListSchema = operatorListSchema(operatorFlagSchema);

/** PUT /operator/flags/{key}; the value is checked against the flag's type. */
export const operatorFlagChangeSchema = z.object({ value: z.unknown() }).strict();

/** The flag service's admin write (PUT {flags}/admin/flags/{key}) and its answer. */
export const flagAdminWriteSchema = z.object({ value: z.unknown() }).strict();
export const flagAdminAnswerSchema = z.object({
  key: z.enum(FLAG_NAMES),
  /** The file's value before the write; absent when the file did not set the flag. */
  before: z.unknown().optional(),
  value: z.unknown(),
});
export type FlagAdminAnswer = z.infer<typeof flagAdminAnswerSchema>;

// Mail

export const OPERATOR_MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const OPERATOR_MAIL_SORTS = ['createdAt', 'nextAttemptAt', 'sentAt', 'attempts', 'recipient'] as const;

/** GET /operator/mail: failed means tried at least once and not sent; `q` is (part of) a recipient. */
export const operatorMailQuerySchema = operatorPagingSchema
  .extend({
    status: z.enum(OPERATOR_MAIL_STATUSES, `expects one of ${OPERATOR_MAIL_STATUSES.join(', ')}`).optional(),
    q: freeText.optional(),
    sort: sortOf(OPERATOR_MAIL_SORTS, 'createdAt'),
  })
  .strict();
export type OperatorMailQuery = z.output<typeof operatorMailQuerySchema>;

export const operatorMailParamsSchema = z.object({ id: z.uuid('expects a message id') }).strict();

export const operatorMailRowSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  locale: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  nextAttemptAt: timestamp,
});
export type OperatorMailRow = z.infer<typeof operatorMailRowSchema>;
export const operatorMailListSchema = operatorListSchema(operatorMailRowSchema);

/** A message with its text body; null when mail goes out over SMTP, where the outbox is not for reading. */
export const operatorMailDetailSchema = operatorMailRowSchema.extend({ text: z.string().nullable() });
export type OperatorMailDetail = z.infer<typeof operatorMailDetailSchema>;

// Audit log

export const operatorAuditQuerySchema = operatorPagingSchema
  .extend({
    sort: sortOf(['at'], 'at'),
    staffId: z.uuid('expects a staff member id').optional(),
    action: z.string().trim().min(1).max(100).optional(),
    subjectType: z.string().trim().min(1).max(100).optional(),
    subjectId: z.string().trim().min(1).max(200).optional(),
    from: timestamp.optional(),
    to: timestamp.optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'expects from on or before to',
    path: ['to'],
  });
export type OperatorAuditQuery = z.output<typeof operatorAuditQuerySchema>;

export const operatorAuditEntrySchema = z.object({
  id: z.string(),
  at: timestamp,
  actorKind: z.enum(['staff', 'assisted', 'system']),
  staffId: z.uuid().nullable(),
  staffName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;
export const operatorAuditListSchema = operatorListSchema(operatorAuditEntrySchema);

/** The storefront's POST /api/revalidate: store paths whose cached pages are rendered again. */
export const STOREFRONT_REVALIDATE_PATH = '/api/revalidate';
const localeChoice = LOCALES.join('|');
/** A product page, a category page or the search page of a locale. */
const REVALIDATE_PATH = new RegExp(
  `^/(${localeChoice})/(p/[A-Za-z0-9-]{1,64}|category/[a-z0-9-]{1,64}|search\\.html)$`,
);
export const storefrontRevalidateSchema = z
  .object({
    paths: z
      .array(
        z
          .string()
          .regex(
            REVALIDATE_PATH,
            'expects a product, category or search page: /{locale}/p/{code}, /{locale}/category/{id} or /{locale}/search.html',
          ),
      )
      .min(1, 'expects at least one path')
      .max(50, 'expects at most 50 paths'),
  })
  .strict();
