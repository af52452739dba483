import { accountMetadata, OrderHistoryPage } from '../../../../src/features/account/account-pages.tsx';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders'>) {
  return accountMetadata((await params).locale, 'orders');
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/orders'>) {
  return <OrderHistoryPage locale={(await params).locale} />;
}
