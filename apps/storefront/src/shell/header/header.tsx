import type { NavContent } from '@store/contracts';
import { localeInfo, type Locale } from '@store/locales';
import type { Messages } from '../../i18n/messages.ts';
import { EditableVariant } from '../editable-variant.tsx';
import { resolvePath } from '../links.ts';
import { storePaths } from '../routing/store-paths.ts';
import { CommerceHeader } from './commerce-header.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { suggestMessages } from './messages.ts';
import { MenuButton, MobileMenuState } from './mobile-menu.tsx';
import { resolveNavLinks } from './resolve-nav.ts';
import { SearchBox } from './search-box.tsx';

const MENU_ID = 'primary-menu';

/** Utility bar, main bar (hamburger, logo, search, commerce header) and the primary mega menu (requirements §2). */
export function Header({
  locale,
  messages,
  nav,
  navFragment,
}: {
  locale: Locale;
  messages: Messages;
  nav: NavContent;
  navFragment: string | undefined;
}) {
  const resolved = resolveNavLinks(nav, locale);
  const standardMenu = (
    <MegaMenu id={MENU_ID} label={messages.shell.mainNavLabel} sections={resolved.sections} />
  );
  return (
    <header className="site-header">
      <nav aria-label={messages.shell.utilityNavLabel} className="utility-bar">
        <ul>
          {resolved.utilityLinks.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenuState>
        <div className="main-bar">
          <MenuButton
            controls={MENU_ID}
            openLabel={messages.shell.openMenu}
            closeLabel={messages.shell.closeMenu}
          />
          <a href={storePaths(locale).home} className="logo" aria-label={messages.shell.logoLabel}>
            <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" focusable="false">
              <rect width="36" height="36" rx="8" fill="#0b4f6c" />
              <path d="M10 25 18 9l8 16h-4l-4-8.5-4 8.5Z" fill="#fff" />
            </svg>
            <span className="logo__text">{messages.meta.siteName}</span>
          </a>
          <SearchBox
            locale={locale}
            lang={localeInfo(locale).htmlLang}
            labels={{ ...messages.search, ...suggestMessages(locale) }}
          />
          <CommerceHeader
            cartHref={storePaths(locale).cart}
            storeId={localeInfo(locale).storeId}
            signInHref={resolvePath('/{locale}/login', locale)}
            accountHref={resolvePath('/{locale}/my-account', locale)}
            labels={{
              cart: messages.shell.cart,
              cartCount: messages.shell.cartCount,
              signIn: messages.shell.signIn,
              account: messages.shell.account,
            }}
          />
        </div>
        <EditableVariant
          locale={locale}
          part="nav"
          serverHtml={navFragment}
          id={MENU_ID}
          className="editable-fragment editable-fragment--nav"
          standard={standardMenu}
        />
      </MobileMenuState>
    </header>
  );
}
