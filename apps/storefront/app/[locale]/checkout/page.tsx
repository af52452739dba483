import { checkoutMetadata, CheckoutPage } from '@/features/checkout/checkout.page.tsx';

/** Per visitor: the cart is read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>) {
  return checkoutMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/checkout'>) {
  return <CheckoutPage locale={(await params).locale} cancelled={(await searchParams).cancelled} />;
}
