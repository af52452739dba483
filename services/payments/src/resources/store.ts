import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@store/database';
import { objects } from '../db/schema.ts';
import { resourceMissing } from '../api/errors.ts';
import type { ApiObject, ObjectKind, ObjectOf, PrivateData } from './objects.ts';

/** The object table: every read and write of an API object goes through here. */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Stored<T> {
  data: T;
  private: PrivateData;
}

const isKind = <K extends ObjectKind>(data: ApiObject, kind: K): data is ObjectOf<K> => data.object === kind;

const customerOf = (data: ApiObject): string | null => ('customer' in data ? data.customer : null);

export async function insertObject(db: Db, data: ApiObject, privateData: PrivateData = {}): Promise<void> {
  await db.insert(objects).values({
    id: data.id,
    kind: data.object,
    customer: customerOf(data),
    data,
    private: privateData,
  });
}

export async function saveObject(db: Db, data: ApiObject, privateData?: PrivateData): Promise<void> {
  await db
    .update(objects)
    .set({ data, customer: customerOf(data), ...(privateData ? { private: privateData } : {}) })
    .where(eq(objects.id, data.id));
}

/**
 * The object of that kind with that id, or Stripe's 404 naming `param`. `lock` holds the row until
 * the transaction ends, so two confirmations of one PaymentIntent cannot both charge it.
 */
export async function loadObject<K extends ObjectKind>(
  db: Db,
  kind: K,
  id: string,
  options: { lock?: boolean; param?: string } = {},
): Promise<Stored<ObjectOf<K>>> {
  const query = db
    .select({ data: objects.data, private: objects.private })
    .from(objects)
    .where(and(eq(objects.id, id), eq(objects.kind, kind)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !isKind(row.data, kind)) throw resourceMissing(kind, id, options.param);
  return { data: row.data, private: row.private };
}

/** A customer's objects of one kind, newest first, a page at a time (limit, starting_after). */
export async function listByCustomer<K extends ObjectKind>(
  db: Db,
  kind: K,
  customer: string,
  page: { limit: number; startingAfter?: string | undefined },
): Promise<{ data: ObjectOf<K>[]; hasMore: boolean }> {
  const conditions = [eq(objects.kind, kind), eq(objects.customer, customer)];
  if (page.startingAfter) {
    const [cursor] = await db
      .select({ createdAt: objects.createdAt })
      .from(objects)
      .where(eq(objects.id, page.startingAfter));
    if (!cursor) throw resourceMissing(kind, page.startingAfter, 'starting_after');
    conditions.push(lt(objects.createdAt, cursor.createdAt));
  }
  const rows = await db
    .select({ data: objects.data })
    .from(objects)
    .where(and(...conditions))
    .orderBy(desc(objects.createdAt), desc(objects.id))
    .limit(page.limit + 1);
  const data = rows.map((row) => row.data).filter((item): item is ObjectOf<K> => isKind(item, kind));
  return { data: data.slice(0, page.limit), hasMore: data.length > page.limit };
}

/** The object behind an id of any kind, for `expand`. */
export async function loadAny(db: Db, id: string): Promise<ApiObject | undefined> {
  const [row] = await db.select({ data: objects.data }).from(objects).where(eq(objects.id, id));
  return row?.data;
}
