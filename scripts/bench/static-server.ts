import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * The throughput baseline: plain node:http answering every request with the same bytes, captured
 * from the storefront's page. Run as its own process so it does not share a core's event loop with
 * the load generator: `node static-server.ts BODY_FILE PORT gzip|identity`.
 *
 * With `gzip`, BODY_FILE holds the storefront's gzipped bytes: served as they are to a client that
 * accepts gzip, and unzipped once at start for one that does not, as the storefront does.
 */

const [file, portArg, encoding] = process.argv.slice(2);
if (!file || !portArg || (encoding !== 'gzip' && encoding !== 'identity')) {
  console.error('usage: static-server.ts BODY_FILE PORT gzip|identity');
  process.exit(2);
}
const stored = readFileSync(file);
const gzipped = encoding === 'gzip' ? stored : null;
const plain = encoding === 'gzip' ? gunzipSync(stored) : stored;

const server = createServer((request, response) => {
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzipped && acceptsGzip ? gzipped : plain;
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    vary: 'Accept-Encoding',
    ...(body === gzipped ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(body);
});
server.listen(Number(portArg), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
