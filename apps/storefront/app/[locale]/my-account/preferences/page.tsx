import { PreferencesPage, preferencesMetadata } from '@/features/preferences/preferences.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/preferences'>) {
  return preferencesMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-account/preferences'>) {
  return <PreferencesPage locale={(await params).locale} searchParams={await searchParams} />;
}
