import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type {
  BannerContent,
  ContactContent,
  EditorialPage,
  FooterContent,
  NavContent,
} from '@store/contracts';
import type enEditorial from '../../apps/storefront/src/features/editorial/messages/en-us.json';
import type { Locale } from '@store/locales';
import { ROOT } from './stores.ts';

/** The repo's content files, which are also the storefront's built-in default. */
export function navOf(locale: Locale): NavContent {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/content/data', locale, 'first-level-nav-content.json'), 'utf8'),
  ) as NavContent;
}

export function footerOf(locale: Locale): FooterContent {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/content/data', locale, 'footer-content.json'), 'utf8'),
  ) as FooterContent;
}

export function contactOf(locale: Locale): ContactContent {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/content/data', locale, 'contact-content.json'), 'utf8'),
  ) as ContactContent;
}

export function bannerOf(locale: Locale): BannerContent {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/content/data', locale, 'global-banner.json'), 'utf8'),
  ) as BannerContent;
}

export function messagesOf(locale: Locale) {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/i18n/messages', `${locale}.json`), 'utf8'),
  ) as {
    search: { label: string };
    shell: { signIn: string; skipToContent: string; utilityNavLabel: string; mainNavLabel: string };
    helloModal: { title: string };
    notFound: { title: string };
  };
}

/** Every editorial page slug of a locale (the files under pages/). */
export function editorialSlugsOf(locale: Locale): string[] {
  const root = join(ROOT, 'packages/content/data', locale, 'pages');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => relative(root, join(root, file)).slice(0, -'.json'.length));
}

export function editorialPageOf(locale: Locale, slug: string): EditorialPage {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/content/data', locale, 'pages', `${slug}.json`), 'utf8'),
  ) as EditorialPage;
}

/** The words around an editorial page: breadcrumb, date, and the unavailable state. */
export function editorialTextsOf(locale: Locale): typeof enEditorial {
  return JSON.parse(
    readFileSync(join(ROOT, 'apps/storefront/src/features/editorial/messages', `${locale}.json`), 'utf8'),
  ) as typeof enEditorial;
}
