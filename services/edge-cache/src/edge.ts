import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { PROBLEM_CONTENT_TYPE, problemJson } from '@store/service-runtime';
import { isTrustedProxy } from '@store/config/trusted-proxies';
import {
  cacheKey,
  HOP_BY_HOP,
  INTERNAL_RESPONSE_HEADERS,
  requestIsCacheable,
  responseFreshness,
} from './cache-policy.ts';
import { forwardedHeaders } from './forwarded-headers.ts';
import { htmlAnswerHeaders, isHtml } from './inline-script-policy.ts';
import { edgeObservability, type EdgeObservability } from './observability.ts';

/**
 * The embedded edge: what a CDN does in front of the storefront in production. It forwards every
 * request to the storefront, streaming both ways, and keeps the answers the storefront marks as
 * shareable (prerendered pages) in memory, serving them until they expire and, while stale, once
 * more as it fetches a fresh copy in the background. HTML answers alone are read whole first, to
 * write the hashes of the inline scripts Next.js and React wrote into their Content Security Policy
 * (ADR 17).
 */

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry extends Answer {
  storedAt: number;
  ttlMs: number;
  staleMs: number;
}

export interface EdgeOptions {
  upstream: URL;
  /**
   * `false` keeps no answers: behind a cache of its own (nginx in the cluster) the edge only writes the
   * script hashes, refuses unknown methods and forwards. Default true.
   */
  cache?: boolean;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Bytes kept at most across entries. */
  maxBytes?: number;
  now?: () => number;
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-* headers are believed. */
  trustedProxies: string;
  /** Told of each request the edge refuses itself. */
  onRefused?: (refusal: { method: string; path: string; status: number }) => void;
  /**
   * Told of each page whose inline scripts the edge left out of its policy, so the browser blocks
   * them: an injection, or a Next.js or React upgrade writing a script of a new shape (ADR 17).
   */
  onBlockedScripts?: (blocked: { path: string; count: number; first: string }) => void;
  /** `/health`, `/ready` and `/metrics`; defaults to the edge's own, with a registry of its own. */
  observability?: EdgeObservability;
}

/**
 * The methods the store's pages and systems answer. Anything else (TRACE above all, which the
 * storefront's runtime cannot even represent as a request) is refused here with a 405.
 */
const ACCEPTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0] ?? '/';

function responseHeaders(response: IncomingMessage): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!HOP_BY_HOP.has(name) && !INTERNAL_RESPONSE_HEADERS.has(name) && value !== undefined)
      out[name] = value;
  }
  // A 304's headers replace the stored page's in the browser's cache; the policy stored with the page
  // names the hashes of the very body the validator vouches for, so it must stay.
  if (response.statusCode === 304) delete out['content-security-policy'];
  return out;
}

/** An HTML answer read whole, its policy allowing the framework's inline scripts it carries. */
async function wholeHtmlAnswer(
  response: IncomingMessage,
  onRefused: (refused: string[]) => void,
): Promise<Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(Buffer.from(chunk));
  if (!response.complete) throw new Error('the storefront ended the answer early');
  const body = Buffer.concat(chunks);
  const { headers, refused } = await htmlAnswerHeaders(responseHeaders(response), body);
  if (refused.length > 0) onRefused(refused);
  return { status: response.statusCode ?? 502, headers, body };
}

