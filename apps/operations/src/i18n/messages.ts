import type { ConsoleLanguage } from './languages.ts';

/** A catalogue of texts: keys to texts or to nested catalogues (react-admin's StringMap). */
export type Messages = { [key: string]: string | Messages | undefined };

/** One catalogue per console language, as each resource's messages.ts exports them. */
export type LanguageCatalogues = Record<ConsoleLanguage, Messages>;

/** Catalogues merged key by key; a later one's text wins. */
export function mergeMessages(...catalogues: Messages[]): Messages {
  const merged: Messages = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      const existing = merged[key];
      if (value === undefined) continue;
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
    }
  }
  return merged;
}

/** Every text of a catalogue by its dotted key. */
export function flattenMessages(catalogue: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else if (value)
      for (const [inner, text] of flattenMessages(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}
