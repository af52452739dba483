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
import { cacheAddress } from './cache-key.ts';
import {
  cacheKey,
  HOP_BY_HOP,
  INTERNAL_RESPONSE_HEADERS,
  requestIsCacheable,
  responseFreshness,
} from './cache-policy.ts';
import { sharedCache, shareOf, type ShareName } from './cache-shares.ts';
import { forwardedHeaders } from './forwarded-headers.ts';
import { htmlAnswerHeaders, isHtml } from './inline-script-policy.ts';
import { edgeObservability, type EdgeObservability } from './observability.ts';
import { purgedPaths } from './revalidation-purge.ts';

/**
 * The embedded edge: what a CDN does in front of the storefront in production. It forwards every
 * request to the storefront, streaming both ways, and keeps the answers the storefront marks as
 * shareable (prerendered pages, search results) in memory, serving them until they expire and, while
 * stale, once more as it fetches a fresh copy in the background. A page is keyed by the parameters
 * it reads alone (cache-key.ts) and kept in its kind's own share of the memory (cache-shares.ts). HTML answers alone are read whole first, to
 * write the hashes of the inline scripts Next.js and React wrote into their Content Security Policy
 * (ADR 17).
 */

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry extends Answer {
  /** The address's path, by which a revalidation finds it. */
  path: string;
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
  /**
   * Entries kept at most, shared out by kind of page (CACHE_SHARES of cache-shares.ts); the least
   * recently used of a share goes first.
   */
  maxEntries?: number;
  /** Bytes kept at most across entries, shared out the same way. */
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
  const cache = sharedCache<Entry>(maxEntries, maxBytes);
  const refreshing = new Set<string>();

  /**
   * After the storefront accepted a revalidation (commerce's POST /api/revalidate, sent through the
   * edge by `npm start`), the pages it names go, and every search page: any may list what changed.
   */
  const purge = (paths: readonly string[]) => {
    for (const path of paths) cache.drop(shareOf(path), (entry) => entry.path === path);
    cache.drop('search');
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

  /** Where an address's entry is kept: its share, its key and its path. */
  interface Place {
    share: ShareName;
    key: string;
    path: string;
  }

  /** The entry kept, when the answer is shareable. */
  const storeIfShareable = (place: Place, answer: Answer): Entry | undefined => {
    const freshness = responseFreshness(answer.status, answer.headers);
    if (!freshness) return undefined;
    const entry = { ...answer, path: place.path, storedAt: now(), ...freshness };
    cache.set(place.share, place.key, entry);
    return entry;
  };

  /**
   * The page being fetched for a key nobody has yet: concurrent requests for it wait for that one
   * answer instead of each having the storefront render it (a popular search the moment its entry
   * is missing). They get the page when it was kept, or go to the storefront themselves when not.
   */
  const fetching = new Map<string, Promise<Entry | undefined>>();

  /**
   * Keeps a streamed answer once it has arrived whole, when it is shareable; tells `kept` what it
   * kept, at once when the answer is not to be kept (an event stream must not be waited for).
   */
  const collectAndStore = (
    place: Place,
    response: IncomingMessage,
    kept: (entry: Entry | undefined) => void = () => undefined,
  ) => {
    const headers = responseHeaders(response);
    const shareable = responseFreshness(response.statusCode ?? 0, headers) !== undefined;
    if (!shareable) kept(undefined);
    const chunks: Buffer[] = [];
    // Read even when not kept: a background refresh has no other reader.
    response.on('data', (chunk: Buffer) => {
      if (shareable) chunks.push(chunk);
    });
    response.on('close', () => kept(undefined));
    response.on('end', () => {
      if (!shareable || response.complete === false) return;
      kept(
        storeIfShareable(place, { status: response.statusCode ?? 200, headers, body: Buffer.concat(chunks) }),
      );
    });
  };

  const refresh = (place: Place, address: string, headers: OutgoingHttpHeaders) => {
    const { key } = place;
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const done = () => refreshing.delete(key);
    const outgoing = upstream('GET', address, headers);
    outgoing.on('response', (response) => {
      if (isHtml(response.headers)) {
        wholeHtmlAnswer(response, reportBlocked(place.path))
          .then((answer) => storeIfShareable(place, answer))
          .catch(() => undefined)
          .finally(done);
        return;
      }
      collectAndStore(place, response);
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
    // A cacheable request is keyed and forwarded as the address its page reads (cache-key.ts).
    const address = cacheable ? cacheAddress(req.url ?? '/') : (req.url ?? '/');
    const place: Place = {
      share: shareOf(address),
      key: cacheable ? cacheKey(forwarded, address) : '',
      path: address.split('?', 1)[0] ?? '/',
    };
    const entry = cacheable ? cache.get(place.share, place.key) : undefined;
    if (entry) {
      const age = now() - entry.storedAt;
      if (age <= entry.ttlMs) return serveEntry(res, entry, 'HIT');
      if (age <= entry.ttlMs + entry.staleMs) {
        refresh(place, address, forwarded);
        return serveEntry(res, entry, 'STALE');
      }
      cache.delete(place.share, place.key);
    }

    // Only pages that are kept wait for one another: requests for a cart or an account page, never kept,
    // would each wait for the one before them to go through first.
    const coalesced = cacheable && place.share !== 'other';
    const pending = coalesced ? fetching.get(place.key) : undefined;
    if (pending) {
      void pending.then((kept) => (kept ? serveEntry(res, kept, 'HIT') : forward(false)));
      return;
    }
    forward(coalesced);

    /** Sends the request on; `leading` when concurrent requests for its key wait for its answer. */
    function forward(leading: boolean) {
      let settle: (kept: Entry | undefined) => void = () => undefined;
      if (leading) {
        fetching.set(
          place.key,
          new Promise((resolve) => {
            settle = (kept) => {
              settle = () => undefined;
              fetching.delete(place.key);
              resolve(kept);
            };
          }),
        );
      }
      const revalidated = keeping ? purgedPaths(req) : undefined;
      const outgoing = upstream(method, address, forwarded);
      const edgeCache = cacheable ? { 'x-edge-cache': 'MISS' } : {};
      if (keeping) observed.cache(cacheable ? 'miss' : 'bypass');
      outgoing.on('response', (response) => {
        if (revalidated && response.statusCode === 202) void revalidated.then(purge);
        if (isHtml(response.headers) && response.statusCode !== 304) {
          wholeHtmlAnswer(response, reportBlocked(pathOf(req))).then(
            (answer) => {
              settle(cacheable ? storeIfShareable(place, answer) : undefined);
              res.writeHead(answer.status, { ...answer.headers, ...edgeCache });
              res.end(answer.body);
            },
            () => {
              settle(undefined);
              res.destroy();
            },
          );
          return;
        }
        res.writeHead(response.statusCode ?? 502, { ...responseHeaders(response), ...edgeCache });
        // Streams (server-sent events) must reach the client chunk by chunk.
        res.flushHeaders();
        if (cacheable) collectAndStore(place, response, settle);
        else settle(undefined);
        response.pipe(res);
      });
      outgoing.on('error', () => {
        settle(undefined);
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
    }
  });
}
