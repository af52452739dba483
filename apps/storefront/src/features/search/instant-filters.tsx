'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { closeDrawerOnEscape } from '../../shell/ui/drawer-keys.ts';
import type { onBrowseEvent } from './instant-filters-handler.ts';

/**
 * Makes the filter form answer at once: ticking a facet, choosing a sort or submitting moves to the
 * new address without a page load (the checkbox keeps focus; the result count, a live region,
 * announces the new total). Without JavaScript the same form is a plain GET form to the same
 * addresses. The code that does the work loads on the first change, not with the page.
 */
export function InstantFilters({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const page = form.closest('.browse');
    page?.classList.add('browse--instant');
    let handler: Promise<{ onBrowseEvent: typeof onBrowseEvent }> | undefined;
    const handle = (event: Event) => {
      if (event.type === 'submit') event.preventDefault();
      handler ??= import('./instant-filters-handler.ts');
      void handler.then(({ onBrowseEvent }) =>
        onBrowseEvent(event, form, (href) => router.push(href, { scroll: false })),
      );
    };
    // A chip's link (or "clear all") is a change of filters too, taken without a page load.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest('a.chip, a[data-browse-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || !page?.contains(link)) return;
      event.preventDefault();
      router.push(link.pathname + link.search, { scroll: false });
      // The link goes with the filter it removed: the count, a live region, takes the focus and says the new total.
      document.getElementById('browse-count')?.focus();
    };
    document.addEventListener('change', handle);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', closeDrawerOnEscape);
    form.addEventListener('submit', handle);
    return () => {
      document.removeEventListener('change', handle);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', closeDrawerOnEscape);
      form.removeEventListener('submit', handle);
      page?.classList.remove('browse--instant');
    };
  }, [formId, router]);
  return null;
}
