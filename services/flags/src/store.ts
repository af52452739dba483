import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { flagFileSchema } from '@store/contracts';
import { compileFlagFile, type CompiledFlags } from './evaluate.ts';

/**
 * The flag file as the service currently believes it: loaded at start, reloaded when the file
 * changes, and kept at the last good version when an edit does not parse.
 */

export interface FlagSnapshot {
  flags: CompiledFlags;
  /** Identifies this set of flags; sent in refetchEvaluation events (opaque, not an HTTP ETag). */
  etag: string;
  /** When this set of flags took effect (ms since the epoch). */
  lastModified: number;
}

export interface FlagStoreStatus {
  file: string;
  etag: string;
  lastModified: number;
  /** Why the file on disk is not what is being served, if it is not. */
  fileError?: string;
  watching: boolean;
}

export interface StoreLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface FlagStore {
  current(): FlagSnapshot;
  status(): FlagStoreStatus;
  /** Listener runs after each reload that changed the flags; returns an unsubscribe function. */
  onChange(listener: (snapshot: FlagSnapshot) => void): () => void;
  /** Re-reads the file now (the watcher calls this; tests may too). */
  reload(): Promise<void>;
  close(): void;
}

/** Editors save in bursts (truncate, write, rename); one reload per burst is enough. */
const DEBOUNCE_MS = 50;

type ReadResult =
  { kind: 'ok'; flags: CompiledFlags } | { kind: 'missing' } | { kind: 'invalid'; error: string };

function etagOf(flags: CompiledFlags): string {
  return createHash('sha256').update(JSON.stringify(flags)).digest('base64url').slice(0, 22);
}

async function readFlagFile(file: string, log: StoreLogger): Promise<ReadResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'invalid', error: (error as Error).message };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', error: `not JSON: ${(error as Error).message}` };
  }
  const parsed = flagFileSchema.safeParse(json);
  if (!parsed.success) return { kind: 'invalid', error: z.prettifyError(parsed.error) };
  return {
    kind: 'ok',
    flags: compileFlagFile(parsed.data, (details, message) => log.warn({ ...details, file }, message)),
  };
}

export async function openFlagStore(file: string, log: StoreLogger): Promise<FlagStore> {
  const listeners = new Set<(snapshot: FlagSnapshot) => void>();
  let snapshot: FlagSnapshot = { flags: {}, etag: etagOf({}), lastModified: Date.now() };
  let fileError: string | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  // Reloads run one after another so a slow read cannot overwrite a newer one.
  let queue: Promise<void> = Promise.resolve();

  async function load(): Promise<void> {
    const result = await readFlagFile(file, log);
    if (closed) return;
    let flags: CompiledFlags;
    if (result.kind === 'invalid') {
      fileError = result.error;
      log.error({ file, error: result.error }, 'flag file is invalid; keeping the last good flags');
      return;
    }
    fileError = undefined;
    if (result.kind === 'missing') {
      log.info({ file }, 'no flag file; every flag has its default');
      flags = {};
    } else {
      flags = result.flags;
    }
    const etag = etagOf(flags);
    if (etag === snapshot.etag) return;
    snapshot = { flags, etag, lastModified: Date.now() };
    log.info({ file, etag }, 'flags loaded');
    for (const listener of listeners) listener(snapshot);
  }

  function reload(): Promise<void> {
    queue = queue.then(load, load);
    return queue;
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), DEBOUNCE_MS);
  }

  await reload();

  try {
    // The directory, not the file: editors that save by rename replace the inode a file watch would follow.
    const name = basename(file);
    watcher = watch(dirname(file), { persistent: false }, (_event, changed) => {
      if (changed === null || changed === name) schedule();
    });
    watcher.on('error', (error) => {
      log.error(
        { file, error: error.message },
        'flag file watcher failed; flags will no longer follow the file',
      );
      watcher?.close();
      watcher = undefined;
    });
  } catch (error) {
    log.warn(
      { file, error: (error as Error).message },
      'cannot watch the flag file folder; flags will not follow the file',
    );
  }

  return {
    current: () => snapshot,
    status: () => ({
      file,
      etag: snapshot.etag,
      lastModified: snapshot.lastModified,
      ...(fileError === undefined ? {} : { fileError }),
      watching: watcher !== undefined,
    }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
      watcher = undefined;
      listeners.clear();
    },
  };
}
