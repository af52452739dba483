/**
 * Stripe's form encoding (application/x-www-form-urlencoded with bracket notation, also used in
 * query strings): `metadata[order]=1` is an object member, `line_items[0][quantity]=2` an array
 * element, `expand[]=customer` an appended element. Values stay strings; each endpoint's schema
 * reads numbers and booleans from them.
 */

export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormSyntaxError extends Error {
  override name = 'FormSyntaxError';
  readonly param: string;
  constructor(param: string, message: string) {
    super(message);
    this.param = param;
  }
}

/** How deep Stripe's own parameters go (line_items[0][price_data][product_data][metadata][k]); more is an attack. */
const MAX_DEPTH = 8;
/** Far more than any list the store sends; a bound on what one body can make us allocate. */
const MAX_MEMBERS = 500;

function segmentsOf(name: string): string[] {
  const open = name.indexOf('[');
  if (open === -1) return [name];
  const segments = [name.slice(0, open)];
  const rest = name.slice(open);
  const pattern = /\[([^[\]]*)\]/y;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    segments.push(match[1] ?? '');
    consumed = pattern.lastIndex;
  }
  if (open === 0 || consumed !== rest.length) {
    throw new FormSyntaxError(name, `Invalid parameter name: ${name}`);
  }
  return segments;
}

/**
 * Like Rack, which Stripe's API is built on: every bracket makes an object member, and `[]` the
 * next numeric member; an array parameter's schema reads an object with keys 0, 1, … as a list
 * (formList), so `metadata[0]` stays a metadata key.
 */
function assign(target: FormObject, segments: string[], value: string, name: string): void {
  if (segments.length > MAX_DEPTH) throw new FormSyntaxError(name, `Parameter nested too deeply: ${name}`);
  let container = target;
  segments.forEach((given, i) => {
    const key = given === '' && i > 0 ? String(Object.keys(container).length) : given;
    if (key === '' || key === '__proto__') throw new FormSyntaxError(name, `Invalid parameter name: ${name}`);
    const existing = Object.hasOwn(container, key) ? container[key] : undefined;
    if (existing === undefined && Object.keys(container).length >= MAX_MEMBERS) {
      throw new FormSyntaxError(name, `Too many values for ${paramName(segments.slice(0, i))}`);
    }
    if (i === segments.length - 1) {
      if (typeof existing === 'object') throw new FormSyntaxError(name, `Conflicting values for ${name}`);
      container[key] = value;
      return;
    }
    if (typeof existing === 'string') throw new FormSyntaxError(name, `Conflicting values for ${name}`);
    const next: FormObject = existing ?? {};
    container[key] = next;
    container = next;
  });
}

/** Parses a form body or query string into nested objects of strings. */
export function parseStripeForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (name === '') continue;
    assign(result, segmentsOf(name), value, name);
  }
  return result;
}

/** A parameter path as Stripe names it in errors: `line_items[0][price_data][currency]`. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((segment) => `[${segment}]`).join('')}`;
}
