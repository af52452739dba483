import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import type { ContactMessages } from './messages.ts';
import { regionalStores } from './regional-stores.ts';

/**
 * International contacts (requirements §2: the mega menu's Contact us group and the Hello! modal): every
 * regional store with the countries it sells to, a way into each of its languages, and where a
 * visitor from a country no store serves may write.
 */
export function InternationalContactsView({
  locale,
  messages,
  internationalEmail,
  heading = messages.international,
}: {
  locale: Locale;
  messages: ContactMessages;
  internationalEmail: string;
  /** The country selector (requirements §2 utility bar) shows the same list under its own title. */
  heading?: { title: string; intro: string };
}) {
  const m = messages.international;
  const list = new Intl.ListFormat(localeInfo(locale).htmlLang, { type: 'conjunction' });
  return (
    <div className="contact-page">
      <h1>{heading.title}</h1>
      <p className="contact-page__intro">{heading.intro}</p>
      <ul className="regional-stores">
        {regionalStores(locale).map((store) => (
          <li key={store.site} className="regional-store" aria-current={store.current ? 'true' : undefined}>
            <h2 id={`region-${store.site}`}>{messages.regions[store.site]}</h2>
            {store.current ? <p className="regional-store__current">{m.currentStore}</p> : null}
            <p>{format(m.serves, { countries: list.format(store.countries) })}</p>
            <ul className="regional-store__links" aria-labelledby={`region-${store.site}`}>
              {store.locales.flatMap((entry) => [
                <li key={`${entry.locale}-shop`}>
                  <a href={entry.home} hrefLang={entry.htmlLang}>
                    {format(m.shopIn, { language: entry.language })}
                  </a>
                </li>,
                <li key={`${entry.locale}-contact`}>
                  <a href={entry.contact} hrefLang={entry.htmlLang}>
                    {format(m.contactIn, { language: entry.language })}
                  </a>
                </li>,
              ])}
            </ul>
          </li>
        ))}
      </ul>
      <section aria-labelledby="international-other">
        <h2 id="international-other">{m.otherTitle}</h2>
        <p>
          {m.otherText} <a href={`mailto:${internationalEmail}`}>{internationalEmail}</a>
        </p>
      </section>
    </div>
  );
}
