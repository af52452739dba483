import { supportSignInMetadata, SupportSignInPage } from '@/features/support/support-sign-in.page.tsx';

/** A sign-in page: rendered per request like the others, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/support/login'>) {
  return supportSignInMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/support/login'>) {
  return <SupportSignInPage locale={(await params).locale} />;
}
