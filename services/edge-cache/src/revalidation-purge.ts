import type { IncomingMessage } from 'node:http';
import { STOREFRONT_REVALIDATE_PATH, storefrontRevalidateSchema } from '@store/contracts/operator-system';

/** The largest revalidation body read: fifty paths are far less. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The paths a revalidation request (POST /api/revalidate, commerce's after a catalogue change) names,
 * read as the body passes through to the storefront; none for any other request, or a body that is
 * too large or not a revalidation (the storefront refuses those itself).
 */
export function purgedPaths(req: IncomingMessage): Promise<string[]> | undefined {
  if (req.method !== 'POST' || (req.url ?? '').split('?', 1)[0] !== STOREFRONT_REVALIDATE_PATH)
    return undefined;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', () => resolve([]));
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve([]);
      try {
        const parsed = storefrontRevalidateSchema.safeParse(
          JSON.parse(Buffer.concat(chunks).toString('utf8')),
        );
        resolve(parsed.success ? parsed.data.paths : []);
      } catch {
        resolve([]);
      }
    });
  });
}
