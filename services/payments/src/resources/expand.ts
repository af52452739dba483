import type { Db } from '@store/database';
import { invalidRequest } from '../api/errors.ts';
import { kindOfId } from './objects.ts';
import { loadAny } from './store.ts';

/**
 * Stripe's `expand[]`: a field holding an object's id (`payment_intent`, `latest_charge`,
 * `payment_intent.latest_charge`) is replaced by the object itself.
 */
export async function expandFields(
  db: Db,
  object: object,
  paths: readonly string[] | undefined,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = { ...object };
  for (const path of paths ?? []) {
    if (Object.hasOwn(extra, path)) {
      result[path] = extra[path];
      continue;
    }
    await expandPath(db, result, path.split('.'), path);
  }
  return result;
}

async function expandPath(db: Db, target: Record<string, unknown>, segments: string[], path: string) {
  const [field, ...rest] = segments;
  const value = field === undefined ? undefined : target[field];
  if (field === undefined || value === undefined) {
    throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  if (value === null) return;
  let expanded: Record<string, unknown>;
  if (typeof value === 'string') {
    const found = kindOfId(value) ? await loadAny(db, value) : undefined;
    if (!found) throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
    expanded = { ...found };
  } else if (typeof value === 'object' && !Array.isArray(value)) {
    expanded = { ...value };
  } else {
    throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  target[field] = expanded;
  if (rest.length > 0) await expandPath(db, expanded, rest, path);
}
