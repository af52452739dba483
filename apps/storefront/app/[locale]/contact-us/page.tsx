import { contactMetadata, ContactPage } from '@/features/contact/contact.page.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/contact-us'>) {
  return contactMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/contact-us'>) {
  return <ContactPage locale={(await params).locale} />;
}
