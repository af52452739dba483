import type { AuthProvider } from 'react-admin';
import { fetchJson } from '../data/operator-fetch.ts';
import { consoleIdentitySchema, type ConsoleIdentity } from './staff-identity.ts';

/**
 * react-admin's auth provider. Signing in happens on the console's own /login page (password, then
 * one-time code); here the console only asks who is signed in, and sends the browser to /login when
 * no one is. Permissions are the member's roles (hasRole).
 */

let current: Promise<ConsoleIdentity> | undefined;

function identity(): Promise<ConsoleIdentity> {
  current ??= fetchJson('/api/session')
    .then((body) => consoleIdentitySchema.parse(body))
    .catch((error: unknown) => {
      current = undefined;
      throw error;
    });
  return current;
}

function toLogin(): void {
  window.location.assign('/login');
}

export const authProvider: AuthProvider = {
  login: async () => toLogin(),
  logout: async () => {
    current = undefined;
    await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
    toLogin();
    return false;
  },
  checkAuth: async () => {
    try {
      await identity();
    } catch (error) {
      toLogin();
      throw error;
    }
  },
  checkError: async (error: unknown) => {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    if (status === 401) {
      current = undefined;
      toLogin();
      throw error;
    }
  },
  getIdentity: async () => {
    const who = await identity();
    return { id: who.id, fullName: who.name };
  },
  getPermissions: async () => (await identity()).roles,
};
