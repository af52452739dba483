import { CartPage, cartMetadata } from '@/features/cart/cart.page.tsx';

/** Per visitor: rendered on every request, never cached by Next or the edge (Cache-Control private, no-store). */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>) {
  return cartMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/cart'>) {
  return <CartPage locale={(await params).locale} searchParams={await searchParams} />;
}
