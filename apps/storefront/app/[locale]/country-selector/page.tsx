import {
  CountrySelectorRoute,
  countrySelectorMetadata,
} from '../../../src/features/contact/contact-routes.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/country-selector'>) {
  return countrySelectorMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/country-selector'>) {
  return <CountrySelectorRoute locale={(await params).locale} />;
}
