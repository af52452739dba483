'use client';

import type { Locale } from '@store/locales';
import { useEffect, useState, type ReactNode } from 'react';
import { useFlag } from './flags/flags-provider.tsx';

export type EditablePart = 'nav' | 'footer';

const fragmentPath = (locale: Locale, part: EditablePart) => `/api/shell-fragments/${locale}/${part}`;

/**
 * Header and footer come as JSON-driven components or, when the editable header/footer template flag
 * is on, as the content system's sanitised fragments (requirements §7). The server renders the variant its flag
 * chose; when the flag changes on an open page, the other variant shows without a reload (a fragment
 * not rendered by the server is fetched then).
 */
export function EditableVariant({
  locale,
  part,
  serverHtml,
  id,
  className,
  standard,
}: {
  locale: Locale;
  part: EditablePart;
  serverHtml: string | undefined;
  id?: string;
  className: string;
  standard: ReactNode;
}) {
  const editable = useFlag('aem-editable-header-footer');
  const [fetched, setFetched] = useState<string | undefined>(undefined);
  const html = serverHtml ?? fetched;

  useEffect(() => {
    if (!editable || html !== undefined) return;
    let active = true;
    fetch(fragmentPath(locale, part), { headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : undefined))
      .catch(() => undefined)
      .then((text) => {
        if (active && text !== undefined) setFetched(text);
      });
    return () => {
      active = false;
    };
  }, [editable, html, locale, part]);

  if (editable && html !== undefined) {
    return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <>{standard}</>;
}
