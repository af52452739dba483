import { PaymentCardsPage, paymentCardsMetadata } from '@/features/payment-cards/payment-cards.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/payment-cards'>) {
  return paymentCardsMetadata((await params).locale);
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/my-account/payment-cards'>) {
  return <PaymentCardsPage locale={(await params).locale} searchParams={await searchParams} />;
}
