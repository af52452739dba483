import type { FooterContent, FooterItem, Link } from '@store/contracts';
import type { Locale } from '@store/locales';
import type { Messages } from '../../i18n/messages.ts';
import { EditableVariant } from '../editable-variant.tsx';
import { isSafeHref, resolvePath } from '../links.ts';
import { SocialIcon } from './social-icon.tsx';

function FooterLink({ link, locale }: { link: Link; locale: Locale }) {
  const href = resolvePath(link.path, locale);
  if (!isSafeHref(href)) return null;
  return (
    <a
      href={href}
      title={link.description}
      {...(link.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.title}
    </a>
  );
}

function FooterNode({
  item,
  locale,
  socialLabel,
}: {
  item: FooterItem;
  locale: Locale;
  socialLabel: string;
}) {
  const social = item.socialLinks?.filter((s) => s.enabled) ?? [];
  return (
    <div className={`footer-item${item.id ? ` footer-item--${item.id}` : ''}`} data-footer-id={item.id}>
      {item.title ? <h2 className="footer-item__title">{item.title}</h2> : null}
      {item.links?.length ? (
        <ul className="footer-item__links">
          {item.links.map((link) => (
            <li key={`${link.path}-${link.title}`}>
              <FooterLink link={link} locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
      {social.length ? (
        <ul className="footer-social" aria-label={item.title ? undefined : socialLabel}>
          {social.map((s) => (
            <li key={s.name}>
              <a href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer">
                <SocialIcon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.text ? <p className="footer-item__text">{item.text}</p> : null}
      {item.items?.map((child, index) => (
        <FooterNode key={child.id ?? index} item={child} locale={locale} socialLabel={socialLabel} />
      ))}
    </div>
  );
}

/** The footer of requirements §2, from the locale's footer content tree; the same on every page. */
export function Footer({
  locale,
  messages,
  content,
  fragment,
}: {
  locale: Locale;
  messages: Messages;
  content: FooterContent;
  fragment: string | undefined;
}) {
  const standard = (
    <div className="site-footer__inner">
      {content.items.map((item, index) => (
        <FooterNode
          key={item.id ?? index}
          item={item}
          locale={locale}
          socialLabel={messages.footer.socialLabel}
        />
      ))}
    </div>
  );
  return (
    <footer className="site-footer" aria-label={messages.footer.label}>
      <EditableVariant
        locale={locale}
        part="footer"
        serverHtml={fragment}
        className="site-footer__inner editable-fragment"
        standard={standard}
      />
    </footer>
  );
}
