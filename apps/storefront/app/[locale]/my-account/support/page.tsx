import { supportMetadata, SupportPage } from '@/features/support/support.page.tsx';

/** The support agent's page: per request, never cached (it depends on the staff cookie). */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/support'>) {
  return supportMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-account/support'>) {
  return <SupportPage locale={(await params).locale} section={(await searchParams).section} />;
}
