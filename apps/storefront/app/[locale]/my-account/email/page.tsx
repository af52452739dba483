import { accountEmailMetadata, AccountEmailPage } from '@/features/account-email/account-email.page.tsx';

/** Per customer: rendered on every request and never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props) {
  return accountEmailMetadata((await params).locale);
}

export default async function Page({ params }: Props) {
  return <AccountEmailPage locale={(await params).locale} />;
}
