import { randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkFlagValue, flagFileSchema, isFlagName, type FlagFile } from '@store/contracts';
import { flagAdminWriteSchema, type FlagAdminAnswer } from '@store/contracts/operator-system';
import { parseInput, ProblemError } from '@store/service-runtime';
import type { FlagStore } from './store.ts';

/**
 * The one write the flag service takes: a flag's value in the watched file, for the operator API
 * (commerce), which holds the platform key. The file stays the source of truth: the write replaces
 * it atomically (a temporary file renamed over it), and the store's reload publishes it to every open
 * stream as an editor's save would. A flag's targeting rules are kept as they are.
 */

export const ADMIN_KEY_HEADER = 'x-api-key';

export interface FlagAdminOptions {
  file: string;
  store: FlagStore;
  /** The platform key (COMMERCE_API_KEY). */
  adminKey: string;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readForWrite(file: string): Promise<FlagFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { flags: {} };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = flagFileSchema.safeParse(json);
  if (!parsed.success) {
    // Writing over a file someone is mid-way through editing would lose their edit.
    throw new ProblemError(
      409,
      `The flag file ${basename(file)} does not parse; fix it before changing a flag.`,
    );
  }
  return parsed.data;
}

async function writeAtomically(file: string, content: FlagFile): Promise<void> {
  const staging = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(staging, `${JSON.stringify(content, null, 2)}\n`);
    await rename(staging, file);
  } finally {
    await rm(staging, { force: true });
  }
}

const keyParams = z.object({ key: z.string() });

export const flagAdminRoutes: FastifyPluginAsync<FlagAdminOptions> = async (
  scope,
  { file, store, adminKey },
) => {
  // One write at a time: two read-modify-writes side by side would lose one of them.
  let writing: Promise<unknown> = Promise.resolve();

  scope.addHook('onRequest', async (request) => {
    const given = request.headers[ADMIN_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, adminKey)) {
      throw new ProblemError(401, `Changing a flag needs the platform key in ${ADMIN_KEY_HEADER}.`);
    }
  });

  scope.put('/admin/flags/:key', async (request): Promise<FlagAdminAnswer> => {
    const { key } = parseInput(keyParams, request.params, 'path');
    if (!isFlagName(key)) throw new ProblemError(404, `There is no flag '${key}'.`);
    const { value } = parseInput(flagAdminWriteSchema, request.body, 'body');
    const checked = checkFlagValue(key, value);
    if (!checked.ok) throw new ProblemError(400, `That is not a value of the flag ${key}: ${checked.error}`);
    const write = writing.then(async () => {
      const content = await readForWrite(file);
      const before: unknown = content.flags[key]?.value;
      content.flags[key] = { ...content.flags[key], value: checked.value };
      await writeAtomically(file, content);
      await store.reload();
      return { key, ...(before === undefined ? {} : { before }), value: checked.value };
    });
    writing = write.catch(() => undefined);
    return write;
  });
};
