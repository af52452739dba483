import { myAccountMetadata, MyAccountPage } from '@/features/account/my-account.page.tsx';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account'>) {
  return myAccountMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/my-account'>) {
  return <MyAccountPage locale={(await params).locale} />;
}
