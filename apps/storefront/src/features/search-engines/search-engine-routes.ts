import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { serverEnv } from '../../config/server-env.ts';
import { requestHost } from '../../shell/routing/resolve-route.ts';
import { robotsTxt } from './robots.ts';
import { parseSitemapFile, sitemapFile, sitemapIndex } from './sitemap-files.ts';

/**
 * The answers of /robots.txt, /sitemap.xml and /sitemaps/{file}. Rendered on request (they read the
 * catalogue and content as they are now) and kept by the edge for a page's lifetime, so a crawler's
 * visits cost the store one render a minute at most.
 */

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';
const ROBOTS_CACHE = 'public, max-age=3600, s-maxage=3600';
const NOT_FOUND = { title: 'No such sitemap' };

async function sitemapAnswer(what: string, render: () => Promise<string | undefined>): Promise<Response> {
  try {
    const xml = await render();
    if (xml === undefined) {
      return problemResponse(404, 'There is no sitemap at this address; /sitemap.xml lists them.', NOT_FOUND);
    }
    return new Response(xml, { headers: { 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE } });
  } catch (error) {
    logger.warn({ err: error, sitemap: what }, 'sitemap failed');
    return problemResponse(503, 'The sitemap is not available right now. Please try again later.');
  }
}

export function sitemapIndexRoute(): Promise<Response> {
  return sitemapAnswer('index', () => sitemapIndex());
}

export function sitemapFileRoute(file: string): Promise<Response> {
  const named = parseSitemapFile(file);
  return sitemapAnswer(file, async () => (named ? sitemapFile(named.locale, named.part) : undefined));
}

export function robotsRoute(request: Request): Response {
  const host = requestHost(request.headers, serverEnv().TRUST_FORWARDED_HOST);
  return new Response(robotsTxt(host), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ROBOTS_CACHE },
  });
}
