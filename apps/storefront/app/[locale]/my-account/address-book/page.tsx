import { addressBookMetadata, AddressBookPage } from '@/features/address-book/address-book.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/address-book'>) {
  return addressBookMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/address-book'>) {
  return <AddressBookPage locale={(await params).locale} />;
}
