import { homeMetadata, HomePage } from '@/features/home/home.page.tsx';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return homeMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]'>) {
  return <HomePage locale={(await params).locale} />;
}
