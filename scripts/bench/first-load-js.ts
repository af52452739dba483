import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a route: every same-origin `<script src>` of its HTML, fetched and gzipped
 * at level 9, summed. Listed apart and not counted: third-party scripts and the identity provider's
 * session script (not the storefront's bundle), and `nomodule` scripts (Next's legacy polyfills, which
 * no browser with ES modules downloads).
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
  kind: 'third-party' | 'identity' | 'nomodule';
  /** Gzipped size, for the same-origin ones. */
  gzipBytes?: number;
}

export interface RouteJs {
  route: string;
  status: number;
  totalGzipBytes: number;
  totalBytes: number;
  chunks: Chunk[];
  separate: SeparateScript[];
}

export interface ScriptTag {
  src: string;
  /** `nomodule`: only browsers without ES modules load it, so no current browser does. */
  noModule: boolean;
}

/** Every `<script src>` element, in document order, its `src` resolved against the page URL. */
export function scriptTags(html: string, pageUrl: string): ScriptTag[] {
  const tags = new Map<string, ScriptTag>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const raw = (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').replaceAll('&amp;', '&');
    if (!raw) continue;
    const url = new URL(raw, pageUrl).href;
    if (!tags.has(url)) tags.set(url, { src: url, noModule: /\snomodule\b/i.test(tag) });
  }
  return [...tags.values()];
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** `headers` go with the page's request only, e.g. a signed-in customer's cookies. */
export async function measureRoute(
  baseUrl: string,
  route: string,
  headers: Record<string, string> = {},
): Promise<RouteJs> {
  const pageUrl = new URL(route, baseUrl).href;
  const response = await fetch(pageUrl, { headers, signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const origin = new URL(baseUrl).origin;
  const chunks: Chunk[] = [];
  const separate: SeparateScript[] = [];
  for (const { src, noModule } of scriptTags(html, pageUrl)) {
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
    if (noModule) {
      separate.push({ url: url.pathname, kind: 'nomodule', gzipBytes: gzipSync(bytes, { level: 9 }).length });
      continue;
    }
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

export async function measureFirstLoadJs(
  baseUrl: string,
  routes: string[],
  headers: Record<string, string> = {},
): Promise<RouteJs[]> {
  const results: RouteJs[] = [];
  for (const route of routes) results.push(await measureRoute(baseUrl, route, headers));
  return results;
}
