import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { COMMERCE_BASE_PATH, productSchema, productSearchResultSchema } from '@store/contracts/commerce';
import { envSchema, loadEnv } from '@store/config';
import { startCluster } from '../lib/cluster/cluster.ts';
import type { RunningCluster } from '../lib/cluster/contract.ts';
import { buildStorefrontIfStale } from '../lib/store.ts';
import { commerceCaller, timeSuggestAndSearch, type CommerceCall } from './commerce-api.ts';
import type { Percentiles } from './percentiles.ts';
import { scaleRatio } from './process-cpu.ts';
import { addToCartLoad, LINES_PER_CART, pageLoad, type CartItem, type ScaleLoad } from './scale-load.ts';
import { SEARCH_ADDRESSES, searchSequence } from './search-addresses.ts';
import { LOAD } from './throughput.ts';

/**
 * The scale figures (issue 16): the production topology (scripts/lib/cluster) started with one
 * instance of each kind, measured, stopped, then with two, on a fresh data folder each time; and
 * once more with the tenfold catalogue on its PostgreSQL.
 */

const SITE = 'usassessments';

export interface ScaleSettings {
  /** The environment every process of the cluster starts from (the benchmark's own, settings scrubbed). */
  env: NodeJS.ProcessEnv;
  /** Where each cluster's data folder is made (and removed after it). */
  workDir: string;
  /** Three consecutive ports for each cluster: HTTPS, plain HTTP, the platform balancer. */
  firstPort: number;
  /** The clusters running now, so that an interrupted benchmark can stop them. */
  running: Set<RunningCluster>;
}

export interface InstanceRun {
  platforms: number;
  storefronts: number;
  /** From nothing (fresh data folder: initdb, migrations, seeding) to every process ready. */
  startSeconds: number;
  search: ScaleLoad;
  addToCart: ScaleLoad;
}

export interface InstancesResult {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  machineCores: number;
  /** Search addresses asked across the runs, out of the combinations there are. */
  searchAddresses: { used: number; combinations: number };
  linesPerCart: number;
  runs: InstanceRun[];
  /** Two instances ÷ one. */
  ratios: { search: number; addToCart: number };
}

export interface TenfoldResult {
  /** Programs the US store sells at CATALOG_SCALE=10. */
  programs: number;
  startSeconds: number;
  suggest: Percentiles;
  search: Percentiles;
  productPage: ScaleLoad;
  /** Product pages asked, all different unless it exceeds `productCodes`. */
  productPagesAsked: number;
  productCodes: number;
}

const TENFOLD_OFFSET = 20;

/** The ports the clusters listen on, three per cluster from `firstPort`, `firstPort + 10`, `firstPort + 20`. */
export function scalePorts(firstPort: number): number[] {
  return [0, 10, TENFOLD_OFFSET].flatMap((offset) => [0, 1, 2].map((n) => firstPort + offset + n));
}

/** The tenfold catalogue's cluster's ports alone. */
export function tenfoldPorts(firstPort: number): number[] {
  return [0, 1, 2].map((n) => firstPort + TENFOLD_OFFSET + n);
}

interface ClusterRun {
  cluster: RunningCluster;
  apiKey: string;
  dataDir: string;
  startSeconds: number;
  /** The commerce API through the platform balancer. */
  commerceBase: string;
}

