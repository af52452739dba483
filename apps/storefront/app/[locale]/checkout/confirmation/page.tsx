import { confirmationMetadata, ConfirmationPage } from '@/features/checkout/confirmation.page.tsx';

/** Per customer: the order is read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/confirmation'>) {
  return confirmationMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/checkout/confirmation'>) {
  return <ConfirmationPage locale={(await params).locale} order={(await searchParams).order} />;
}
