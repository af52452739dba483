import { z } from 'zod';

/**
 * The list conventions of every operator API list (docs/operations.md), which the operations
 * console's data provider relies on: 1-based pages of at most 100 rows, a sort order, and an answer
 * of one page of rows with the number of rows the filters match in all.
 */
export const operatorPagingSchema = z.object({
  page: z.coerce.number().int('expects a whole page number').min(1, 'expects a page from 1').default(1),
  perPage: z.coerce
    .number()
    .int('expects a whole number of rows')
    .min(1, 'expects at least 1 row a page')
    .max(100, 'expects at most 100 rows a page')
    .default(25),
  order: z.enum(['asc', 'desc'], 'expects asc or desc').default('desc'),
});
export type OperatorPaging = z.output<typeof operatorPagingSchema>;

export function operatorListSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.number().int().nonnegative() });
}

/** Money in the operator API: integer minor units with the currency. */
export const operatorMoneySchema = z.object({ currency: z.string().length(3), amount: z.number().int() });
export type OperatorMoney = z.infer<typeof operatorMoneySchema>;
