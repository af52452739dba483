import type { Locale } from '@store/locales';
import { loadContent } from '../../clients/content.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { telHref } from '../contact/contact-view.tsx';
import { pageSectionMessages } from './messages.ts';
import './page-sections.css';

/**
 * The help bar of the cart and checkout: customer support's phone and hours as the locale's contact
 * content gives them (its first channel is customer service), with the way to every other channel.
 */
export async function HelpBar({ locale }: { locale: Locale }) {
  const messages = pageSectionMessages(locale).helpBar;
  const { value } = await loadContent(locale, 'contact');
  const support = value.channels[0];
  if (!support) return null;
  const [before, after = ''] = messages.call.split('{phone}');
  return (
    <aside className="help-bar" aria-label={messages.label} data-testid="help-bar">
      <p>
        {before}
        <a href={telHref(support.phone)}>{support.phone}</a>
        {format(after, { hours: support.hours })}
      </p>
      <a href={storePaths(locale).contactUs}>{messages.contact}</a>
    </aside>
  );
}
