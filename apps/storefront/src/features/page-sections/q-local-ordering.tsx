import type { SellableItem } from '@store/contracts/commerce';
import { isQLocalItem } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { pageSectionMessages } from './messages.ts';
import './page-sections.css';

/** The editorial page about Q Local, which every locale's content has. */
const Q_LOCAL_PAGE = '/digital-solutions/q-local';

/**
 * How Q Local ordering works, on the product page of a program that sells Q Local report usages:
 * usages per report, added to the installation's licence, tied to the ordering account.
 */
export function QLocalOrdering({ locale, items }: { locale: Locale; items: readonly SellableItem[] }) {
  if (!items.some((item) => isQLocalItem(item.code))) return null;
  const messages = pageSectionMessages(locale).qLocal;
  return (
    <section className="q-local-ordering" aria-labelledby="q-local-ordering" data-testid="q-local-ordering">
      <h2 id="q-local-ordering">{messages.heading}</h2>
      <p>{messages.intro}</p>
      <ul>
        <li>{messages.usages}</li>
        <li>{messages.account}</li>
        <li>{messages.install}</li>
      </ul>
      <p>
        <a href={storePaths(locale).within(Q_LOCAL_PAGE)}>{messages.learnMore}</a>
      </p>
    </section>
  );
}
