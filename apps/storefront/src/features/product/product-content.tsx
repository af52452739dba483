import type { PdpProgramItem } from '@store/contracts';
import type { ReactNode } from 'react';
import { isSafeHref } from '../../shell/links.ts';
import type { ProductMessages } from './messages.ts';

type TabId = keyof ProductMessages['tabs'];

export const TAB_IDS: readonly TabId[] = ['overview', 'details', 'resources', 'faqs', 'training', 'webinars'];

function LinkList({ links, empty }: { links: PdpProgramItem['resources']; empty: string }) {
  const safe = links.filter((l) => isSafeHref(l.path));
  if (!safe.length) return <p>{empty}</p>;
  return (
    <ul>
      {safe.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** The six panels' contents from the pdp-program query; when content failed, each says so politely. */
export function tabPanels(content: PdpProgramItem | undefined, messages: ProductMessages): ReactNode[] {
  const panel = (id: TabId, body: (c: PdpProgramItem) => ReactNode) => (
    <>
      <h2 className="visually-hidden">{messages.tabs[id]}</h2>
      {content ? body(content) : <p>{messages.contentUnavailable}</p>}
    </>
  );
  const panels: Record<TabId, ReactNode> = {
    overview: panel('overview', (c) => <p>{c.overview}</p>),
    details: panel('details', (c) => <p>{c.productDetails}</p>),
    resources: panel('resources', (c) => <LinkList links={c.resources} empty={messages.noResources} />),
    faqs: panel('faqs', (c) =>
      c.faqs.length ? (
        <dl className="faq-list">
          {c.faqs.map((faq) => (
            <div key={faq.question}>
              <dt>{faq.question}</dt>
              <dd>{faq.answer}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{messages.noFaqs}</p>
      ),
    ),
    training: panel('training', (c) => <p>{c.complimentaryTraining}</p>),
    webinars: panel('webinars', (c) => <LinkList links={c.webinars} empty={messages.noWebinars} />),
  };
  return TAB_IDS.map((id) => panels[id]);
}
