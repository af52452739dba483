import { describe, expect, it } from 'vitest';
import { openGraphLocale, seoMetadata } from './page-metadata.ts';

const HOMES = new Set<string>();

describe('seoMetadata', () => {
  const page = {
    locale: 'ja-jp',
    locales: ['en-us', 'ja-jp', 'zh-sg'],
    pathOf: (l: string) => `/${l}/category/behavior`,
    title: 'Behavior',
    description: 'Behavior assessments',
  } as const;

  it('gives Open Graph and Twitter tags with the absolute canonical, og:locale and its alternates', () => {
    const { openGraph, twitter, alternates } = seoMetadata(page, HOMES);
    expect(alternates?.canonical).toBe('https://assessments.example.asia/ja-jp/category/behavior');
    expect(openGraph).toMatchObject({
      type: 'website',
      url: 'https://assessments.example.asia/ja-jp/category/behavior',
      title: 'Behavior',
      description: 'Behavior assessments',
      locale: 'ja_JP',
      alternateLocale: ['en_US', 'zh_SG'],
    });
    expect(openGraph?.siteName).toBeTruthy();
    expect(twitter).toEqual({ card: 'summary', title: 'Behavior', description: 'Behavior assessments' });
  });

  it('shows the image when there is one, as a large card', () => {
    const image = {
      url: 'https://assessments.example.asia/ja-jp/p/A100123/image.svg',
      alt: 'Cover',
      width: 240,
      height: 300,
      type: 'image/svg+xml',
    };
    const { openGraph, twitter } = seoMetadata({ ...page, image }, HOMES);
    expect(openGraph?.images).toEqual([image]);
    expect(twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
  });

  it('writes every locale as language_TERRITORY', () => {
    expect(openGraphLocale('fr-ca')).toBe('fr_CA');
    expect(openGraphLocale('zh-sg')).toBe('zh_SG');
  });
});
