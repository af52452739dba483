import { authMetadata, ForgotPasswordPage } from '../../../src/features/auth/auth-pages.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgot-password'>) {
  return authMetadata((await params).locale, 'forgot');
}

export default async function Page({ params }: PageProps<'/[locale]/forgot-password'>) {
  return <ForgotPasswordPage locale={(await params).locale} />;
}
