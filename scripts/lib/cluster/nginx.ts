import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { QUALIFICATION_DOCUMENT_MAX_BYTES } from '@store/contracts/qualification-schemes';
import { problemJson } from '@store/service-runtime';
import { STRICT_TRANSPORT_SECURITY } from '@store/contracts/transport-security';
import {
  CRAWLER_FILE,
  PRODUCT_IMAGE_FILE,
  QUERY_FREE_PAGE,
  SEARCH_FILTERS,
  SEARCH_PAGE,
  SEARCH_PAGE_NUMBER,
  SEARCH_SORTS,
} from '../../../services/edge-cache/src/cache-key.ts';
import { BYPASS_HEADERS } from '../../../services/edge-cache/src/cache-policy.ts';
import { CACHE_SHARES, type ShareName } from '../../../services/edge-cache/src/cache-shares.ts';
import { startChild, stopChildren, type Child } from '../processes.ts';
import type { NginxSite } from './contract.ts';

/**
 * nginx in front of the cluster (docs/deploy.md): TLS, balancing of the storefront instances with
 * retries of idempotent requests, the embedded edge's cache rules done by nginx's own cache, and a
 * private plain listener balancing the platform instances for the storefronts' calls.
 */

export const NGINX = '/usr/sbin/nginx';

export interface NginxOptions {
  /** Instances (host:port) the health watch found not answering: nginx sends them nothing. */
  down?: readonly string[];
  /** Addresses the HTTPS and HTTP listeners bind; loopback by default. */
  publicAddresses?: readonly string[];
}

/**
 * The largest body the store reads from a browser: a qualification document in a multipart form
 * (apps/storefront/src/features/qualifications). The storefront refuses more than 1 MiB on its
 * forwarded paths itself, with its own problem; nginx only refuses what no address of the store takes.
 */
const STOREFRONT_BODY_LIMIT = QUALIFICATION_DOCUMENT_MAX_BYTES + 1024 * 1024;
/** The storefront sends that document to commerce in base64, the platform's largest body. */
const PLATFORM_BODY_LIMIT = Math.ceil(STOREFRONT_BODY_LIMIT / 3) * 4;

/** nginx's own answers carry the request id every process logs, and the path when it is plain. */
const problemBody = (status: number, detail: string) =>
  problemJson(status, detail, '$problem_instance', '$request_id');

interface ProblemAnswer {
  status: number;
  detail: string;
  /** Adds HSTS: on the HTTPS listener only. */
  https: boolean;
  retryAfterSeconds?: number;
}

const problemLocation = (name: string, { status, detail, https, retryAfterSeconds }: ProblemAnswer) =>
  [
    `    location ${name} {`,
    '      default_type "application/problem+json; charset=utf-8";',
    '      add_header Cache-Control no-store always;',
    ...(https ? [`      add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`] : []),
    ...(retryAfterSeconds ? [`      add_header Retry-After ${retryAfterSeconds} always;`] : []),
    `      return ${status} '${problemBody(status, detail)}';`,
    '    }',
  ].join('\n');

/** Each process's metrics are for the operator's scraper on that process's own port. */
const notFoundMetrics = (https: boolean) =>
  problemLocation('= /metrics', { status: 404, detail: 'The store has no page at this address.', https });

function upstreamBlock(name: string, servers: readonly string[], down: ReadonlySet<string>): string {
  // With every instance marked down nginx would refuse all; it then tries each, and the retry decides.
  const allDown = servers.every((server) => down.has(server));
  // No passive marking (max_fails=0): it kept an instance out for its fail_timeout after it was back,
  // and the other instance dying then left nginx none (a 502 at once). A dead instance costs one
  // refused connection before the retry on the other, until the health watch takes it out.
  const lines = servers.map(
    (server) => `    server ${server} max_fails=0${!allDown && down.has(server) ? ' down' : ''};`,
  );
  // The zone shares the upstream's state between nginx's workers.
  return `  upstream ${name} {\n    zone ${name} 64k;\n${lines.join('\n')}\n    keepalive 32;\n  }`;
}

