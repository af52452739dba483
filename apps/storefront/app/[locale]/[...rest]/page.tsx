import { editorialMetadata, EditorialPage } from '@/features/editorial/editorial.page.tsx';

/** Editorial pages of the content system; any other path under a locale is the shell's 404 page. */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  return editorialMetadata(locale, rest);
}

export default async function Page({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  return <EditorialPage locale={locale} segments={rest} />;
}
