import {
  MarketingConfirmationPage,
  marketingConfirmationMetadata,
} from '@/features/preferences/marketing-confirmation.page.tsx';

/** The token is in the address: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/my-account/preferences/marketing/[token]'>) {
  return marketingConfirmationMetadata((await params).locale);
}

export default async function Page({
  params,
}: PageProps<'/[locale]/my-account/preferences/marketing/[token]'>) {
  const { locale, token } = await params;
  return <MarketingConfirmationPage locale={locale} token={token} />;
}
