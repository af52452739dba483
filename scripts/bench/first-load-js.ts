import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a route: every same-origin `<script src>` of its HTML, fetched and gzipped
 * at level 9, summed. Third-party scripts and the identity provider's session script are listed apart:
 * they are not the storefront's bundle.
 */

/** Same-origin scripts that are not the storefront's own code (the identity provider serves it). */
const SEPARATE_PATHS = ['/am/session.js'];

export interface Chunk {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface SeparateScript {
  url: string;
  kind: 'third-party' | 'identity';
}

export interface RouteJs {
  route: string;
  status: number;
  totalGzipBytes: number;
  totalBytes: number;
  chunks: Chunk[];
  separate: SeparateScript[];
}

/** The `src` of every `<script>` element, in document order, resolved against the page URL. */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc=("([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi)) {
    const raw = (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&');
    if (raw) sources.push(new URL(raw, pageUrl).href);
  }
  return [...new Set(sources)];
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function measureRoute(baseUrl: string, route: string): Promise<RouteJs> {
  const pageUrl = new URL(route, baseUrl).href;
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const origin = new URL(baseUrl).origin;
  const chunks: Chunk[] = [];
  const separate: SeparateScript[] = [];
  for (const src of scriptSources(html, pageUrl)) {
    const url = new URL(src);
    if (url.origin !== origin) {
      separate.push({ url: src, kind: 'third-party' });
      continue;
    }
    if (SEPARATE_PATHS.includes(url.pathname)) {
      separate.push({ url: url.pathname, kind: 'identity' });
      continue;
    }
    const bytes = await fetchBytes(src);
    chunks.push({
      url: url.pathname + url.search,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    route,
    status: response.status,
    totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
    totalBytes: chunks.reduce((sum, c) => sum + c.bytes, 0),
    chunks,
    separate,
  };
}

export async function measureFirstLoadJs(baseUrl: string, routes: string[]): Promise<RouteJs[]> {
  const results: RouteJs[] = [];
  for (const route of routes) results.push(await measureRoute(baseUrl, route));
  return results;
}