/**
 * Retries on another instance: a connection refused or reset, a timeout, the edge's 502 while its
 * storefront restarts, a 504. Never a 503 (the store's own "PostgreSQL or Redis is down" answer:
 * the other instances share them, and counting it as a failure would take every instance out), and
 * never a request that is not idempotent (nginx's default without `non_idempotent`): a POST that
 * reached an instance is never sent twice.
 */
const RETRY = `proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;`;

/** Headers of any present bypass the cache, as `requestIsCacheable` of the embedded edge. */
const bypassSource = () => BYPASS_HEADERS.map((name) => `$http_${name.replaceAll('-', '_')}`).join('');

/** Vary naming only the encoding (keyed) and the bypass headers (never cached): storable. */
const varyPattern = () => `~*^[\\s,]*((${['accept-encoding', ...BYPASS_HEADERS].join('|')})([\\s,]+|$))*$`;

/**
 * nginx's cache zones, each with its own least-recently-used order, sized by the embedded edge's
 * shares (cache-shares.ts): the pages everyone reads, search results, and everything else, so that a
 * flood of unique addresses evicts only its own zone (issue 17). Totals as the edge's defaults.
 */
const CACHE_MB = 64;
const KEYS_MB = 10;
export const CACHE_ZONES = {
  edge_pages: ['home', 'category', 'product'],
  edge_search: ['search'],
  edge_images: ['image'],
  edge: ['static', 'other'],
} as const satisfies Record<string, readonly ShareName[]>;
type Zone = keyof typeof CACHE_ZONES;

const zoneFraction = (zone: Zone) => CACHE_ZONES[zone].reduce((sum, share) => sum + CACHE_SHARES[share], 0);

const cachePaths = (dir: string) =>
  Object.keys(CACHE_ZONES)
    .map((zone) => {
      const fraction = zoneFraction(zone as Zone);
      const keys = Math.max(1, Math.round(KEYS_MB * fraction));
      const size = Math.max(1, Math.round(CACHE_MB * fraction));
      return `  proxy_cache_path ${dir}/cache/${zone} levels=1:2 keys_zone=${zone}:${keys}m max_size=${size}m inactive=1h use_temp_path=off;`;
    })
    .join('\n');

/** Empty for the requests the cache keys (GET without a bypass header). */
const KEYED = '$edge_not_get$edge_bypass_headers';

/**
 * The search page's parameters as the edge keeps them (cache-key.ts): known names and values only,
 * defaults left out, in a fixed order; the query trimmed of spaces (nginx keeps its encoding). A
 * filter may be repeated, and $arg_ reads only its first value: each known value is looked for in
 * the whole query instead, and kept once in the filter's own order, as at the edge.
 */
function searchArgsMaps(): string {
  const valueMap = (name: string, values: readonly string[]) =>
    `  map $arg_${name} $edge_search_${name} {\n${values.map((v) => `    "${v}" "&${name}=${v}";\n`).join('')}    default "";\n  }`;
  // Numbered, not named by value: nginx's variable names must stay short (variables_hash_bucket_size).
  const filters = Object.entries(SEARCH_FILTERS).flatMap(([name, values], f) =>
    values.map((value, v) => ({ name, value, variable: `$edge_search_f${f}_${v}` })),
  );
  const filterValueMap = ({ name, value, variable }: (typeof filters)[number]) =>
    `  map $args ${variable} {\n    "~(?:^|&)${name}=${value}(?:&|$)" "&${name}=${value}";\n    default "";\n  }`;
  const keyParts = [
    '$edge_search_q',
    ...filters.map((filter) => filter.variable),
    '$edge_search_sort',
    '$edge_search_page',
  ];
  return [
    '  map $arg_q $edge_search_trimmed {',
    '    "~^(?:\\+|%20)*(?<edge_q>.*?)(?:\\+|%20)*$" $edge_q;',
    '  }',
    '  map $edge_search_trimmed $edge_search_q {',
    '    "" "";',
    '    default "&q=$edge_search_trimmed";',
    '  }',
    ...filters.map(filterValueMap),
    valueMap('sort', SEARCH_SORTS),
    '  map $arg_page $edge_search_page {',
    `    "~${SEARCH_PAGE_NUMBER}" "&page=$arg_page";`,
    '    default "";',
    '  }',
    `  map "${keyParts.join('')}" $edge_search_args {`,
    '    "~^&(?<edge_args>.*)$" $edge_args;',
    '    default "";',
    '  }',
    // Requests that bypass the cache reach the storefront as they came, as at the edge.
    `  map "${KEYED}" $edge_page_args {`,
    '    "" "";',
    '    default $args;',
    '  }',
    `  map "${KEYED}" $edge_search_forward {`,
    '    "" $edge_search_args;',
    '    default $args;',
    '  }',
  ].join('\n');
}

