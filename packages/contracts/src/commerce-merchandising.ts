import { z } from 'zod';
import { LOCALES } from '@store/locales';
import { CATEGORY_IDS } from './commerce-constants.ts';
import { productSummarySchema } from './commerce.ts';

/**
 * GET /merchandising: what a store's home page shows of the catalogue (requirements §10.5): the
 * programs its content features, the newest releases, and the most popular programs of each
 * category by what the store's customers ordered, the catalogue's own ranking filling in.
 */

export const MERCHANDISING_LIMITS = {
  featured: 12,
  newReleases: { default: 8, max: 24 },
  perCategory: { default: 4, max: 8 },
} as const;

const FEATURED_PATTERN = new RegExp(
  `^[A-Z][0-9]{6}(?:,[A-Z][0-9]{6}){0,${MERCHANDISING_LIMITS.featured - 1}}$`,
);

export const merchandisingQuerySchema = z
  .object({
    locale: z.enum(LOCALES),
    /** Program codes to feature, comma-separated, in the order shown; codes the site does not sell are left out. */
    featured: z
      .string()
      .regex(
        FEATURED_PATTERN,
        `featured expects up to ${MERCHANDISING_LIMITS.featured} program codes such as A100123, separated by commas`,
      )
      .transform((codes) => [...new Set(codes.split(','))])
      .optional(),
    newReleases: z.coerce
      .number()
      .int()
      .min(0)
      .max(MERCHANDISING_LIMITS.newReleases.max)
      .default(MERCHANDISING_LIMITS.newReleases.default),
    perCategory: z.coerce
      .number()
      .int()
      .min(0)
      .max(MERCHANDISING_LIMITS.perCategory.max)
      .default(MERCHANDISING_LIMITS.perCategory.default),
  })
  .strict();
export type MerchandisingQuery = z.input<typeof merchandisingQuerySchema>;

export const releasedProductSchema = productSummarySchema.extend({ releasedOn: z.iso.date() });
export type ReleasedProduct = z.infer<typeof releasedProductSchema>;

export const merchandisingSchema = z.object({
  featured: z.array(productSummarySchema),
  /** Newest first. */
  newReleases: z.array(releasedProductSchema),
  /** The categories the site sells in, in the menu's order; each category's programs most popular first. */
  popularByCategory: z.array(
    z.object({
      category: z.object({ id: z.enum(CATEGORY_IDS), name: z.string().min(1) }),
      products: z.array(productSummarySchema).min(1),
    }),
  ),
});
export type Merchandising = z.infer<typeof merchandisingSchema>;
