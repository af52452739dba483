import { orderHistoryMetadata, OrderHistoryPage } from '@/features/account/order-history.page.tsx';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders'>) {
  return orderHistoryMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/orders'>) {
  return <OrderHistoryPage locale={(await params).locale} />;
}
