'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { BrowseEvents } from './instant-filters-handler.ts';

/**
 * Makes the filter form answer at once: ticking a facet, choosing a sort, submitting or following a
 * chip moves to the new address without a page load (the checkbox keeps focus; the result count, a
 * live region, announces the new total). Without JavaScript the same form is a plain GET form to the
 * same addresses. Only the choice of which events to take is here, since a link's or a form's own
 * action can only be stopped at once; the code that does the work loads on the first use.
 */
export function InstantFilters({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    const page = form?.closest('.browse');
    if (!(form instanceof HTMLFormElement) || !page) return;
    page.classList.add('browse--instant');
    let loaded: Promise<BrowseEvents> | undefined;
    const take = (event: Event) => {
      void (loaded ??= import('./instant-filters-handler.ts').then((m) =>
        m.browseEvents(form, (href) => router.push(href, { scroll: false })),
      )).then((handle) => handle(event));
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      take(event);
    };
    // A chip's link (or "clear all") is a change of filters too, taken without a page load.
    const onClick = (event: MouseEvent) => {
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element && event.target.closest('a.chip, a[data-browse-link]');
      if (!link || !page.contains(link)) return;
      event.preventDefault();
      take(event);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') take(event);
    };
    document.addEventListener('change', take);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', take);
    return () => {
      document.removeEventListener('change', take);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', take);
      page.classList.remove('browse--instant');
    };
  }, [formId, router]);
  return null;
}
