import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES } from '@store/contracts/commerce';
import type {
  OperatorCustomerDetail,
  OperatorCustomerList,
  OperatorCustomerQuery,
  OperatorCustomerRow,
} from '@store/contracts/operator-customers';
import { OPERATOR_CUSTOMER_ORDERS } from '@store/contracts/operator-customers';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import {
  carts,
  customers,
  invoices,
  organisationMembers,
  organisations,
  orders,
  qualifications,
} from '../db/schema.ts';
import { balanceOf, OWING_STATUSES, statusOf, utcToday } from '../invoices/invoice-status.ts';
import { rolesOf } from '../organisations/membership.ts';
import { toQualification } from '../qualifications/qualifications.ts';

/**
 * Customers as staff find and read them (docs/operations.md): by name, email or one of their order
 * numbers, and in full with what they have on each store. A customer record holds no password and
 * no card: the identity service keeps the one, the payment provider the other.
 */

const iso = (stored: string) => new Date(stored).toISOString();
const nameSql = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
/** Each customer's number of orders, to join: a subquery in the select list would lose its tables' names. */
const orderCounts = (db: Db) =>
  db
    .select({ userId: orders.userId, placed: count().as('placed') })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_counts');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Part of a name or an email, or an order number (as printed, any letter case): its customer. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(nameSql, like),
    ilike(customers.email, like),
    inArray(
      customers.id,
      // A subquery: the customer of the order with this number.
      sql`(select ${orders.userId} from ${orders} where ${orders.number} = ${q.toUpperCase()})`,
    ),
  );
}

/** Customers with anything on the store: a cart, an order, a qualification or an organisation of it. */
function siteFilter(siteId: string | undefined): SQL | undefined {
  if (siteId === undefined) return undefined;
  return or(
    sql`exists (select 1 from ${carts} where ${carts.userId} = ${customers.id} and ${carts.siteId} = ${siteId})`,
    sql`exists (select 1 from ${orders} where ${orders.userId} = ${customers.id} and ${orders.siteId} = ${siteId})`,
    sql`exists (select 1 from ${qualifications} where ${qualifications.userId} = ${customers.id} and ${qualifications.siteId} = ${siteId})`,
    sql`exists (select 1 from ${organisationMembers} inner join ${organisations} on ${organisations.id} = ${organisationMembers.organisationId} where ${organisationMembers.userId} = ${customers.id} and ${organisations.siteId} = ${siteId})`,
  );
}

interface ReadRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationCountry: string;
  createdAt: string;
  orders: number;
}

const toRow = (row: ReadRow): OperatorCustomerRow => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  registrationCountry: row.registrationCountry,
  createdAt: iso(row.createdAt),
  orders: row.orders,
});

/** Customers with their order counts, to filter and sort. */
function customerRows(db: Db) {
  const counts = orderCounts(db);
  const placed = sql<number>`coalesce(${counts.placed}, 0)`.mapWith(Number);
  const query = db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      registrationCountry: customers.registrationCountry,
      createdAt: customers.createdAt,
      orders: placed,
      preferredLocale: customers.preferredLocale,
    })
    .from(customers)
    .leftJoin(counts, eq(counts.userId, customers.id));
  return { query, placed };
}

export async function listCustomers(db: Db, query: OperatorCustomerQuery): Promise<OperatorCustomerList> {
  const where = and(searchFilter(query.q), siteFilter(query.siteId));
  const order = query.order === 'asc' ? asc : desc;
  const rows = customerRows(db);
  const sortKey = {
    createdAt: customers.createdAt,
    name: nameSql,
    email: customers.email,
    orders: rows.placed,
  }[query.sort];
  const [page, totals] = await Promise.all([
    rows.query
      .where(where)
      .orderBy(order(sortKey), asc(customers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { data: page.map(toRow), total: totals[0]?.total ?? 0 };
}

const pickStatus = (stored: string) => {
  const status = ORDER_STATUSES.find((s) => s === stored);
  if (status === undefined) throw new Error(`unexpected stored order status '${stored}'`);
  return status;
};

export async function customerDetail(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<OperatorCustomerDetail> {
  const [found] = await customerRows(db).query.where(eq(customers.id, userId));
  if (!found) throw new ProblemError(404, `There is no customer ${userId}.`);
  const today = utcToday(now);
  const [recent, held, memberships, owing, cartSites, orderSites] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(OPERATOR_CUSTOMER_ORDERS),
    db
      .select()
      .from(qualifications)
      .where(eq(qualifications.userId, userId))
      .orderBy(desc(qualifications.submittedAt)),
    db
      .select({
        id: organisations.id,
        accountNumber: organisations.accountNumber,
        name: organisations.name,
        siteId: organisations.siteId,
        roles: organisationMembers.roles,
      })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(organisationMembers.userId, userId))
      .orderBy(asc(organisations.siteId), asc(organisations.name)),
    db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, userId),
          eq(invoices.kind, 'invoice'),
          inArray(invoices.status, [...OWING_STATUSES]),
        ),
      )
      .orderBy(asc(invoices.dueOn), asc(invoices.number)),
    db.selectDistinct({ siteId: carts.siteId }).from(carts).where(eq(carts.userId, userId)),
    db.selectDistinct({ siteId: orders.siteId }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const sites = new Set([
    ...cartSites.map((s) => s.siteId),
    ...orderSites.map((s) => s.siteId),
    ...held.map((q) => q.siteId),
    ...memberships.map((m) => m.siteId),
  ]);
  return {
    ...toRow(found),
    firstName: found.firstName,
    lastName: found.lastName,
    preferredLocale: found.preferredLocale,
    sites: [...sites].sort(),
    recentOrders: recent.map((o) => ({
      id: o.id,
      number: o.number,
      siteId: o.siteId,
      status: pickStatus(o.status),
      total: { currency: o.currency, amount: o.total },
      placedAt: iso(o.placedAt),
    })),
    qualifications: held.map((record) => {
      const read = toQualification(record, today);
      return {
        id: record.id,
        siteId: record.siteId,
        type: read.type,
        level: record.level,
        status: read.status,
        submittedAt: read.submittedAt,
        expiresOn: record.expiresOn,
      };
    }),
    organisations: memberships.map((m) => ({ ...m, roles: rolesOf(m.roles) })),
    openInvoices: owing.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      siteId: invoice.siteId,
      status: statusOf(invoice, today),
      balance: { currency: invoice.currency, amount: balanceOf(invoice) },
      dueOn: invoice.dueOn,
    })),
  };
}
