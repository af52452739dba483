import type { Locale } from '@store/locales';
import { z } from 'zod';
import { storePaths } from '../../shell/routing/store-paths.ts';

/**
 * The `{section}` of /my-account/{section}/support/login: the part of the customer's account an
 * assisted session opens on. One path segment of the store's own kind, nothing else.
 */
export const sectionSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'expects section, one my-account path segment');

export function readSection(value: unknown): string | undefined {
  const section = sectionSchema.safeParse(value);
  return section.success ? section.data : undefined;
}

/** Where an assisted session starts: the customer's account, or its section the agent came from. */
export function assistedStart(locale: Locale, section: string | undefined): string {
  const { myAccount } = storePaths(locale);
  return section ? `${myAccount}/${section}` : myAccount;
}
