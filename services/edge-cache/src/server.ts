import { createLogger, loadEnvOrExit, servable, serveUntilSignal } from '@store/service-runtime';
import { createEdge } from './edge.ts';

/** `npm start`'s public face: the edge on PORT, in front of the storefront at EDGE_UPSTREAM_URL. */

const env = loadEnvOrExit();
if (!env.EDGE_UPSTREAM_URL) {
  console.error('EDGE_UPSTREAM_URL="": expects the storefront address the edge forwards to');
  process.exit(1);
}
await serveUntilSignal(servable(createEdge({ upstream: new URL(env.EDGE_UPSTREAM_URL) })), {
  name: 'edge',
  port: env.PORT,
  host: env.HOST,
  log: createLogger('edge', env),
});