export function createEdge(options: EdgeOptions): Server {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const keeping = options.cache ?? true;
  const observed = options.observability ?? edgeObservability(options.upstream);
  const trusted = isTrustedProxy(options.trustedProxies);
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const cache = new Map<string, Entry>();
  const refreshing = new Set<string>();
  let bytes = 0;

  const remember = (key: string, entry: Entry) => {
    const previous = cache.get(key);
    if (previous) bytes -= previous.body.length;
    cache.delete(key);
    cache.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, old] of cache) {
      if (cache.size <= maxEntries && bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= old.body.length;
    }
  };

  /** Sends a request upstream; answers with the upstream response, or an error when it cannot be reached. */
  const upstream = (method: string, path: string, headers: OutgoingHttpHeaders) =>
    httpRequest({
      agent,
      protocol: options.upstream.protocol,
      hostname: options.upstream.hostname,
      port: options.upstream.port,
      method,
      path,
      headers,
    });

  /** One report per page read, naming the first script blocked (enough to tell which shape is new). */
  const reportBlocked = (path: string) => (refused: string[]) =>
    options.onBlockedScripts?.({ path, count: refused.length, first: refused[0]?.slice(0, 160) ?? '' });

  const storeIfShareable = (key: string, answer: Answer) => {
    const freshness = responseFreshness(answer.status, answer.headers);
    if (freshness) remember(key, { ...answer, storedAt: now(), ...freshness });
  };

  /** Keeps a streamed answer once it has arrived whole, when it is shareable. */
  const collectAndStore = (key: string, response: IncomingMessage) => {
    const headers = responseHeaders(response);
    const shareable = responseFreshness(response.statusCode ?? 0, headers) !== undefined;
    const chunks: Buffer[] = [];
    // Read even when not kept: a background refresh has no other reader.
    response.on('data', (chunk: Buffer) => {
      if (shareable) chunks.push(chunk);
    });
    response.on('end', () => {
      if (!shareable || response.complete === false) return;
      storeIfShareable(key, { status: response.statusCode ?? 200, headers, body: Buffer.concat(chunks) });
    });
  };

  const refresh = (key: string, req: IncomingMessage, headers: OutgoingHttpHeaders) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const done = () => refreshing.delete(key);
    const outgoing = upstream('GET', req.url ?? '/', headers);
    outgoing.on('response', (response) => {
      if (isHtml(response.headers)) {
        wholeHtmlAnswer(response, reportBlocked(pathOf(req)))
          .then((answer) => storeIfShareable(key, answer))
          .catch(() => undefined)
          .finally(done);
        return;
      }
      collectAndStore(key, response);
      response.on('end', done);
      response.on('error', done);
    });
    outgoing.on('error', done);
    outgoing.end();
  };

  const serveEntry = (res: ServerResponse, entry: Entry, state: 'HIT' | 'STALE') => {
    observed.cache(state === 'HIT' ? 'hit' : 'stale');
    res.writeHead(entry.status, {
      ...entry.headers,
      age: String(Math.floor((now() - entry.storedAt) / 1000)),
      'x-edge-cache': state,
    });
    res.end(entry.body);
  };

  return createServer((req, res) => {
    if (observed.answersOwn(req, res)) return;
    observed.track(req, res);
    const method = req.method ?? 'GET';
    if (!ACCEPTED_METHODS.includes(method)) {
      options.onRefused?.({ method, path: pathOf(req), status: 405 });
      res.writeHead(405, {
        allow: ACCEPTED_METHODS.join(', '),
        'content-type': PROBLEM_CONTENT_TYPE,
        'cache-control': 'no-store',
      });
      res.end(
        problemJson(
          405,
          `The store does not answer ${method}; use ${ACCEPTED_METHODS.join(', ')}.`,
          pathOf(req),
          undefined,
        ),
      );
      return;
    }
    const forwarded = forwardedHeaders(req, trusted);
    const cacheable = keeping && requestIsCacheable(req.method, req.headers);
    const key = cacheable ? cacheKey(forwarded, req.url ?? '/') : '';
    const entry = cacheable ? cache.get(key) : undefined;
    if (entry) {
      const age = now() - entry.storedAt;
      if (age <= entry.ttlMs) return serveEntry(res, entry, 'HIT');
      if (age <= entry.ttlMs + entry.staleMs) {
        refresh(key, req, forwarded);
        return serveEntry(res, entry, 'STALE');
      }
      cache.delete(key);
      bytes -= entry.body.length;
    }

    const outgoing = upstream(method, req.url ?? '/', forwarded);
    const edgeCache = cacheable ? { 'x-edge-cache': 'MISS' } : {};
    if (keeping) observed.cache(cacheable ? 'miss' : 'bypass');
    outgoing.on('response', (response) => {
      if (isHtml(response.headers) && response.statusCode !== 304) {
        wholeHtmlAnswer(response, reportBlocked(pathOf(req))).then(
          (answer) => {
            if (cacheable) storeIfShareable(key, answer);
            res.writeHead(answer.status, { ...answer.headers, ...edgeCache });
            res.end(answer.body);
          },
          () => res.destroy(),
        );
        return;
      }
      res.writeHead(response.statusCode ?? 502, { ...responseHeaders(response), ...edgeCache });
      // Streams (server-sent events) must reach the client chunk by chunk.
      res.flushHeaders();
      if (cacheable) collectAndStore(key, response);
      response.pipe(res);
    });
    outgoing.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store' });
      res.end(
        problemJson(
          502,
          'The store is starting or restarting; please try again in a moment.',
          pathOf(req),
          undefined,
        ),
      );
    });
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  });
}
