import { StoreInfoPage, storeInfoTitle } from '../../../../../../src/features/store/store-info-page.tsx';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/order-status'>) {
  return storeInfoTitle((await params).locale, 'orderStatus');
}

export default async function OrderStatus({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/order-status'>) {
  return <StoreInfoPage locale={(await params).locale} topic="orderStatus" />;
}
