import { afterEach, beforeEach, vi } from 'vitest';

/** A Web Storage kept in a map, for the identity client's tests in Node (no browser storage there). */
export function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/**
 * The browser globals the identity SDK reads, for every test of the file (call it at its top
 * level): empty storages, and a network each test answers through the returned mock.
 */
export function stubbedBrowser() {
  const network = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('fetch', network);
    network.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return network;
}
