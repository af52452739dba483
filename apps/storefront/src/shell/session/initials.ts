/** requirements §3: the uppercased first letters of first and last name, empty if either is missing. */
export function initials(firstName: string | undefined, lastName: string | undefined): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (!first || !last) return '';
  // Whole code points, so a name starting outside the basic plane keeps its letter.
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toLocaleUpperCase();
}
