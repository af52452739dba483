import type { ContactContent } from '@store/contracts';
import type { Locale } from '@store/locales';
import { resolvePath } from '../../shell/links.ts';
import type { ContactMessages } from './messages.ts';

/** A phone number as a tel: address: digits and a leading plus only (RFC 3966 global or local digits). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** Contact us (requirements §2 utility bar, footer and mega menu): the region's teams, from the content service. */
export function ContactView({
  content,
  locale,
  messages,
}: {
  content: ContactContent;
  locale: Locale;
  messages: ContactMessages;
}) {
  const m = messages.contact;
  return (
    <div className="contact-page">
      <h1>{content.title}</h1>
      <p className="contact-page__intro">{content.intro}</p>
      <ul className="contact-channels">
        {content.channels.map((channel, index) => (
          <li key={channel.email} className="contact-channel">
            <h2 id={`contact-channel-${index}`}>{channel.title}</h2>
            <p>{channel.text}</p>
            <dl aria-labelledby={`contact-channel-${index}`}>
              <dt>{m.phoneLabel}</dt>
              <dd>
                <a href={telHref(channel.phone)}>{channel.phone}</a>
              </dd>
              <dt>{m.emailLabel}</dt>
              <dd>
                <a href={`mailto:${channel.email}`}>{channel.email}</a>
              </dd>
              <dt>{m.hoursLabel}</dt>
              <dd>{channel.hours}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {content.links.length ? (
        <section aria-labelledby="contact-more">
          <h2 id="contact-more">{m.moreHeading}</h2>
          <ul>
            {content.links.map((link) => (
              <li key={link.path}>
                <a href={resolvePath(link.path, locale)}>{link.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
