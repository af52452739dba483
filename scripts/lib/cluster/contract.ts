/**
 * The production topology on one machine (`npm run start:cluster`, docs/deploy.md): PostgreSQL,
 * Redis, several platform and storefront instances, nginx in front. These are the shapes the
 * parts agree on: the process runner (cluster.ts), nginx's configuration (nginx.ts), and their
 * users (the failure suite in tests/cluster, the benchmark).
 */

export interface ClusterOptions {
  /** Everything the cluster keeps: postgres/, redis/, nginx/ (configuration, cache, logs), tls/, platform/. */
  dataDir: string;
  /** nginx's TLS port: the store's address is https://localhost:{httpsPort}. */
  httpsPort: number;
  /** nginx's plain HTTP port, which only redirects to HTTPS. */
  httpPort: number;
  /** nginx's private listener that balances the platform instances (the storefronts' PLATFORM_PORT). */
  platformPort: number;
  platformInstances: number;
  storefrontInstances: number;
  /** The environment every process starts from (COMMERCE_API_KEY, LOG_LEVEL, FLAGS_FILE …). */
  env: NodeJS.ProcessEnv;
  /** Start the operations console too (one instance, on OPERATIONS_PORT of env). */
  operations?: boolean;
  /**
   * Told when a process ends that the cluster did not end (kill, stop), once started; during start-up
   * such an end makes startCluster stop everything and reject instead.
   */
  onUnexpectedExit?: (name: ClusterProcess, code: number | null) => void;
  /** Aborting it during start-up stops what has started and makes startCluster reject (Ctrl-C while it starts). */
  signal?: AbortSignal;
}

/** `postgres`, `redis`, `nginx`, `platform-1` … `platform-N`, `storefront-1` … `storefront-N`. */
export type ClusterProcess = string;

export interface RunningCluster {
  /** https://localhost:{httpsPort} */
  url: string;
  /** The generated local certificate (PEM), for clients that must trust it (fetch via an Agent, Chromium ignores errors). */
  certificateFile: string;
  databaseUrl: string;
  redisUrl: string;
  /** Each platform instance's own address (http://127.0.0.1:port), in order. */
  platformUrls: string[];
  /** Each storefront instance's own address (its edge, http://127.0.0.1:port), in order. */
  storefrontUrls: string[];
  /** The operations console, when it was started. */
  operationsUrl?: string;
  /** Every process the cluster runs, by name. */
  processes(): ClusterProcess[];
  /** Ends a process: SIGTERM and wait, or SIGKILL at once when `hard` (a crash). */
  kill(name: ClusterProcess, options?: { hard?: boolean }): Promise<void>;
  /** Starts a killed process again with its own settings; resolves when it is ready (/ready answers 200). */
  restart(name: ClusterProcess): Promise<void>;
  /** Stops everything (nginx and the instances first, then Redis and PostgreSQL). */
  stop(): Promise<void>;
}

/** What nginx needs to know about the instances it fronts (nginx.ts writes the configuration). */
export interface NginxSite {
  /** nginx's prefix: nginx.conf, cache/, logs/, temp/, nginx.pid live here. */
  dir: string;
  httpsPort: number;
  httpPort: number;
  platformPort: number;
  certificate: { certFile: string; keyFile: string };
  /** host:port of each storefront instance (its edge). */
  storefronts: string[];
  /** host:port of each platform instance. */
  platforms: string[];
}
