import { pageTypeOf } from './page-type.ts';

/**
 * Each kind of page gets its own share of the edge's entries and bytes, each share its own
 * least-recently-used order: a client asking for endless search results (or any other address of
 * its own making) evicts only entries of that kind, never the home, category and product pages
 * everyone reads (issue 17). nginx in the cluster gives the same kinds zones of their own.
 */
export const CACHE_SHARES = {
  product: 0.35,
  category: 0.15,
  home: 0.05,
  search: 0.15,
  static: 0.1,
  /** Product images: many small immutable files, which must never push out a page. */
  image: 0.1,
  /** Every other address: content pages, the systems' paths, anything a client makes up. */
  other: 0.1,
} as const;

export type ShareName = keyof typeof CACHE_SHARES;

const isShare = (name: string): name is ShareName => Object.hasOwn(CACHE_SHARES, name);

export function shareOf(path: string): ShareName {
  const type = pageTypeOf(path);
  return isShare(type) ? type : 'other';
}

export interface Sized {
  body: Buffer;
}

interface Share<E> {
  entries: Map<string, E>;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}

export interface SharedCache<E extends Sized> {
  /** The entry, now the most recently used of its share. */
  get(share: ShareName, key: string): E | undefined;
  /** Keeps the entry as the most recently used of its share, evicting that share's oldest beyond its budget. */
  set(share: ShareName, key: string, entry: E): void;
  delete(share: ShareName, key: string): void;
  /** Drops the entries of a share the test picks, or all of them without one. */
  drop(share: ShareName, test?: (entry: E) => boolean): void;
}

/** Shares of `maxEntries` and `maxBytes` by CACHE_SHARES; each keeps at least one entry. */
export function sharedCache<E extends Sized>(maxEntries: number, maxBytes: number): SharedCache<E> {
  const shares = new Map<ShareName, Share<E>>();
  for (const [name, fraction] of Object.entries(CACHE_SHARES)) {
    if (!isShare(name)) continue;
    shares.set(name, {
      entries: new Map(),
      bytes: 0,
      maxEntries: Math.max(1, Math.floor(maxEntries * fraction)),
      maxBytes: Math.max(1, Math.floor(maxBytes * fraction)),
    });
  }
  const shareNamed = (name: ShareName): Share<E> => {
    const share = shares.get(name);
    if (!share) throw new Error(`no cache share ${name}`);
    return share;
  };
  const remove = (share: Share<E>, key: string) => {
    const entry = share.entries.get(key);
    if (!entry) return;
    share.entries.delete(key);
    share.bytes -= entry.body.length;
  };
  return {
    get: (name, key) => {
      const { entries } = shareNamed(name);
      const entry = entries.get(key);
      // Read again, it becomes the most recently used.
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set: (name, key, entry) => {
      const share = shareNamed(name);
      remove(share, key);
      share.entries.set(key, entry);
      share.bytes += entry.body.length;
      for (const oldest of share.entries.keys()) {
        if (share.entries.size <= share.maxEntries && share.bytes <= share.maxBytes) break;
        remove(share, oldest);
      }
    },
    delete: (name, key) => remove(shareNamed(name), key),
    drop: (name, test) => {
      const share = shareNamed(name);
      for (const [key, entry] of share.entries) if (!test || test(entry)) remove(share, key);
    },
  };
}
