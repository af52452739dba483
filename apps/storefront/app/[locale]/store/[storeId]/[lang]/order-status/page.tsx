import { orderStatusMetadata, OrderStatusPage } from '@/features/order-status/order-status.page.tsx';

/** The signed-in customer's orders are read per request, so the page is never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/order-status'>) {
  return orderStatusMetadata((await params).locale);
}

export default async function OrderStatus({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/order-status'>) {
  return <OrderStatusPage locale={(await params).locale} />;
}
