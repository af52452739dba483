import { orderDetailMetadata, OrderDetailPage } from '@/features/orders/order-detail.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders/[orderNumber]'>) {
  const { locale, orderNumber } = await params;
  return orderDetailMetadata(locale, orderNumber);
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/my-account/orders/[orderNumber]'>) {
  const { locale, orderNumber } = await params;
  return <OrderDetailPage locale={locale} orderNumber={orderNumber} searchParams={await searchParams} />;
}
