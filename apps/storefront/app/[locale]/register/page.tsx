import { registrationMetadata, RegistrationPage } from '@/features/auth/registration.page.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>) {
  return registrationMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/register'>) {
  return <RegistrationPage locale={(await params).locale} />;
}
