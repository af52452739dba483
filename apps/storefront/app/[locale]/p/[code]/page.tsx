import { productMetadata, ProductPage } from '@/features/product/product.page.tsx';

/** Rendered on first visit, then cached per locale and revalidated (catalog-data.ts explains the version key). */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/p/[code]'>) {
  const { locale, code } = await params;
  return productMetadata(locale, code);
}

export default async function Page({ params }: PageProps<'/[locale]/p/[code]'>) {
  const { locale, code } = await params;
  return <ProductPage locale={locale} code={code} />;
}
