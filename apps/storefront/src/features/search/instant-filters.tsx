'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { closeDrawerOnEscape } from '../../shell/ui/drawer-keys.ts';
import type { onBrowseEvent, syncFields } from './instant-filters-handler.ts';

type Handler = { onBrowseEvent: typeof onBrowseEvent; syncFields: typeof syncFields };

/**
 * Makes the filter form answer at once: ticking a facet, choosing a sort, submitting or following a
 * chip moves to the new address without a page load (the checkbox keeps focus; the result count, a
 * live region, announces the new total). Without JavaScript the same form is a plain GET form to the
 * same addresses. The code that does the work loads on the first use, not with the page.
 */
export function InstantFilters({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const page = form.closest('.browse');
    page?.classList.add('browse--instant');
    let loaded: Promise<Handler> | undefined;
    const handler = () => (loaded ??= import('./instant-filters-handler.ts'));
    const go = (href: string) => router.push(href, { scroll: false });
    const onFormEvent = (event: Event) => {
      if (event.type === 'submit') event.preventDefault();
      void handler().then((h) => h.onBrowseEvent(event, form, go));
    };
    // A chip's link (or "clear all") is a change of filters too, taken without a page load.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest('a.chip, a[data-browse-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || !page?.contains(link)) return;
      event.preventDefault();
      void handler().then((h) => {
        h.syncFields(form, link.search);
        go(link.pathname + link.search);
        // The link goes with the filter it removed: the count, a live region, takes the focus.
        document.getElementById('browse-count')?.focus();
      });
    };
    const onHistory = () => void handler().then((h) => h.syncFields(form, window.location.search));
    document.addEventListener('change', onFormEvent);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', closeDrawerOnEscape);
    form.addEventListener('submit', onFormEvent);
    window.addEventListener('popstate', onHistory);
    return () => {
      document.removeEventListener('change', onFormEvent);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', closeDrawerOnEscape);
      form.removeEventListener('submit', onFormEvent);
      window.removeEventListener('popstate', onHistory);
      page?.classList.remove('browse--instant');
    };
  }, [formId, router]);
  return null;
}