/** How a location caches: its zone, and the query its pages read (the rest is dropped before the key). */
interface LocationCache {
  zone: Zone;
  /** The address's query as kept and forwarded; the whole query when absent. */
  args?: string;
}

const storefrontLocation = (path: string, cache: LocationCache | 'stream') => `
    location ${path} {
      proxy_pass http://storefronts;
      ${RETRY}
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
      # Keepalive to the instances: the client's Connection header is not passed on.
      proxy_set_header Connection "";
      proxy_set_header Host $store_host;
      proxy_set_header X-Forwarded-Host $store_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Port $server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Forwarded "";
      proxy_set_header X-Request-Id $request_id;
      proxy_hide_header X-Edge-Cache;
      proxy_hide_header Strict-Transport-Security;
      add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;
${
  cache === 'stream'
    ? `      # The flag stream: events reach the browser as they are written.
      proxy_buffering off;`
    : `${
        cache.args === undefined
          ? ''
          : `      # Keyed and forwarded with the parameters the page reads alone (cache-key.ts).
      set $args ${cache.args};
`
      }      proxy_cache ${cache.zone};
      proxy_cache_key "$scheme://$store_host${cache.args === undefined ? '$request_uri' : '$uri$is_args$args'}|$edge_encoding";
      proxy_cache_bypass $edge_not_get $edge_bypass_headers;
      proxy_no_cache $edge_not_get $edge_bypass_headers $edge_not_200 $edge_not_shared $edge_vary_other $upstream_http_set_cookie;
      # Lifetimes come from Cache-Control alone (s-maxage, max-age, stale-while-revalidate), as at the edge.
      proxy_ignore_headers Expires X-Accel-Expires X-Accel-Redirect Vary;
      # HEAD bypasses the cache, as at the edge, and reaches the storefront as HEAD, not as a GET.
      proxy_cache_convert_head off;
      proxy_cache_background_update on;
${
  cache.args === undefined
    ? `      # As at the edge, concurrent misses of other addresses all go to the storefront: with the
      # lock, nginx would queue every concurrent request for one that is never stored (a cart)
      # behind the one before it, in 500 ms steps. A stale entry is still refreshed by one request.
      proxy_cache_lock off;`
    : `      # As at the edge, concurrent misses of a page (stored as a rule) wait for the first one's answer.
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;`
}
      add_header X-Edge-Cache $edge_cache_status always;`
}
    }`;

