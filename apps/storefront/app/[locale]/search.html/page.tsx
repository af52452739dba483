import { searchMetadata, SearchPage } from '@/features/search/search.page.tsx';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/search.html'>) {
  return searchMetadata((await params).locale, await searchParams);
}

/**
 * Rendered per request from the address; the catalogue data under it is cached (catalog-data.ts), and
 * the page itself briefly by the edge, by normalised query (search-cache.ts).
 */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/search.html'>) {
  return <SearchPage locale={(await params).locale} params={await searchParams} />;
}
