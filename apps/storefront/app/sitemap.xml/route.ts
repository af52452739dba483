import { sitemapIndexRoute } from '@/features/search-engines/search-engine-routes.ts';

/** The sitemap index: each locale's sitemaps (features/search-engines/sitemap-files.ts). */
export const dynamic = 'force-dynamic';

export function GET() {
  return sitemapIndexRoute();
}