export function nginxConfig(site: NginxSite, options: NginxOptions = {}): string {
  const down = new Set(options.down ?? []);
  const addresses = options.publicAddresses ?? ['127.0.0.1'];
  const listen = (port: number, extra: string) =>
    addresses.map((address) => `    listen ${address}:${port}${extra};`).join('\n');
  const httpsSuffix = site.httpsPort === 443 ? '' : `:${site.httpsPort}`;
  const dir = site.dir;
  return `# Written by scripts/lib/cluster/nginx.ts at every start and reload; edits here are lost.
${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;

events {
  worker_connections 1024;
}

http {
  server_tokens off;
  default_type application/octet-stream;
  log_format store escape=json '{"time":"$time_iso8601","requestId":"$request_id","remote":"$remote_addr",'
    '"method":"$request_method","uri":"$request_uri","status":$status,"bytes":$body_bytes_sent,'
    '"seconds":$request_time,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status",'
    '"cache":"$upstream_cache_status"}';
  access_log ${dir}/logs/access.log store;

  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  # The store's cookies (identity sessions) and Next.js's headers (the policy's script hashes) are large.
  large_client_header_buffers 4 32k;
  proxy_buffer_size 32k;
  proxy_buffers 16 32k;
  proxy_busy_buffers_size 64k;
  proxy_http_version 1.1;

${cachePaths(dir)}

  map $http_host $store_host {
    "" $host;
    default $http_host;
  }
  map $http_accept_encoding $edge_encoding {
    ~\\bgzip\\b gzip;
    default identity;
  }
  map $request_method $edge_not_get {
    GET "";
    default 1;
  }
  map "${bypassSource()}" $edge_bypass_headers {
    "" "";
    default 1;
  }
  map $upstream_status $edge_not_200 {
    ~(^|\\s)200$ "";
    default 1;
  }
  # nginx itself refuses private, no-store, no-cache and lifetimes of 0; max-age alone is the browser's.
  map $upstream_http_cache_control $edge_not_shared {
    ~*(^|[\\s,])(public|s-maxage=) "";
    default 1;
  }
  map $upstream_http_vary $edge_vary_other {
    "" "";
    "${varyPattern()}" "";
    default 1;
  }
  map $upstream_cache_status $edge_cache_status {
    HIT HIT;
    STALE STALE;
    UPDATING STALE;
    MISS MISS;
    EXPIRED MISS;
    default "";
  }
${searchArgsMaps()}
  map $uri $problem_instance {
    "~^[A-Za-z0-9/._~%:@!*+,;=-]*$" $uri;
    default "";
  }
  # The platform's callers (the storefronts) pass their request's id on; nginx makes one otherwise.
  map $http_x_request_id $platform_request_id {
    "" $request_id;
    default $http_x_request_id;
  }

${upstreamBlock('storefronts', site.storefronts, down)}

${upstreamBlock('platforms', site.platforms, down)}

  server {
${listen(site.httpPort, ' default_server')}
    server_name _;
    location / {
      return 308 https://$host${httpsSuffix}$request_uri;
    }
  }

  server {
${listen(site.httpsPort, ' ssl http2 default_server')}
    server_name _;
    ssl_certificate ${site.certificate.certFile};
    ssl_certificate_key ${site.certificate.keyFile};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:1m;
    client_max_body_size ${STOREFRONT_BODY_LIMIT};
    error_page 413 @too_large;
    error_page 502 503 @unavailable;
    error_page 504 @too_slow;
    add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;
${notFoundMetrics(true)}
${storefrontLocation('/', { zone: 'edge' })}
${storefrontLocation(`~ "${QUERY_FREE_PAGE}"`, { zone: 'edge_pages', args: '$edge_page_args' })}
${storefrontLocation(`~ "${CRAWLER_FILE}"`, { zone: 'edge', args: '$edge_page_args' })}
${storefrontLocation(`~ "${PRODUCT_IMAGE_FILE}"`, { zone: 'edge_images', args: '$edge_page_args' })}
${storefrontLocation(`~ "${SEARCH_PAGE}"`, { zone: 'edge_search', args: '$edge_search_forward' })}
${storefrontLocation('= /flags/stream', 'stream')}
${problemLocation('@too_large', { status: 413, detail: 'The body is larger than any address of the store accepts; send less.', https: true })}
${problemLocation('@unavailable', { status: 502, detail: 'The store is starting or restarting; please try again in a moment.', https: true })}
${problemLocation('@too_slow', { status: 504, detail: 'The store took too long to answer; please try again in a moment.', https: true })}
  }

  # The storefronts' calls to commerce, identity, content and flags (their PLATFORM_PORT).
  server {
    listen 127.0.0.1:${site.platformPort};
    server_name _;
    client_max_body_size ${PLATFORM_BODY_LIMIT};
    error_page 502 503 @unavailable;
    error_page 504 @too_slow;
${notFoundMetrics(false)}
    location / {
      proxy_pass http://platforms;
      ${RETRY}
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
      # Streams (flag events) pass through as they are written.
      proxy_buffering off;
      proxy_set_header Connection "";
      proxy_set_header Host $store_host;
      proxy_set_header X-Request-Id $platform_request_id;
    }
${problemLocation('@unavailable', {
  status: 503,
  detail: 'No platform instance is answering; please try again in a moment.',
  https: false,
  // As the storefront answers when a system is not answering (RETRY_AFTER_SECONDS of forward-to-system.ts).
  retryAfterSeconds: 5,
})}
${problemLocation('@too_slow', { status: 504, detail: 'No platform instance answered in time; please try again in a moment.', https: false })}
  }

}
`;
}

