import { quotesMetadata, QuotesPage } from '@/features/quotes/quotes.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/quotes'>) {
  return quotesMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/quotes'>) {
  return <QuotesPage locale={(await params).locale} />;
}
