import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { z } from 'zod';
import { fetchJson } from './operator-fetch.ts';

/**
 * react-admin's data provider over the console's backend, `/api/operator/<resource>`, which forwards
 * to commerce's operator API. A resource's name is its operator path (`orders`, `catalogue/items`).
 * Lists follow the operator API's conventions: page, perPage, sort, order and each filter as query
 * parameters, answered `{data, total}`. Updates send the changed fields with PATCH.
 */

const BASE = '/api/operator';

const recordSchema = z.looseObject({ id: z.union([z.string(), z.number()]) });
const listSchema = z.object({ data: z.array(recordSchema), total: z.number().int().min(0) });

export interface ActionOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

export interface OperatorDataProvider extends DataProvider {
  /** A call outside the CRUD methods (ship, approve, record a transfer…): `path` below /operator. */
  action(path: string, options?: ActionOptions): Promise<unknown>;
}

const itemUrl = (resource: string, id: Identifier) => `${BASE}/${resource}/${encodeURIComponent(String(id))}`;

/** The query string of a list call: paging, sorting and the filters the screen set. */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('order', sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries((filter ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(name, String(item));
    }
  }
  return query.toString();
}

/** The fields of `data` that differ from `previous`: what an edit changed. */
function changed(data: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}

/**
 * react-admin types each call with the record type its screen expects; the answer is checked to be
 * a record (an `id`), and each screen reads its fields through its own contract schema.
 */
function asRecord<R extends RaRecord>(body: unknown): R {
  return recordSchema.parse(body) as R;
}

async function getRecord<R extends RaRecord>(url: string): Promise<R> {
  return asRecord<R>(await fetchJson(url));
}

async function list<R extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  const answer = listSchema.parse(await fetchJson(`${BASE}/${resource}?${listQuery(params)}`));
  return { data: answer.data.map((row) => asRecord<R>(row)), total: answer.total };
}

export const dataProvider: OperatorDataProvider = {
  getList: (resource, params) => list(resource, params),
  getOne: async (resource, { id }) => ({ data: await getRecord(itemUrl(resource, id)) }),
  getMany: async (resource, { ids }) => {
    const answers = await Promise.all(ids.map((id) => fetchJson(itemUrl(resource, id))));
    return { data: answers.map((answer) => asRecord(answer)) };
  },
  getManyReference: (resource, { target, id, filter, ...rest }) =>
    list(resource, { ...rest, filter: { ...filter, [target]: id } }),
  create: async (resource, { data }) => ({
    data: asRecord(await fetchJson(`${BASE}/${resource}`, { method: 'POST', body: JSON.stringify(data) })),
  }),
  update: async (resource, { id, data, previousData }) => ({
    data: asRecord(
      await fetchJson(itemUrl(resource, id), {
        method: 'PATCH',
        body: JSON.stringify(changed(data, previousData ?? {})),
      }),
    ),
  }),
  updateMany: async (resource, { ids, data }) => {
    for (const id of ids) {
      await fetchJson(itemUrl(resource, id), { method: 'PATCH', body: JSON.stringify(data) });
    }
    return { data: ids };
  },
  delete: async (resource, { id, previousData }) => {
    const answer = await fetchJson(itemUrl(resource, id), { method: 'DELETE' });
    return {
      data: recordSchema.safeParse(answer).success ? asRecord(answer) : (previousData ?? asRecord({ id })),
    };
  },
  deleteMany: async (resource, { ids }) => {
    for (const id of ids) await fetchJson(itemUrl(resource, id), { method: 'DELETE' });
    return { data: ids };
  },
  action: (path, { method = 'POST', body } = {}) =>
    fetchJson(`${BASE}/${path.replace(/^\/+/, '')}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
};
