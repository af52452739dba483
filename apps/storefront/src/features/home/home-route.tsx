import { isLocale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadContent } from '../../clients/content.ts';
import { HomePage } from './home-page.tsx';

export async function homeMetadata(locale: string): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const { value } = await loadContent(locale, 'home');
  return { title: { absolute: value.title }, description: value.description };
}

export async function HomeRoute({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const { value } = await loadContent(locale, 'home');
  return <HomePage content={value} locale={locale} />;
}
