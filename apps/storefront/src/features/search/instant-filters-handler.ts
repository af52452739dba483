import { browseAddress } from './browse-address.ts';

/**
 * What the instant filters do with an event (instant-filters.tsx): a changed field of the filter
 * form, or its submission, goes to the form's new address. A submission from inside the drawer also
 * closes it, so that the results it asked for are in view.
 */
export function onBrowseEvent(event: Event, form: HTMLFormElement, go: (href: string) => void): void {
  const target = event.target;
  if (event.type === 'change') {
    const field = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target : null;
    // Typing a query is not a change to act on: the query goes with the next submission.
    if (!field || field.form !== form || field.type === 'search') return;
  }
  go(browseAddress(form.action, new FormData(form)));
  if (event instanceof SubmitEvent && event.submitter) {
    const drawer = event.submitter.closest('details.drawer');
    if (drawer instanceof HTMLDetailsElement) drawer.open = false;
  }
}
