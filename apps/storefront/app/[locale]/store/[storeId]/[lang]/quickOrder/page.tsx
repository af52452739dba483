import { quickOrderMetadata, QuickOrderPage } from '@/features/quick-order/quick-order.page.tsx';

/** Its answers are per visitor (the cart), so it is rendered per request and never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/store/[storeId]/[lang]/quickOrder'>) {
  return quickOrderMetadata((await params).locale);
}

export default async function QuickOrder({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/quickOrder'>) {
  return <QuickOrderPage locale={(await params).locale} />;
}
