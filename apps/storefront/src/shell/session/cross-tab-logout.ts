/**
 * requirements §4 cross-tab logout: a tab that signs out tells the store's other tabs, which then clear
 * their own session without calling any server. BroadcastChannel where the browser has it, a
 * storage event otherwise; a short cookie tells pages that are not listening (another app of the
 * store on this site, a page loading at that moment) that a logout just happened.
 */

export const LOGOUT_CHANNEL = 'store-logout';
export const LOGOUT_STORAGE_KEY = 'store-logout';
export const LOGOUT_COOKIE = 'store-logged-out';
/** Long enough for a page that is loading to see it, short enough not to outlive the moment. */
export const LOGOUT_COOKIE_MAX_AGE_S = 60;

export interface LogoutMessage {
  type: 'logout';
  /** The tab that signed out: a tab ignores its own message. */
  tab: string;
  at: number;
}

/** This tab's id; crypto.randomUUID needs a secure context, which a store on a LAN address lacks. */
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function parseLogoutMessage(value: unknown): LogoutMessage | undefined {
  if (typeof value === 'string') {
    try {
      return parseLogoutMessage(JSON.parse(value) as unknown);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object') return undefined;
  const { type, tab, at } = value as Record<string, unknown>;
  if (type !== 'logout' || typeof tab !== 'string' || typeof at !== 'number') return undefined;
  return { type, tab, at };
}

export function logoutCookie(secure: boolean): string {
  return `${LOGOUT_COOKIE}=1; Path=/; Max-Age=${LOGOUT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function announceLogout(): void {
  const message: LogoutMessage = { type: 'logout', tab: TAB_ID, at: Date.now() };
  document.cookie = logoutCookie(window.location.protocol === 'https:');
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(LOGOUT_CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    localStorage.setItem(LOGOUT_STORAGE_KEY, JSON.stringify(message));
    localStorage.removeItem(LOGOUT_STORAGE_KEY);
  } catch {
    // Storage refused: the other tabs find out at their next session check.
  }
}

/** Calls back when another tab signs out; returns the way to stop listening. */
export function onLogoutElsewhere(listener: () => void): () => void {
  const hear = (value: unknown) => {
    const message = parseLogoutMessage(value);
    if (message && message.tab !== TAB_ID) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGOUT_STORAGE_KEY && event.newValue) hear(event.newValue);
  };
  // Both: a tab of a browser without BroadcastChannel announces through storage.
  window.addEventListener('storage', onStorage);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOGOUT_CHANNEL) : undefined;
  if (channel) channel.onmessage = (event: MessageEvent) => hear(event.data);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}
