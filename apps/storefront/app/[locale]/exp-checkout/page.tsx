import { checkoutMetadata, CheckoutPage } from '@/features/checkout/checkout.page.tsx';

/**
 * /exp-checkout (requirements §2): the proxy renders an unprefixed path in the host's default locale, so
 * this route serves it; it is the same first checkout step as /{locale}/checkout.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return checkoutMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return <CheckoutPage locale={(await params).locale} />;
}
