import { getTableColumns, sql } from 'drizzle-orm';
import { carts, organisations } from '../db/schema.ts';

/**
 * A cart row with the name of the organisation it buys for (null: the personal account), read in
 * the same statement as the row: a subquery rather than a join, so the row can still be locked.
 */
export const cartWithAccount = {
  ...getTableColumns(carts),
  accountName: sql<
    string | null
  >`(select ${organisations.name} from ${organisations} where ${organisations.id} = ${carts.organisationId})`,
};
