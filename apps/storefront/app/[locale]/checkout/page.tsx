import { accountMetadata, CheckoutPage } from '../../../src/features/account/account-pages.tsx';

/** Per visitor: the cart is read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>) {
  return accountMetadata((await params).locale, 'checkout');
}

export default async function Page({ params }: PageProps<'/[locale]/checkout'>) {
  return <CheckoutPage locale={(await params).locale} />;
}
