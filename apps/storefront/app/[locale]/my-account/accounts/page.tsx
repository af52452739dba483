import { accountsMetadata, AccountsPage } from '@/features/organisations/accounts.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/accounts'>) {
  return accountsMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/accounts'>) {
  return <AccountsPage locale={(await params).locale} />;
}
