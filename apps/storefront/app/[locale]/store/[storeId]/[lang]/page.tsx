import { HomeRoute, homeMetadata } from '../../../../../src/features/home/home-route.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/store/[storeId]/[lang]'>) {
  return homeMetadata((await params).locale);
}

/** /store/{storeId}/{lang} is the store's home. */
export default async function StoreHome({ params }: PageProps<'/[locale]/store/[storeId]/[lang]'>) {
  return <HomeRoute locale={(await params).locale} />;
}
