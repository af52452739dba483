/**
 * Escape closes the open drawer the key was pressed in and puts focus back on its button, as a
 * dialog would. Returns whether it did, so a caller knows the key was used.
 */
export function closeDrawerOnEscape(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return false;
  const drawer = event.target.closest('details.drawer');
  if (!(drawer instanceof HTMLDetailsElement) || !drawer.open) return false;
  drawer.open = false;
  drawer.querySelector<HTMLElement>(':scope > summary')?.focus();
  return true;
}
