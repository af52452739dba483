import { HomeRoute, homeMetadata } from '../../src/features/home/home-route.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return homeMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]'>) {
  return <HomeRoute locale={(await params).locale} />;
}
