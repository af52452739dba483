import { forgotPasswordMetadata, ForgotPasswordPage } from '@/features/auth/forgot-password.page.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgot-password'>) {
  return forgotPasswordMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/forgot-password'>) {
  return <ForgotPasswordPage locale={(await params).locale} />;
}
