import { sitemapFileRoute } from '@/features/search-engines/search-engine-routes.ts';

/** One locale's sitemap, or one part of it (features/search-engines/sitemap-files.ts). */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileRoute((await params).file);
}
