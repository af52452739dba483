import { accountMetadata, MyAccountPage } from '../../../src/features/account/account-pages.tsx';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account'>) {
  return accountMetadata((await params).locale, 'myAccount');
}

export default async function Page({ params }: PageProps<'/[locale]/my-account'>) {
  return <MyAccountPage locale={(await params).locale} />;
}
