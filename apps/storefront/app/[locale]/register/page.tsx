import { authMetadata, RegistrationPage } from '../../../src/features/auth/auth-pages.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>) {
  return authMetadata((await params).locale, 'register');
}

export default async function Page({ params }: PageProps<'/[locale]/register'>) {
  return <RegistrationPage locale={(await params).locale} />;
}
