import { z } from 'zod';

/**
 * The notifications carried in the `notifications` query parameter (requirements §3): base64-encoded
 * JSON of one or a list of these, optionally followed by `.` and the store's signature. Anyone can
 * write an address, so an unsigned one may only name a message of the locale's catalogue by key,
 * with parameters that are values, never sentences; free text needs the store's signature
 * (an HMAC-SHA256 under NOTIFICATIONS_SIGNING_KEY). See docs/notifications.md.
 */

const common = {
  id: z.string().min(1).max(100),
  kind: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  showOncePerSession: z.boolean().default(false),
};

/** A number, or one word-like value such as an order number or an email address: no spaces, so no sentence. */
const parameterValue = z.union([z.number().finite(), z.string().regex(/^[\p{L}\p{N}._@+#/-]{1,64}$/u)]);

export const keyedRouteNotificationSchema = z.object({
  ...common,
  key: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/),
  params: z.record(z.string().regex(/^\w{1,32}$/), parameterValue).default({}),
});
export const textRouteNotificationSchema = z.object({ ...common, text: z.string().min(1).max(1000) });
export const routeNotificationSchema = z.union([keyedRouteNotificationSchema, textRouteNotificationSchema]);
export const routeNotificationsSchema = z.array(routeNotificationSchema).min(1).max(10);
export type RouteNotification = z.infer<typeof routeNotificationSchema>;
export type RouteNotificationInput = z.input<typeof routeNotificationSchema>;

/** A notification as a page shows it: its text already in the page's language. */
export const shownRouteNotificationSchema = z.object({
  id: common.id,
  kind: common.kind,
  text: z.string(),
  showOncePerSession: z.boolean(),
});
export type ShownRouteNotification = z.infer<typeof shownRouteNotificationSchema>;
/** The store's answer to a page that asks what its notifications parameter shows. */
export const routeNotificationsAnswerSchema = z.object({
  notifications: z.array(shownRouteNotificationSchema),
});

export {
  CLOSED_NOTIFICATIONS_KEY,
  NOTIFICATIONS_QUERY_PARAM,
  NOTIFICATIONS_STORAGE_KEY,
  parseClosedIds,
} from './notification-keys.ts';

export class NotificationDecodeError extends Error {
  override name = 'NotificationDecodeError';
}

const normalise = (base64: string) => base64.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');

function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw new NotificationDecodeError('notifications parameter is not base64');
  }
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64Url = (bytes: Uint8Array) =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function hmacKey(signingKey: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(signingKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

function parsePayload(payload: string): RouteNotification[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(payload)));
  } catch (error) {
    if (error instanceof NotificationDecodeError) throw error;
    throw new NotificationDecodeError('notifications parameter is not base64-encoded JSON');
  }
  const parsed = routeNotificationsSchema.safeParse(Array.isArray(json) ? json : [json]);
  if (!parsed.success) {
    throw new NotificationDecodeError(`notifications parameter has the wrong shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

async function signatureMatches(payload: string, signature: string, signingKey: string): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(normalise(signature).padEnd(Math.ceil(signature.length / 4) * 4, '='));
  } catch {
    return false;
  }
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(signingKey, 'verify'),
    bytes,
    new TextEncoder().encode(payload),
  );
}

/**
 * The notifications a page may show from the query value: keyed ones always; free text only when the
 * value carries a valid signature under signingKey. Throws NotificationDecodeError otherwise.
 */
export async function readRouteNotifications(
  value: string,
  signingKey: string | undefined,
): Promise<RouteNotification[]> {
  const [encoded = '', signature, ...rest] = value.split('.');
  if (rest.length > 0)
    throw new NotificationDecodeError('notifications parameter has more than one signature');
  const payload = normalise(encoded);
  const notifications = parsePayload(payload);
  if (signature !== undefined) {
    if (!signingKey || !(await signatureMatches(payload, signature, signingKey))) {
      throw new NotificationDecodeError('notifications parameter has a signature that is not the store’s');
    }
    return notifications;
  }
  if (notifications.some((n) => 'text' in n)) {
    throw new NotificationDecodeError(
      'notifications parameter carries free text, which is shown only when signed by the store',
    );
  }
  return notifications;
}

/** The unsigned query value: for keyed notifications. */
export function encodeRouteNotifications(list: RouteNotificationInput[] | RouteNotificationInput): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(list)));
}

/** The query value signed by the store: free text is shown only so. */
export async function signRouteNotifications(
  list: RouteNotificationInput[] | RouteNotificationInput,
  signingKey: string,
): Promise<string> {
  const payload = encodeRouteNotifications(list);
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(signingKey, 'sign'),
    new TextEncoder().encode(payload),
  );
  return `${payload}.${base64Url(new Uint8Array(signature))}`;
}
