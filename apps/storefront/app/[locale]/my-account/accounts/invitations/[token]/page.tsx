import { invitationMetadata, InvitationPage } from '@/features/organisations/invitation.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/my-account/accounts/invitations/[token]'>) {
  return invitationMetadata((await params).locale);
}

export default async function Page({
  params,
}: PageProps<'/[locale]/my-account/accounts/invitations/[token]'>) {
  const { locale, token } = await params;
  return <InvitationPage locale={locale} token={token} />;
}
