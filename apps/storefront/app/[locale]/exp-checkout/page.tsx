import { accountMetadata, CheckoutPage } from '../../../src/features/account/account-pages.tsx';

/**
 * /exp-checkout (SPEC 2): the proxy renders an unprefixed path in the host's default locale, so
 * this route serves it; it is the same first checkout step as /{locale}/checkout.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return accountMetadata((await params).locale, 'checkout');
}

export default async function Page({ params }: PageProps<'/[locale]/exp-checkout'>) {
  return <CheckoutPage locale={(await params).locale} />;
}
