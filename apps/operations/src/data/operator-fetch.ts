import { HttpError } from 'react-admin';
import { z } from 'zod';

/** The console's calls to its own backend (/api/operator/…, /api/session/…), same origin, cookies included. */

const problemSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
});

/**
 * Fetches JSON; a failure becomes react-admin's HttpError whose message is the problem's `detail`
 * (what a person can act on), shown in a notification by react-admin.
 */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  const text = await response.text();
  const body: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const parsed = problemSchema.safeParse(body);
    const message = (parsed.success && (parsed.data.detail ?? parsed.data.title)) || response.statusText;
    throw new HttpError(message, response.status, body);
  }
  return body;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
