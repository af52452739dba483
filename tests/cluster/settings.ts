import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The failure suite's own cluster: its ports, folder and keys. The ports sit away from
 * `npm run start:cluster`'s defaults (8443, 8080, 4000), and CLUSTER_TEST_PORT_OFFSET shifts them
 * further, so a developer's cluster and a second run of the suite are left alone.
 */

export const ROOT = resolve(import.meta.dirname, '../..');

const offset = z.coerce
  .number()
  .int()
  .min(0)
  .max(500)
  .safeParse(process.env.CLUSTER_TEST_PORT_OFFSET ?? 0);
if (!offset.success) throw new Error('CLUSTER_TEST_PORT_OFFSET must be a whole number from 0 to 500');
const OFFSET = offset.data;

export const PORTS = {
  https: 7843 + OFFSET,
  http: 7880 + OFFSET,
  platform: 7840 + OFFSET,
};

/** The run's folder: the cluster's DATA_DIR, its flag file. Emptied at the start of each run. */
export const WORK = join(tmpdir(), `store-cluster-tests${OFFSET ? `-${OFFSET}` : ''}`);
export const DATA_DIR = join(WORK, 'data');
export const FLAGS_FILE = join(WORK, 'flags.json');

/** The platform key every instance shares; tests call commerce and the flag service with it. */
export const PLATFORM_KEY = 'cluster-platform-key-0123456789';

/** The environment variable through which the run's own process tells the tests where the cluster is. */
export const STATE_VARIABLE = 'STORE_CLUSTER_TEST_STATE';

/** What a test knows of the running cluster: its addresses, and where to ask for a kill or restart. */
export const clusterStateSchema = z.object({
  url: z.string(),
  databaseUrl: z.string(),
  redisUrl: z.string(),
  platformUrls: z.array(z.string()).length(2),
  storefrontUrls: z.array(z.string()).length(2),
  /** nginx's listener in front of the platform instances. */
  platformBalancerUrl: z.string(),
  /** The run's own process, which owns the cluster's processes (control.ts). */
  controlUrl: z.string(),
});
export type ClusterState = z.infer<typeof clusterStateSchema>;
