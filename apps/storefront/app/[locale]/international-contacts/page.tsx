import {
  InternationalContactsRoute,
  internationalContactsMetadata,
} from '../../../src/features/contact/contact-routes.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/international-contacts'>) {
  return internationalContactsMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/international-contacts'>) {
  return <InternationalContactsRoute locale={(await params).locale} />;
}
