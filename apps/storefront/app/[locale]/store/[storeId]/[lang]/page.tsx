import { homeMetadata, HomePage } from '@/features/home/home.page.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/store/[storeId]/[lang]'>) {
  return homeMetadata((await params).locale);
}

/** /store/{storeId}/{lang} is the store's home. */
export default async function StoreHome({ params }: PageProps<'/[locale]/store/[storeId]/[lang]'>) {
  return <HomePage locale={(await params).locale} />;
}