async function withCluster<T>(
  settings: ScaleSettings,
  shape: { platforms: number; storefronts: number; catalogScale: 1 | 10; offset: number },
  body: (run: ClusterRun) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(settings.workDir, 'cluster-'));
  // PostgreSQL runs as the postgres user, which must reach its folder below these (made 0700).
  for (const dir of [settings.workDir, dataDir]) chmodSync(dir, 0o755);
  const apiKey = randomBytes(24).toString('base64url');
  const port = settings.firstPort + shape.offset;
  // A build the tree's changes made stale is not part of the start measured below.
  await buildStorefrontIfStale(loadEnv(settings.env), settings.env);
  const started = performance.now();
  let cluster: RunningCluster | null = null;
  try {
    cluster = await startCluster({
      dataDir,
      httpsPort: port,
      httpPort: port + 1,
      platformPort: port + 2,
      platformInstances: shape.platforms,
      storefrontInstances: shape.storefronts,
      env: {
        ...settings.env,
        COMMERCE_API_KEY: apiKey,
        CATALOG_SCALE: String(shape.catalogScale),
      },
    });
    settings.running.add(cluster);
    const startSeconds = Math.round((performance.now() - started) / 100) / 10;
    return await body({
      cluster,
      apiKey,
      dataDir,
      startSeconds,
      commerceBase: `http://127.0.0.1:${port + 2}${COMMERCE_BASE_PATH}`,
    });
  } finally {
    if (cluster) {
      await cluster.stop();
      settings.running.delete(cluster);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const json = async (response: Response): Promise<unknown> => response.json();
const cartSchema = z.object({ id: z.string().min(1) });

/** Items an anonymous cart accepts, each checked by adding it once to a cart of its own. */
async function sellableItems(call: CommerceCall, count: number): Promise<CartItem[]> {
  const list = productSearchResultSchema.parse(await json(await call('/products?locale=en-us', SITE)));
  const found: CartItem[] = [];
  for (const summary of list.products) {
    const product = productSchema.parse(
      await json(await call(`/products/${summary.code}?locale=en-us`, SITE)),
    );
    for (const item of product.items.filter((i) => i.inStock)) {
      const cart = cartSchema.parse(await json(await call('/carts', SITE, { method: 'POST' })));
      const candidate = { code: item.code, quantity: item.minOrderQuantity };
      try {
        await (
          await call(`/carts/${cart.id}/entries`, SITE, {
            method: 'POST',
            body: JSON.stringify({ itemCode: candidate.code, quantity: candidate.quantity }),
          })
        ).arrayBuffer();
        found.push(candidate);
      } catch {
        // Not for an anonymous cart (a qualification, a minimum): another item then.
      }
      if (found.length === count) return found;
    }
  }
  throw new Error(`found ${found.length} items an anonymous cart accepts, needed ${count}`);
}

/**
 * Search results and add-to-cart with one instance of each kind, then with two, same load.
 * The search addresses start at random and never repeat in the run (search-addresses.ts).
 */
export async function benchInstances(settings: ScaleSettings): Promise<InstancesResult> {
  const searches = searchSequence(randomInt(SEARCH_ADDRESSES));
  const runs: InstanceRun[] = [];
  for (const instances of [1, 2]) {
    console.log(`  ${instances} platform + ${instances} storefront instance(s)…`);
    runs.push(
      await withCluster(
        settings,
        { platforms: instances, storefronts: instances, catalogScale: 1, offset: (instances - 1) * 10 },
        async ({ cluster, apiKey, dataDir, startSeconds, commerceBase }) => {
          const items = await sellableItems(commerceCaller(commerceBase, apiKey), LINES_PER_CART);
          const search = await pageLoad(cluster.url, searches.next, dataDir, 'page');
          const addToCart = await addToCartLoad(commerceBase, apiKey, items, dataDir);
          console.log(
            `  started in ${startSeconds} s; search results ${search.perSecond}/s, add to cart ${addToCart.perSecond}/s`,
          );
          return { platforms: instances, storefronts: instances, startSeconds, search, addToCart };
        },
      ),
    );
  }
  const [one, two] = runs;
  return {
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
    warmUpSeconds: LOAD.warmUpSeconds,
    machineCores: availableParallelism(),
    searchAddresses: { used: searches.used(), combinations: SEARCH_ADDRESSES },
    linesPerCart: LINES_PER_CART,
    runs,
    ratios: {
      search: scaleRatio(one?.search.perSecond ?? 0, two?.search.perSecond ?? 0),
      addToCart: scaleRatio(one?.addToCart.perSecond ?? 0, two?.addToCart.perSecond ?? 0),
    },
  };
}

const PRODUCT_LIST_PAGES = 10;

/** The tenfold catalogue on the cluster's PostgreSQL, one instance of each kind. */
export async function benchTenfold(settings: ScaleSettings): Promise<TenfoldResult> {
  return withCluster(
    settings,
    { platforms: 1, storefronts: 1, catalogScale: 10, offset: TENFOLD_OFFSET },
    async ({ cluster, apiKey, dataDir, startSeconds }) => {
      const platform = cluster.platformUrls[0];
      if (!platform) throw new Error('the cluster has no platform instance');
      const call = commerceCaller(`${platform}${COMMERCE_BASE_PATH}`, apiKey);
      const codes: string[] = [];
      let programs = 0;
      for (let page = 1; page <= PRODUCT_LIST_PAGES; page++) {
        const list = productSearchResultSchema.parse(
          await json(await call(`/products?locale=en-us&pageSize=100&page=${page}`, SITE)),
        );
        programs = list.total;
        codes.push(...list.products.map((p) => p.code));
      }
      const { suggest, search } = await timeSuggestAndSearch(call, 5);
      let asked = 0;
      const productPage = await pageLoad(
        cluster.url,
        () => `/en-us/p/${codes[asked++ % codes.length] ?? ''}`,
        dataDir,
        'page',
      );
      return {
        programs,
        startSeconds,
        suggest,
        search,
        productPage,
        productPagesAsked: asked,
        productCodes: codes.length,
      };
    },
  );
}

/**
 * A trial of the scale part alone: `node scripts/bench/scale.ts [instances|tenfold] [firstPort]`
 * (8030 unless given), figures as JSON.
 */
if (import.meta.main) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(envSchema.shape)) delete env[name];
  Object.assign(env, { LOG_LEVEL: 'warn', STOREFRONT_DIST_DIR: '.next-bench' });
  const workDir = mkdtempSync(join(tmpdir(), 'store-bench-scale-'));
  const running = new Set<RunningCluster>();
  const settings = { env, workDir, firstPort: Number(process.argv[3] ?? 8030), running };
  const part = process.argv[2];
  try {
    if (part !== 'tenfold') console.log(JSON.stringify(await benchInstances(settings), null, 2));
    if (part !== 'instances') console.log(JSON.stringify(await benchTenfold(settings), null, 2));
  } finally {
    await Promise.all([...running].map((c) => c.stop()));
    rmSync(workDir, { recursive: true, force: true });
  }
}
