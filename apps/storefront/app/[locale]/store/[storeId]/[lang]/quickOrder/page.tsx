import { StoreInfoPage, storeInfoTitle } from '../../../../../../src/features/store/store-info-page.tsx';

export async function generateMetadata({ params }: PageProps<'/[locale]/store/[storeId]/[lang]/quickOrder'>) {
  return storeInfoTitle((await params).locale, 'quickOrder');
}

export default async function QuickOrder({
  params,
}: PageProps<'/[locale]/store/[storeId]/[lang]/quickOrder'>) {
  return <StoreInfoPage locale={(await params).locale} topic="quickOrder" />;
}
