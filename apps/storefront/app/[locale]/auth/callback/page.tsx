import { authMetadata, AuthCallbackPage } from '../../../../src/features/auth/auth-pages.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/callback'>) {
  return authMetadata((await params).locale, 'callback');
}

export default async function Page({ params }: PageProps<'/[locale]/auth/callback'>) {
  return <AuthCallbackPage locale={(await params).locale} />;
}
