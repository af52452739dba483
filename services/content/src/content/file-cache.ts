import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { ProblemError } from '@store/service-runtime';

/** A body ready to send, with its strong entity tag. */
export interface Rendered {
  body: Buffer;
  etag: string;
}

export interface CachedFile extends Rendered {
  mtimeNs: bigint;
  size: bigint;
  ino: bigint;
  /** The parsed JSON, kept for answers derived from the file. */
  data: unknown;
  /** Answers derived from this version of the file, e.g. one per program code. */
  derived: Map<string, Rendered>;
}

/** An edited file that is not valid JSON or does not match its schema: the editor must fix it, so the detail says what is wrong. */
export class InvalidContentError extends ProblemError {
  override name = 'InvalidContentError';

  constructor(detail: string) {
    super(500, detail);
  }
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export function rendered(body: string): Rendered {
  const bytes = Buffer.from(body, 'utf8');
  return { body: bytes, etag: etagOf(bytes) };
}

export type LoadFile = (relative: string, schema: z.ZodType | undefined) => Promise<CachedFile | undefined>;

/**
 * Reads content files through a cache keyed by modification time, size and inode, so an edit is
 * picked up on the next request while unchanged files cost one stat.
 */
export function fileStore(dir: string): LoadFile {
  const cache = new Map<string, CachedFile>();

  return async function load(relative, schema) {
    const path = join(dir, relative);
    let info;
    try {
      info = await stat(path, { bigint: true });
    } catch (error) {
      if (isMissing(error)) {
        cache.delete(path);
        return undefined;
      }
      throw error;
    }
    const cached = cache.get(path);
    // Inode too: editors that save by renaming a new file over the old one may keep mtime and size.
    if (cached && cached.mtimeNs === info.mtimeNs && cached.size === info.size && cached.ino === info.ino) {
      return cached;
    }

    const body = await readFile(path);
    let data: unknown;
    if (schema) {
      try {
        data = JSON.parse(body.toString('utf8'));
      } catch (error) {
        throw new InvalidContentError(`${relative} is not valid JSON: ${(error as Error).message}`);
      }
      const result = schema.safeParse(data);
      if (!result.success) {
        const issues = result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
        throw new InvalidContentError(`${relative} does not match its schema: ${issues.join('; ')}`);
      }
    }
    const entry: CachedFile = {
      body,
      etag: etagOf(body),
      mtimeNs: info.mtimeNs,
      size: info.size,
      ino: info.ino,
      data,
      derived: new Map(),
    };
    cache.set(path, entry);
    return entry;
  };
}

/** A name longer than the file system allows (a very long page slug) cannot exist either. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}
