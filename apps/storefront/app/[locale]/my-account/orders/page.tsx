import { orderHistoryMetadata, OrderHistoryPage } from '@/features/orders/order-history.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders'>) {
  return orderHistoryMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-account/orders'>) {
  return <OrderHistoryPage locale={(await params).locale} searchParams={await searchParams} />;
}
