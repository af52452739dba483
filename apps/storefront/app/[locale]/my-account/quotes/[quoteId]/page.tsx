import { quoteMetadata, QuotePage } from '@/features/quotes/quote.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/quotes/[quoteId]'>) {
  return quoteMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/quotes/[quoteId]'>) {
  const { locale, quoteId } = await params;
  return <QuotePage locale={locale} quoteId={quoteId} />;
}
