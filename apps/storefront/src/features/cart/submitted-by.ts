import type { FormEvent } from 'react';

/** The button that sent a form, which may stand outside it (form="…"); the confirmation gives it the focus back. */
export function submittedBy(event: FormEvent<HTMLFormElement>): HTMLElement | null {
  const native = event.nativeEvent;
  return native instanceof SubmitEvent && native.submitter instanceof HTMLElement ? native.submitter : null;
}
