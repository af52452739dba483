import type { AddressInfo } from 'node:net';
import { loadEnv } from '@store/config';
import { COMMERCE_BASE_PATH } from '@store/contracts/commerce';
import { openDatabase } from '@store/database';
import { createApp } from '@store/commerce-service';
import { percentiles, type Percentiles } from './percentiles.ts';

/**
 * The commerce API's latency: the service in process on PGlite (memory) at catalogue scale 1 and
 * 10, called over real HTTP on 127.0.0.1. Suggest and search are timed server-side (the
 * server-timing header, handler time without the client's share), as information here: their
 * budgets are judged on PostgreSQL (scale.ts benchTenfold); add-to-cart is timed as the caller
 * sees it, and budgeted here.
 */

export const COMMERCE_API_BUDGETS = {
  /** Auto-suggest p95 on the tenfold catalogue in PostgreSQL, server-side (scale.ts benchTenfold). */
  suggestP95Ms: 2,
  /** Results page p95 on the tenfold catalogue in PostgreSQL, server-side (scale.ts benchTenfold). */
  searchP95Ms: 10,
  /** Add-to-cart p95 through the API on PGlite, round trip. */
  addToCartP95Ms: 10,
} as const;

export interface CommerceApiScaleResult {
  scale: 1 | 10;
  /** From an empty in-memory database to the first answer: migrations, seeding, snapshot and suggest index. */
  startSeconds: number;
  suggest: Percentiles;
  search: Percentiles;
  addToCart: Percentiles;
}

export interface CommerceApiResult {
  budgets: typeof COMMERCE_API_BUDGETS;
  scales: CommerceApiScaleResult[];
  /** Suggest and search here are figures only: their budgets hold on PostgreSQL (budgets.ts judgeTenfold). */
  pass: { addToCart: boolean };
}

const KEY = 'bench-platform-key-0123456789';

const SUGGEST: Array<[site: string, locale: string, prefixes: string[]]> = [
  [
    'usassessments',
    'en-us',
    [
      'r',
      're',
      'rea',
      'read',
      'readi',
      'mem',
      'memor',
      'beh',
      'lum',
      'lumen r',
      'ced',
      'adap',
      'spee',
      'anxi',
      'harb',
      'sum',
    ],
  ],
  ['caassessments', 'fr-ca', ['év', 'éval', 'comport', 'mém', 'lectu', 'inventaire', 'batt']],
  ['nlassessments', 'nl-nl', ['geh', 'gehe', 'gedr', 'lees', 'vragen', 'taal']],
  ['esassessments', 'es-es', ['mem', 'memo', 'conduc', 'lect', 'evalu', 'escala']],
  ['asiaassessments', 'ja-jp', ['記', '記憶', '行動', '読解', 'Cedar']],
  ['sgassessments', 'zh-sg', ['记', '记忆', '行为', '阅读', 'Lumen']],
];

const SEARCH: Array<[site: string, query: string]> = [
  ['usassessments', 'locale=en-us'],
  ['usassessments', 'locale=en-us&q=reading'],
  ['usassessments', 'locale=en-us&q=memory%20battery&sort=price-asc'],
  ['usassessments', 'locale=en-us&q=redaing%20fluensy'],
  ['usassessments', 'locale=en-us&category=behavior&delivery=digital&sort=name-asc'],
  ['usassessments', 'locale=en-us&age=adult&qualification=C&page=2'],
  ['caassessments', 'locale=fr-ca&q=%C3%A9valuation%20lecture'],
  ['nlassessments', 'locale=nl-nl&q=geheugen'],
  ['esassessments', 'locale=es-es&q=memoria&sort=price-desc'],
  ['asiaassessments', 'locale=ja-jp&q=%E8%A8%98%E6%86%B6'],
  ['sgassessments', 'locale=zh-sg&q=%E8%AE%B0%E5%BF%86'],
  ['usassessments', 'locale=en-us&letter=M&sort=name-asc'],
];

function serverMs(response: Response): number {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error('the commerce service sent no server-timing header');
  return Number(match[1]);
}

