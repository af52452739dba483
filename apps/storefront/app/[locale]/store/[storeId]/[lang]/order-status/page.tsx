import { orderStatusMetadata, OrderStatusPage } from '@/features/store/order-status.page.tsx';

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
