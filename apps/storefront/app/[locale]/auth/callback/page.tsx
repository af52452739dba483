import { authCallbackMetadata, AuthCallbackPage } from '@/features/auth/auth-callback.page.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/callback'>) {
  return authCallbackMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/auth/callback'>) {
  return <AuthCallbackPage locale={(await params).locale} />;
}