/** Calls the commerce API at a path for a site (x-site-id) and answers the response, refusing an error status. */
export type CommerceCall = (path: string, site: string, init?: RequestInit) => Promise<Response>;

/** A caller of the commerce API under `base` (…/headless/ecommerce/v2) with the platform key. */
export function commerceCaller(base: string, key: string): CommerceCall {
  return async (path, site, init = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-api-key': key, 'x-site-id': site, 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
}

/**
 * Suggest and search p50/p95 server-side over the fixed prefixes and queries: `rounds` rounds after
 * one that warms the caches and is not counted.
 */
export async function timeSuggestAndSearch(
  call: CommerceCall,
  rounds: number,
): Promise<{ suggest: Percentiles; search: Percentiles }> {
  const suggest: number[] = [];
  const search: number[] = [];
  for (let round = -1; round < rounds; round++) {
    for (const [site, locale, prefixes] of SUGGEST) {
      for (const prefix of prefixes) {
        const response = await call(
          `/products/suggest?locale=${locale}&q=${encodeURIComponent(prefix)}`,
          site,
        );
        await response.arrayBuffer();
        if (round >= 0) suggest.push(serverMs(response));
      }
    }
    for (const [site, query] of SEARCH) {
      const response = await call(`/products?${query}`, site);
      await response.arrayBuffer();
      if (round >= 0) search.push(serverMs(response));
    }
  }
  return { suggest: percentiles(suggest), search: percentiles(search) };
}

async function measureScale(scale: 1 | 10, rounds: number): Promise<CommerceApiScaleResult> {
  const database = await openDatabase({ kind: 'memory' });
  const started = performance.now();
  const app = await createApp({
    env: loadEnv({ COMMERCE_API_KEY: KEY, CATALOG_SCALE: String(scale), LOG_LEVEL: 'silent' }),
    database,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}${COMMERCE_BASE_PATH}`;
    const call = commerceCaller(base, KEY);
    // The catalogue is seeded while the service listens; the first answer marks the end of the start.
    await (await call('/catalog/version', 'usassessments')).arrayBuffer();
    const startSeconds = Math.round((performance.now() - started) / 10) / 100;

    const { suggest, search } = await timeSuggestAndSearch(call, rounds);

    const adds: number[] = [];
    const cart = (await (await call('/carts', 'usassessments', { method: 'POST' })).json()) as { id: string };
    const items = ['A100123-RF25', 'A100123-DIGR25', 'B200456-RF25', 'B200456-DIGR25', 'A100123-TRN'];
    for (let i = 0; i < 5 + 100; i++) {
      const t0 = performance.now();
      const response = await call(`/carts/${cart.id}/entries`, 'usassessments', {
        method: 'POST',
        body: JSON.stringify({ itemCode: items[i % items.length], quantity: 1 }),
      });
      await response.arrayBuffer();
      if (i >= 5) adds.push(performance.now() - t0);
      // Stay under the items' maximum quantity: a fresh cart every 40 adds.
      if (i % 40 === 39)
        cart.id = (
          (await (await call('/carts', 'usassessments', { method: 'POST' })).json()) as { id: string }
        ).id;
    }
    return {
      scale,
      startSeconds,
      suggest,
      search,
      addToCart: percentiles(adds),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchCommerceApi(
  options: { scales?: Array<1 | 10>; rounds?: number } = {},
): Promise<CommerceApiResult> {
  const scales: CommerceApiScaleResult[] = [];
  for (const scale of options.scales ?? [1, 10]) scales.push(await measureScale(scale, options.rounds ?? 5));
  const standard = scales.find((s) => s.scale === 1) ?? scales[0]!;
  return {
    budgets: COMMERCE_API_BUDGETS,
    scales,
    pass: { addToCart: standard.addToCart.p95 <= COMMERCE_API_BUDGETS.addToCartP95Ms },
  };
}

if (import.meta.main) console.log(JSON.stringify(await benchCommerceApi(), null, 2));
