import {
  internationalContactsMetadata,
  InternationalContactsPage,
} from '@/features/contact/international-contacts.page.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/international-contacts'>) {
  return internationalContactsMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/international-contacts'>) {
  return <InternationalContactsPage locale={(await params).locale} />;
}
