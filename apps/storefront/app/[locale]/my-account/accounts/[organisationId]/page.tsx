import { organisationMetadata, OrganisationPage } from '@/features/organisations/organisation.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/my-account/accounts/[organisationId]'>) {
  return organisationMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/accounts/[organisationId]'>) {
  const { locale, organisationId } = await params;
  return <OrganisationPage locale={locale} organisationId={organisationId} />;
}
