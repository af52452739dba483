import { savedCartMetadata, SavedCartPage } from '@/features/saved-carts/saved-cart.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/my-account/saved-carts/[savedCartId]'>) {
  return savedCartMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/saved-carts/[savedCartId]'>) {
  const { locale, savedCartId } = await params;
  return <SavedCartPage locale={locale} savedCartId={savedCartId} />;
}
