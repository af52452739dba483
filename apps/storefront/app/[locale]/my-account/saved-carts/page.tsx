import { savedCartsMetadata, SavedCartsPage } from '@/features/saved-carts/saved-carts.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/saved-carts'>) {
  return savedCartsMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/saved-carts'>) {
  return <SavedCartsPage locale={(await params).locale} />;
}
