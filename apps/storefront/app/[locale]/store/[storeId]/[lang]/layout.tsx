import { isLocale, localeForStore, localeInfo } from '@store/locales';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

/** Each locale has exactly one store path (requirements §2); the ten are prerendered. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const { storeId, language } = localeInfo(params.locale);
  return [{ storeId, lang: language }];
}

/** Any other store id or language is the shell's 404 page. */
export default async function StoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; storeId: string; lang: string }>;
}) {
  const { locale, storeId, lang } = await params;
  if (localeForStore(storeId, lang) !== locale) notFound();
  return children;
}
