import { z } from 'zod';
import type { Metadata } from '../resources/objects.ts';
import { invalidParam } from './errors.ts';
import { paramName } from './form-body.ts';

/**
 * Zod schemas for form parameters, whose values arrive as strings, and the translation of a
 * failed parse into Stripe's parameter errors (parameter_missing, parameter_unknown, …).
 */

/** A form's empty value unsets an optional parameter, as Stripe reads `description=`. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const text = (max = 5000) => z.string().max(max);
export const optionalText = (max = 5000) => z.preprocess(blankIsAbsent, z.string().max(max).optional());

export const integer = z
  .string()
  .regex(/^-?\d{1,15}$/, 'must be an integer')
  .transform(Number);
export const positiveInteger = integer.refine((n) => n > 0, 'must be a positive integer');
export const optionalInteger = z.preprocess(blankIsAbsent, integer.optional());

export const boolean = z.enum(['true', 'false']).transform((value) => value === 'true');
export const optionalBoolean = z.preprocess(blankIsAbsent, boolean.optional());

export const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO currency code')
  .transform((code) => code.toLowerCase())
  .refine(
    (code) => Intl.supportedValuesOf('currency').includes(code.toUpperCase()),
    'is not a supported currency',
  );

export const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(5000);

export const id = (prefix: string) =>
  z.string().startsWith(prefix, `must be an id starting ${prefix}`).max(255);

/** An array parameter: `list[0]=…&list[1]=…` (or `list[]=`) arrives as an object with keys 0, 1, …. */
export function formList<T extends z.ZodType>(item: T, max = 100) {
  return z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value).every((key, index) => key === String(index))
          ? Object.values(value)
          : value
        : value,
    z.array(item).max(max),
  );
}

/** Stripe's metadata rules: up to 50 keys of 40 characters, values of 500; an empty value deletes the key. */
export const metadata = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((value) => Object.keys(value).length <= 50, 'can hold at most 50 keys');

export function mergeMetadata(current: Metadata, update: Record<string, string> | undefined): Metadata {
  if (update === undefined) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const expand = formList(z.string().min(1).max(200), 20).optional();

/** Parses parameters; a failure answers as Stripe does, naming the first bad parameter. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw invalidParam('', 'Invalid request parameters.');
  if (issue.code === 'unrecognized_keys') {
    const param = paramName([...issue.path, issue.keys[0] ?? '']);
    throw invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
  }
  const param = paramName(issue.path);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    throw invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
  }
  if (issue.message === 'must be an integer') {
    throw invalidParam(param, `Invalid integer: ${String(issue.input)}`, 'parameter_invalid_integer');
  }
  if (issue.code === 'invalid_value') {
    const options = issue.values.map(String);
    throw invalidParam(param, `Invalid ${param}: must be one of ${options.join(', ')}`);
  }
  throw invalidParam(param, `Invalid ${param}: ${issue.message}`);
}
