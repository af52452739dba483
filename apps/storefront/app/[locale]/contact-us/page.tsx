import { ContactRoute, contactMetadata } from '../../../src/features/contact/contact-routes.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/contact-us'>) {
  return contactMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/contact-us'>) {
  return <ContactRoute locale={(await params).locale} />;
}
