import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import { loadEnv } from '@store/config';
import { productSearchResultSchema } from '@store/contracts/commerce';
import {
  operatorAuditListSchema,
  operatorCatalogueItemSchema,
  operatorCatalogueListSchema,
} from '@store/contracts/operator-system';
import { OPERATOR_KEY_HEADER, operatorApiKey } from '../operator/operator-api.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/** The storefront's boundary: a server that records what commerce asks it to revalidate. */
interface Revalidation {
  apiKey: string | undefined;
  body: unknown;
}

const LUMEN = programByCode('A100123')!;
const [FIRST, SECOND] = LUMEN.items;
const operatorKey = operatorApiKey(loadEnv({ COMMERCE_API_KEY: TEST_API_KEY }))!;

let t: TestApp;
let storefront: Server;
const revalidations: Revalidation[] = [];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  storefront = createServer((request, response) => {
    void readBody(request).then((body) => {
      const apiKey = request.headers['x-api-key'];
      revalidations.push({ apiKey: typeof apiKey === 'string' ? apiKey : undefined, body });
      response.writeHead(202).end();
    });
  });
  storefront.listen(0, '127.0.0.1');
  await once(storefront, 'listening');
  const { port } = storefront.address() as AddressInfo;
  t = await startTestApp({ STOREFRONT_REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate` });
});

afterAll(async () => {
  await t?.close();
  storefront?.close();
});

const operator = (method: 'GET' | 'PATCH', path: string, payload?: unknown) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: {
      [OPERATOR_KEY_HEADER]: operatorKey,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const version = async () => (await t.call({ path: '/catalog/version' })).json<{ version: string }>().version;

describe('the catalogue per store', () => {
  it('lists a store’s items with price, tiers, availability and stock, found by code or name', async () => {
    const byCode = operatorCatalogueListSchema.parse(
      (
        await operator('GET', `/catalogue/items?siteId=usassessments&q=${LUMEN.code}&sort=id&order=asc`)
      ).json(),
    );
    expect(byCode.total).toBe(LUMEN.items.length);
    const row = byCode.data.find((r) => r.id === FIRST!.code)!;
    expect(row).toMatchObject({
      productCode: LUMEN.code,
      siteId: 'usassessments',
      price: { currency: 'USD', amount: Math.round(FIRST!.prices.USD.price * 100) },
      available: LUMEN.stores.includes('usassessments'),
    });
    const byName = operatorCatalogueListSchema.parse(
      (
        await operator(
          'GET',
          `/catalogue/items?siteId=usassessments&q=${encodeURIComponent(LUMEN.texts.en.name)}`,
        )
      ).json(),
    );
    expect(byName.data.map((r) => r.id)).toContain(FIRST!.code);
    expect((await operator('GET', '/catalogue/items')).statusCode).toBe(400);
  });

  it('changes a price and the stock in one store: a new catalogue version, audited, and the pages revalidated', async () => {
    const before = await version();
    revalidations.length = 0;
    const response = await operator('PATCH', `/catalogue/items/${FIRST!.code}`, {
      siteId: 'usassessments',
      price: 12345,
      stock: 7,
    });
    expect(response.statusCode).toBe(200);
    const row = operatorCatalogueItemSchema.parse(response.json());
    expect(row).toMatchObject({ price: { currency: 'USD', amount: 12345 }, stock: 7 });
    expect(await version()).not.toBe(before);

    const product = (await t.call({ path: `/products/${LUMEN.code}?locale=en-us` })).json<{
      items: { code: string; price: { value: number } }[];
    }>();
    expect(product.items.find((item) => item.code === FIRST!.code)?.price.value).toBe(123.45);

    const audit = operatorAuditListSchema.parse(
      (await operator('GET', `/audit-log?subjectType=catalogue-item&subjectId=${FIRST!.code}`)).json(),
    );
    expect(audit.data[0]).toMatchObject({
      action: 'updateCatalogueItem',
      actorKind: 'system',
      before: { siteId: 'usassessments', stock: FIRST!.stock },
      after: { siteId: 'usassessments', price: { currency: 'USD', amount: 12345 }, stock: 7 },
    });

    expect(revalidations).toEqual([{ apiKey: TEST_API_KEY, body: { paths: [`/en-us/p/${LUMEN.code}`] } }]);
  });

  it('takes a product out of a store’s search, and only that store’s', async () => {
    const search = async (site: string, locale: string) =>
      productSearchResultSchema
        .parse(
          (
            await t.call({
              path: `/products?locale=${locale}&q=${encodeURIComponent(LUMEN.texts.en.name)}`,
              site,
            })
          ).json(),
        )
        .products.map((p) => p.code);
    expect(await search('ukassessments', 'en-gb')).toContain(LUMEN.code);
    expect(await search('caassessments', 'en-ca')).toContain(LUMEN.code);

    revalidations.length = 0;
    const response = await operator('PATCH', `/catalogue/items/${SECOND!.code}`, {
      siteId: 'ukassessments',
      available: false,
    });
    expect(response.json()).toMatchObject({ available: false, siteId: 'ukassessments' });
    expect(await search('ukassessments', 'en-gb')).not.toContain(LUMEN.code);
    expect(await search('caassessments', 'en-ca')).toContain(LUMEN.code);
    expect(
      (await t.call({ path: `/products/${LUMEN.code}?locale=en-gb`, site: 'ukassessments' })).statusCode,
    ).toBe(404);
    expect(revalidations[0]?.body).toEqual({ paths: [`/en-gb/p/${LUMEN.code}`] });

    await operator('PATCH', `/catalogue/items/${SECOND!.code}`, { siteId: 'ukassessments', available: true });
    expect(await search('ukassessments', 'en-gb')).toContain(LUMEN.code);
  });

  it('answers 404 for an unknown item, 422 for a store without its price list, 400 for an empty change', async () => {
    expect(
      (await operator('PATCH', '/catalogue/items/Z999999', { siteId: 'usassessments', stock: 1 })).statusCode,
    ).toBe(404);
    await t.database.db.execute(
      sql`UPDATE commerce.items SET prices = prices - 'JPY' WHERE code = ${SECOND!.code}`,
    );
    const before = await version();
    const refused = await operator('PATCH', `/catalogue/items/${SECOND!.code}`, {
      siteId: 'asiaassessments',
      stock: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(await version()).toBe(before);
    expect(
      (await operator('PATCH', `/catalogue/items/${FIRST!.code}`, { siteId: 'usassessments' })).statusCode,
    ).toBe(400);
    expect(
      (await operator('PATCH', `/catalogue/items/${FIRST!.code}`, { siteId: 'usassessments', stock: -1 }))
        .statusCode,
    ).toBe(400);
  });
});
