import { createLogger, loadEnvOrExit, servable, serveUntilSignal } from '@store/service-runtime';
import { createEdge } from './edge.ts';

/** `npm start`'s public face: the edge on PORT, in front of the storefront at EDGE_UPSTREAM_URL. */

const env = loadEnvOrExit();
if (!env.EDGE_UPSTREAM_URL) {
  console.error('EDGE_UPSTREAM_URL="": expects the storefront address the edge forwards to');
  process.exit(1);
}
const log = createLogger('edge', env);
const edge = createEdge({
  upstream: new URL(env.EDGE_UPSTREAM_URL),
  cache: env.EDGE_CACHE,
  trustedProxies: env.TRUSTED_PROXIES,
  onRefused: (refusal) => log.warn(refusal, 'refused a request the store does not answer'),
  onBlockedScripts: (blocked) =>
    log.warn(blocked, 'blocked inline scripts of a page that Next.js and React do not write'),
});
await serveUntilSignal(servable(edge), { name: 'edge', port: env.PORT, host: env.HOST, log });
