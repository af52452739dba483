import { countrySelectorMetadata, CountrySelectorPage } from '@/features/contact/country-selector.page.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/country-selector'>) {
  return countrySelectorMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/country-selector'>) {
  return <CountrySelectorPage locale={(await params).locale} />;
}