export interface RunningNginx {
  /** The nginx master, in its own process group with its workers. */
  child: Child;
  /** Writes the configuration for the site (same ports and folder) and has nginx load it. */
  reload(site: NginxSite): Promise<void>;
  /** Takes these instances out of the balancing (and puts every other one back), then reloads. */
  markDown(down: readonly string[]): Promise<void>;
  /** SIGTERM and wait (nginx ends its connections), or SIGKILL at once when `hard`. */
  stop(options?: { hard?: boolean }): Promise<void>;
}

const run = promisify(execFile);

/** nginx's own words for a configuration it refuses, rather than a bare exit code. */
async function nginxCommand(dir: string, args: string[]): Promise<void> {
  try {
    await run(NGINX, ['-p', dir, '-c', 'nginx.conf', ...args]);
  } catch (error) {
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    throw new Error(`nginx ${args.join(' ')} failed: ${stderr}`.trim(), { cause: error });
  }
}

function loopbackAddresses(): string[] {
  const v6 = Object.values(networkInterfaces())
    .flat()
    .some((address) => address?.internal && address.address === '::1');
  return v6 ? ['127.0.0.1', '[::1]'] : ['127.0.0.1'];
}

/**
 * nginx writes its pid file once it holds its listening sockets, so the file naming this master
 * (not a port that answers: another server may hold it while nginx retries the bind) is the sign.
 */
async function ownPidFile(dir: string, child: Child, timeoutMs: number): Promise<void> {
  const file = join(dir, 'nginx.pid');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.process.exitCode === null && child.process.signalCode === null) {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === child.process.pid) return;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not start within ${timeoutMs / 1000} s; see ${join(dir, 'logs/error.log')}`);
}

/** Writes the configuration and checks it with `nginx -t`. */
async function writeChecked(site: NginxSite, options: NginxOptions): Promise<void> {
  for (const folder of [
    'logs',
    ...Object.keys(CACHE_ZONES).map((zone) => `cache/${zone}`),
    'temp/body',
    'temp/proxy',
    'temp/fastcgi',
    'temp/uwsgi',
    'temp/scgi',
  ])
    mkdirSync(join(site.dir, folder), { recursive: true });
  writeFileSync(join(site.dir, 'nginx.conf'), nginxConfig(site, options));
  await nginxCommand(site.dir, ['-t', '-q']);
}

export async function startNginx(site: NginxSite, startOptions: NginxOptions = {}): Promise<RunningNginx> {
  let current = site;
  let options: NginxOptions = { publicAddresses: loopbackAddresses(), ...startOptions };
  await writeChecked(current, options);
  // A pid file left by a master that was killed must not pass for this one's.
  rmSync(join(site.dir, 'nginx.pid'), { force: true });
  const child = startChild(NGINX, NGINX, ['-p', site.dir, '-c', 'nginx.conf', '-g', 'daemon off;'], {
    env: process.env,
  });
  const exited = child.exited.then((code) => {
    throw new Error(`nginx exited (${code}) before it listened; see ${join(site.dir, 'logs/error.log')}`);
  });
  exited.catch(() => undefined);
  try {
    await Promise.race([ownPidFile(site.dir, child, 30_000), exited]);
  } catch (error) {
    await stopChildren([child]);
    throw error;
  }

  const reloadWith = async (next: NginxSite, nextOptions: NginxOptions) => {
    await writeChecked(next, nextOptions);
    current = next;
    options = nextOptions;
    await nginxCommand(next.dir, ['-s', 'reload']);
  };
  return {
    child,
    reload: (next) => reloadWith(next, options),
    markDown: (down) => reloadWith(current, { ...options, down }),
    stop: async ({ hard = false } = {}) => {
      if (hard) {
        if (child.process.pid !== undefined && child.process.exitCode === null)
          process.kill(-child.process.pid, 'SIGKILL');
        await child.exited;
        return;
      }
      await stopChildren([child]);
    },
  };
}
