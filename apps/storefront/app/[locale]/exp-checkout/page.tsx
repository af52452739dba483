import {
  expressCheckoutMetadata,
  ExpressCheckoutPage,
} from '@/features/express-checkout/express-checkout.page.tsx';

/**
 * /exp-checkout (requirements §2): the proxy renders an unprefixed path in the host's default locale, so
 * this route serves it. Per customer: the cart, defaults and saved cards are read on every request.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return expressCheckoutMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return <ExpressCheckoutPage locale={(await params).locale} />;
}
