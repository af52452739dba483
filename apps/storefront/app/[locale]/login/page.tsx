import { authMetadata, SignInPage } from '../../../src/features/auth/auth-pages.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>) {
  return authMetadata((await params).locale, 'signIn');
}

export default async function Page({ params }: PageProps<'/[locale]/login'>) {
  return <SignInPage locale={(await params).locale} />;
}
