import { signInMetadata, SignInPage } from '@/features/auth/sign-in.page.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>) {
  return signInMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/login'>) {
  return <SignInPage locale={(await params).locale} />;
}
