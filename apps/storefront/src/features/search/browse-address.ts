/**
 * The address a filter form asks for, as its GET submission would write it (the same address
 * without JavaScript), less the empty query and the default sort, which equal their absence. The
 * fields come in the page's order (query, facets in the panel's order, sort), which is the order
 * searchHref writes.
 */
export function browseAddress(action: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (name === 'sort' && value === 'recommended') continue;
    params.append(name, value);
  }
  const query = params.toString();
  return `${new URL(action, 'http://store.invalid').pathname}${query ? `?${query}` : ''}`;
}
