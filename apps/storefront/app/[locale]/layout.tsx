import { CONTENT_FILES } from '@store/contracts/content';
import { identityClientId, isLocale, localeInfo, LOCALES } from '@store/locales';
import type { Metadata, Viewport } from 'next';
import { serverEnv } from '@/config/server-env.ts';
import { messagesFor } from '@/i18n/messages.ts';
import { GlobalBanner } from '@/shell/banner/global-banner.tsx';
import { Footer } from '@/shell/footer/footer.tsx';
import { LanguageBanner } from '@/features/page-sections/language-banner.tsx';
import { HelloModal } from '@/shell/geo/hello-modal.tsx';
import { Header } from '@/shell/header/header.tsx';
import { loadShell } from '@/shell/load-shell.ts';
import { NotFoundMessagesProvider } from '@/shell/not-found-page.tsx';
import { NotificationArea } from '@/shell/notifications/notification-area.tsx';
import { Providers } from '@/shell/providers.tsx';
import { localeOrNotFound } from '@/shell/routing/locale-or-not-found.ts';
import { storePaths } from '@/shell/routing/store-paths.ts';
import { absoluteAddress } from '@/shell/seo/public-address.ts';
import { ShellScripts, TagManagerNoScript } from '@/shell/shell-scripts.tsx';
import '@/shell/styles/shell.css';

export const revalidate = 60;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const messages = messagesFor(locale);
  return {
    title: { default: messages.meta.siteName, template: `%s | ${messages.meta.siteName}` },
    description: messages.meta.defaultDescription,
    // Pages give their own absolute canonical and alternates (shell/seo); this resolves any other.
    metadataBase: new URL(absoluteAddress(locale, '/')),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = localeOrNotFound((await params).locale);
  const env = serverEnv();
  const info = localeInfo(locale);
  const messages = messagesFor(locale);
  const shell = await loadShell(locale);
  const paths = storePaths(locale);

  return (
    <html lang={info.htmlLang}>
      <body data-store-id={info.storeId} data-routing-region={info.routingRegion}>
        <TagManagerNoScript containerId={env.GTM_CONTAINER_ID} title={messages.shell.tagManagerFrame} />
        <a href="#main" className="skip-link">
          {messages.shell.skipToContent}
        </a>
        <Providers
          locale={locale}
          flagsMock={env.FLAGS_MOCK}
          initialFlags={shell.flags}
          footerSource={`/content${info.contentPath}/${CONTENT_FILES.footerJson}`}
          identityClientId={identityClientId(locale)}
          identityKind={env.IDENTITY_PROVIDER_KIND}
        >
          {shell.banner?.text ? (
            <GlobalBanner
              msgId={shell.banner.msgId}
              icon={shell.banner.icon}
              text={shell.banner.text}
              regionLabel={messages.banner.regionLabel}
              dismissLabel={messages.banner.dismiss}
            />
          ) : null}
          <Header locale={locale} messages={messages} nav={shell.nav} navFragment={shell.navFragment} />
          <NotificationArea
            label={messages.notifications.regionLabel}
            dismiss={messages.notifications.dismiss}
          />
          <main id="main" tabIndex={-1}>
            <NotFoundMessagesProvider value={{ ...messages.notFound, homeHref: paths.home }}>
              {children}
            </NotFoundMessagesProvider>
          </main>
          <Footer
            locale={locale}
            messages={messages}
            content={shell.footer}
            fragment={shell.footerFragment}
          />
          <HelloModal
            title={messages.helloModal.title}
            body={messages.helloModal.body}
            linkText={messages.helloModal.link}
            linkHref={paths.internationalContacts}
            closeLabel={messages.helloModal.close}
          />
          <LanguageBanner locale={locale} />
        </Providers>
        <ShellScripts containerId={env.GTM_CONTAINER_ID} />
      </body>
    </html>
  );
}
