import { invoiceIdSchema, invoiceListQuerySchema, type InvoiceListQuery } from '@store/contracts/commerce';
import type { z } from 'zod';
import { parseAmount, type PayField } from './invoice-amounts.ts';

/**
 * The invoice list's address holds its filters, sort and page (a GET form, a link to the next page),
 * so the back button, a reload and a shared link show the same list. Totals are typed in the
 * currency's major unit (120.50) and sent to commerce in minor units. A value that does not fit is
 * left out and named, so the customer sees which filter was ignored and why.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** The address's field names; the totals are `min` and `max` because they are major units here. */
export const FILTER_FIELDS = ['status', 'from', 'to', 'order', 'min', 'max', 'sort'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export type IgnoredField = 'status' | 'from' | 'to' | 'order' | 'minTotal' | 'maxTotal' | 'sort' | 'cursor';

export interface InvoiceQuery {
  /** The filters as they stand in the address (and the form), valid ones only. */
  fields: Partial<Record<FilterField, string>>;
  /** What commerce is asked, without `limit`. */
  api: InvoiceListQuery;
  cursor?: string;
  ignored: IgnoredField[];
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const shape = invoiceListQuerySchema.shape;

function valid<S extends z.ZodType>(schema: S, text: string): NonNullable<z.output<S>> | undefined {
  const parsed = schema.safeParse(text);
  return parsed.success ? (parsed.data ?? undefined) : undefined;
}

export function invoiceQuery(params: SearchParams, currency: string): InvoiceQuery {
  const fields: InvoiceQuery['fields'] = {};
  const ignored: IgnoredField[] = [];

  /** The field's value if it is given and fits; a given value that does not fit is named as ignored. */
  function read<T>(field: FilterField, name: IgnoredField, parse: (text: string) => T | undefined) {
    const text = first(params[field]);
    if (text === undefined) return undefined;
    const value = parse(text);
    if (value === undefined) ignored.push(name);
    else fields[field] = text;
    return value;
  }

  const status = read('status', 'status', (text) => valid(shape.status, text));
  const from = read('from', 'from', (text) => valid(shape.from, text));
  const to = read('to', 'to', (text) => {
    const day = valid(shape.to, text);
    return day && (!from || from <= day) ? day : undefined;
  });
  const order = read('order', 'order', (text) => valid(shape.order, text.toUpperCase()));
  const amountOf = (text: string) => {
    const amount = parseAmount(text, currency);
    return amount.ok ? amount.minor : undefined;
  };
  const minTotal = read('min', 'minTotal', amountOf);
  const maxTotal = read('max', 'maxTotal', (text) => {
    const max = amountOf(text);
    return max !== undefined && (minTotal === undefined || minTotal <= max) ? max : undefined;
  });
  const sort = read('sort', 'sort', (text) => valid(shape.sort, text));

  const cursorText = first(params['cursor']);
  const cursor = cursorText === undefined ? undefined : valid(shape.cursor, cursorText);
  if (cursorText !== undefined && cursor === undefined) ignored.push('cursor');

  const api: InvoiceListQuery = {
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(order ? { order } : {}),
    ...(minTotal !== undefined ? { minTotal } : {}),
    ...(maxTotal !== undefined ? { maxTotal } : {}),
    ...(sort ? { sort } : {}),
  };
  return { fields, api, ...(cursor ? { cursor } : {}), ignored };
}

/** The address's filters, for a link to the list, the next page or the CSV. */
export function filterParams(query: Pick<InvoiceQuery, 'fields'>, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = query.fields[field];
    if (value !== undefined) params.set(field, value);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** `base` with the query's filters (and a page), or bare. */
export function invoiceListHref(base: string, query: Pick<InvoiceQuery, 'fields'>, cursor?: string): string {
  const text = filterParams(query, cursor).toString();
  return text ? `${base}?${text}` : base;
}

export const isFiltered = (query: Pick<InvoiceQuery, 'fields'>) =>
  FILTER_FIELDS.some((field) => field !== 'sort' && query.fields[field] !== undefined);

const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The Pay form's selection when it came back to the list (`pay=1`: the browser ran no script to send
 * it to the payment page itself): the selected invoices, each once, with the amounts typed for them.
 * Undefined when the address is no Pay submission.
 */
export function paySelection(params: SearchParams): PayField[] | undefined {
  if (first(params['pay']) !== '1') return undefined;
  const ids = [...new Set(all(params['invoice']).filter((id) => invoiceIdSchema.safeParse(id).success))];
  return ids.map((id) => ({ id, amountText: first(params[`amount-${id}`]) ?? '' }));
}
