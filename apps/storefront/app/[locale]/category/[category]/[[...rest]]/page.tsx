import { catalogMetadata, CatalogPage } from '@/features/catalog/catalog.page.tsx';

/** Rendered on first request, then cached per locale and page and revalidated (catalog-data.ts). */
export const revalidate = 60;

/** None at build time (the commerce system may not be up yet); each page is rendered on its first visit. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/category/[category]/[[...rest]]'>) {
  const { locale, category, rest } = await params;
  return catalogMetadata(locale, category, rest);
}

export default async function Page({ params }: PageProps<'/[locale]/category/[category]/[[...rest]]'>) {
  const { locale, category, rest } = await params;
  return <CatalogPage locale={locale} category={category} rest={rest} />;
}
