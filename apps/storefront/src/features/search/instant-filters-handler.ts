import { closeDrawerOnEscape } from '../../shell/ui/drawer-keys.ts';
import { browseAddress } from './browse-address.ts';

/**
 * What the instant filters do (instant-filters.tsx). The page's checkboxes are rendered with
 * defaultChecked, which a new render cannot change once a visitor has ticked one; so a move that did
 * not come from ticking (a chip, "clear all", the back button) sets the fields to the new address.
 */

/** A changed field of the filter form, or its submission, goes to the form's new address. */
export function onBrowseEvent(event: Event, form: HTMLFormElement, go: (href: string) => void): void {
  const target = event.target;
  if (event.type === 'change') {
    const field = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target : null;
    // Typing a query is not a change to act on: the query goes with the next submission.
    if (!field || field.form !== form || field.type === 'search') return;
  }
  go(browseAddress(form.action, new FormData(form)));
  // A submission from inside the drawer closes it, so that the results it asked for are in view.
  if (event instanceof SubmitEvent && event.submitter) {
    const drawer = event.submitter.closest('details.drawer');
    if (drawer instanceof HTMLDetailsElement) drawer.open = false;
  }
}

/** Ticks the checkboxes and chooses the sort of the form as an address's query says. */
export function syncFields(form: HTMLFormElement, search: string): void {
  const params = new URLSearchParams(search);
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = params.getAll(field.name).includes(field.value);
    } else if (field instanceof HTMLSelectElement && field.name === 'sort') {
      field.value = params.get('sort') ?? 'recommended';
    }
  }
}

export type BrowseEvents = (event: Event) => void;

/** What each event the filter form's page takes (instant-filters.tsx) does there. */
export function browseEvents(form: HTMLFormElement, go: (href: string) => void): BrowseEvents {
  return (event) => {
    if (event.type === 'change' || event.type === 'submit') onBrowseEvent(event, form, go);
    else if (event.type === 'popstate') syncFields(form, window.location.search);
    else if (event instanceof KeyboardEvent) closeDrawerOnEscape(event);
    else {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link) return;
      syncFields(form, link.search);
      go(link.pathname + link.search);
      // The link goes with the filter it removed: the count, a live region, takes the focus.
      document.getElementById('browse-count')?.focus();
    }
  };
}
